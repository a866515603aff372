import { describe, expect, it } from 'vitest';
import { morePhotosLabel, photoGrid, videoThumbnailUrl, youtubeThumbnailUrl } from './media';

describe('photoGrid', () => {
  it.each([
    [0, { layout: 'none', shown: 0, more: 0 }],
    [1, { layout: 'single', shown: 1, more: 0 }],
    [2, { layout: 'stacked', shown: 2, more: 0 }],
    [3, { layout: 'feature', shown: 3, more: 0 }],
    [9, { layout: 'feature', shown: 3, more: 6 }],
    [-2, { layout: 'none', shown: 0, more: 0 }],
    [Number.NaN, { layout: 'none', shown: 0, more: 0 }],
  ])('%d photos', (count, grid) => {
    expect(photoGrid(count)).toEqual(grid);
  });

  it('labels hidden photos in Thai', () => {
    expect(morePhotosLabel(6)).toBe('+6 ภาพ');
    expect(morePhotosLabel(0)).toBe('');
  });
});

describe('youtubeThumbnailUrl', () => {
  it('points at the video thumbnail', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });
});

describe('videoThumbnailUrl', () => {
  it('a YouTube link gives its i.ytimg.com thumbnail, at the size asked', () => {
    expect(videoThumbnailUrl('videoYoutube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(
      videoThumbnailUrl('videoYoutube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'maxresdefault'),
    ).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
  });

  it('none for TikTok (only its oEmbed answer knows it), other posts, or a link without a video id', () => {
    expect(
      videoThumbnailUrl('videoTikTok', 'https://www.tiktok.com/@lightbearers/video/7234567890123456789'),
    ).toBeNull();
    expect(videoThumbnailUrl('postText', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoThumbnailUrl('videoYoutube', 'https://www.youtube.com/')).toBeNull();
    expect(videoThumbnailUrl('videoYoutube', null)).toBeNull();
  });
});
