import { makeTikTokEmbed, photoDataUrl } from '@lightbearers/api-client/testing';

/** One link of each embeddable kind (the factory's shapes; nothing is requested before a tap). */
export const embedLinks = {
  videoYoutube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoTikTok: 'https://www.tiktok.com/@somchai/video/7123456789012345678',
  videoFacebook: 'https://www.facebook.com/somchai/videos/123456789012345',
  linkFacebook: 'https://www.facebook.com/somchai/posts/123456789012345',
  linkTwitter: 'https://twitter.com/somchai/status/1234567890123456789',
} as const;

/** Deterministic thumbnails: a generated 16:9 picture for YouTube, the oEmbed one for TikTok. */
export const storyThumbnails = {
  videoYoutube: photoDataUrl(2565, 480, 270),
  videoTikTok: makeTikTokEmbed(3).thumbnailUrl,
} as const;
