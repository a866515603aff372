import { describe, expect, it } from 'vitest';
import { embedProvider, playerUrl, textPostGradientChoice, textPostGradientIndex } from './player';
import { POST_TYPES } from './types';

describe('embedProvider', () => {
  it('maps the four playable kinds and leaves photos, links and text without a player', () => {
    expect(POST_TYPES.map(embedProvider)).toEqual([
      'youtube',
      'tiktok',
      'facebook',
      'facebook',
      'twitter',
      null,
      null,
      null,
    ]);
  });
});

describe('playerUrl', () => {
  it('plays YouTube from the no-cookie host, for watch, short and shorts links', () => {
    const expected = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    expect(playerUrl('videoYoutube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(expected);
    expect(playerUrl('videoYoutube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(expected);
    expect(playerUrl('videoYoutube', 'https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(expected);
  });

  it('plays TikTok by video id', () => {
    expect(playerUrl('videoTikTok', 'https://www.tiktok.com/@somchai/video/7123456789012345678')).toBe(
      'https://www.tiktok.com/player/v1/7123456789012345678?autoplay=1',
    );
  });

  it('uses the video plugin for Facebook videos and the post plugin for posts, the link encoded', () => {
    const video = 'https://www.facebook.com/somchai/videos/123456789012345';
    const post = 'https://www.facebook.com/somchai/posts/123456789012345';
    expect(playerUrl('videoFacebook', video)).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video)}&show_text=true&width=500`,
    );
    expect(playerUrl('linkFacebook', post)).toBe(
      `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(post)}&show_text=true&width=500`,
    );
  });

  it('embeds a tweet by its status id, do-not-track on', () => {
    expect(playerUrl('linkTwitter', 'https://x.com/somchai/status/1234567890123456789')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789&dnt=true',
    );
  });

  it('answers null for a link that does not give a player, for no link, and for non-web schemes', () => {
    expect(playerUrl('videoYoutube', 'https://www.youtube.com/channel/UC123')).toBeNull();
    expect(playerUrl('linkTwitter', 'https://x.com/somchai')).toBeNull();
    expect(playerUrl('videoTikTok', null)).toBeNull();
    expect(playerUrl('videoYoutube', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(playerUrl('postLink', 'https://dhamma.example.org/a')).toBeNull();
    expect(playerUrl('postText', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});

describe('textPostGradientIndex', () => {
  it('is stable for a post and always inside the list', () => {
    expect(textPostGradientIndex(42, 25)).toBe(textPostGradientIndex(42, 25));
    for (let id = 0; id < 500; id++) {
      const i = textPostGradientIndex(id, 25);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(25);
      expect(Number.isInteger(i)).toBe(true);
    }
  });

  it('spreads neighbouring posts over different gradients', () => {
    const picks = new Set(Array.from({ length: 10 }, (_, i) => textPostGradientIndex(100 + i, 25)));
    expect(picks.size).toBeGreaterThanOrEqual(7);
  });

  it('answers 0 for an empty list and survives bad ids', () => {
    expect(textPostGradientIndex(7, 0)).toBe(0);
    expect(textPostGradientIndex(Number.NaN, 25)).toBe(textPostGradientIndex(0, 25));
    expect(textPostGradientIndex(-7, 25)).toBe(textPostGradientIndex(7, 25));
  });
});

describe('textPostGradientChoice (built-in, then the public list)', () => {
  const ids = Array.from({ length: 400 }, (_, i) => i + 1);

  it('without the public list, every post is on a built-in gradient', () => {
    for (const id of ids) {
      const i = textPostGradientChoice(id, 25, 0);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(25);
    }
  });

  it('with it, about half the posts take a public gradient; the others keep theirs', () => {
    const onPublic = ids.filter((id) => textPostGradientChoice(id, 25, 40) >= 25);
    expect(onPublic.length).toBeGreaterThan(ids.length * 0.35);
    expect(onPublic.length).toBeLessThan(ids.length * 0.65);
    for (const id of ids) {
      const i = textPostGradientChoice(id, 25, 40);
      expect(i).toBeLessThan(65);
      // A post on the built-in half has the same gradient before and after the list loads.
      if (i < 25) expect(i).toBe(textPostGradientChoice(id, 25, 0));
    }
    // Every public gradient is reachable.
    expect(new Set(onPublic.map((id) => textPostGradientChoice(id, 25, 3))).size).toBe(3);
  });

  it('is stable and survives a bad count', () => {
    expect(textPostGradientChoice(42, 25, 7)).toBe(textPostGradientChoice(42, 25, 7));
    expect(textPostGradientChoice(42, 0, 7)).toBe(0);
    expect(textPostGradientChoice(42, 25, -3)).toBe(textPostGradientChoice(42, 25, 0));
  });
});
