import { describe, expect, it } from 'vitest';
import {
  feedSocialTypes,
  latestNotifications,
  matchesDirectoryFilter,
  parseFeedSocial,
  visibleSocialLinks,
} from './filters';

describe('feed socials', () => {
  it('accepts other, youtube and tiktok', () => {
    expect(parseFeedSocial('other')).toBe('other');
    expect(parseFeedSocial('tiktok')).toBe('tiktok');
    expect(parseFeedSocial('facebook')).toBeNull();
    expect(parseFeedSocial(undefined)).toBeNull();
  });

  it('lists the matching post types', () => {
    expect(feedSocialTypes('youtube')).toEqual(['videoYoutube']);
    expect(feedSocialTypes('tiktok')).toEqual(['videoTikTok']);
    expect(feedSocialTypes('other')).toBeNull();
  });
});

describe('matchesDirectoryFilter', () => {
  it('filters creators and sharers', () => {
    expect(matchesDirectoryFilter('creator', 'all')).toBe(true);
    expect(matchesDirectoryFilter('creator', 'creator')).toBe(true);
    expect(matchesDirectoryFilter('sharer', 'creator')).toBe(false);
    expect(matchesDirectoryFilter('sharer', 'sharer')).toBe(true);
    expect(matchesDirectoryFilter(null, 'sharer')).toBe(true);
    expect(matchesDirectoryFilter('creator', 'sharer')).toBe(false);
  });
});

describe('latestNotifications', () => {
  it('keeps the newest four by id', () => {
    const items = [3, 9, 1, 7, 5, 8].map((id) => ({ id }));
    expect(latestNotifications(items).map((n) => n.id)).toEqual([9, 8, 7, 5]);
    expect(latestNotifications(items, 0)).toEqual([]);
    expect(items[0]).toEqual({ id: 3 });
  });
});

describe('visibleSocialLinks', () => {
  it('keeps links that have a url', () => {
    const links = [
      { social: 'facebook', url: 'https://facebook.com/x' },
      { social: 'youtube', url: '' },
      { social: 'tiktok', url: null },
      { social: 'website', url: '  ' },
    ];
    expect(visibleSocialLinks(links)).toEqual([links[0]]);
    expect(visibleSocialLinks(null)).toEqual([]);
  });
});
