import { describe, expect, it } from 'vitest';
import { createPostGate, hasLiked, isOwner } from './permissions';
import { cornerLinkTarget, isPostType, needsFullPageLoad, POST_TYPES } from './types';

describe('isOwner', () => {
  it('is true only for the same user id', () => {
    expect(isOwner(5, 5)).toBe(true);
    expect(isOwner(5, 6)).toBe(false);
    expect(isOwner(null, null)).toBe(false);
    expect(isOwner(undefined, 5)).toBe(false);
  });
});

describe('hasLiked', () => {
  it('finds the user among the likers', () => {
    expect(hasLiked([{ id: 1 }, { id: 2 }], 2)).toBe(true);
    expect(hasLiked([{ id: 1 }], 2)).toBe(false);
    expect(hasLiked([{ id: 1 }], null)).toBe(false);
  });
});

describe('createPostGate', () => {
  it('lets creators post and sends others to their application', () => {
    expect(createPostGate({ userType: 'creator', hasPendingApplication: true })).toBe('compose');
    expect(createPostGate({ userType: 'sharer', hasPendingApplication: true })).toBe('pending');
    expect(createPostGate({ userType: null, hasPendingApplication: false })).toBe('apply');
  });
});

describe('isPostType', () => {
  it('accepts the eight types only', () => {
    expect(isPostType('videoTikTok')).toBe(true);
    expect(isPostType('video')).toBe(false);
    expect(isPostType(3)).toBe(false);
  });
});

describe('post navigation', () => {
  it('loads Twitter-link posts with a full page load only', () => {
    expect(POST_TYPES.filter(needsFullPageLoad)).toEqual(['linkTwitter']);
  });

  it('links photo and text cards to the post and the rest to the short link', () => {
    expect(cornerLinkTarget('postPhoto')).toBe('post');
    expect(cornerLinkTarget('postText')).toBe('post');
    expect(cornerLinkTarget('videoYoutube')).toBe('shortLink');
    expect(cornerLinkTarget('postLink')).toBe('shortLink');
  });
});
