import { PHOTO_GRID_MAX } from '../constants';
import { youtubeId } from './detect';
import type { PostType } from './types';

/** YouTube's thumbnails of a video, largest first: 1280 px (not every video has it), 480 px (every video). */
export const YOUTUBE_THUMBNAILS = ['maxresdefault', 'hqdefault'] as const;
export type YoutubeThumbnail = (typeof YOUTUBE_THUMBNAILS)[number];

/** A YouTube video's thumbnail on `i.ytimg.com` (480 px unless asked). */
export function youtubeThumbnailUrl(videoId: string, size: YoutubeThumbnail = 'hqdefault'): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${size}.jpg`;
}

/**
 * The one rule of a video post's network thumbnail, as its link gives it: a YouTube link's
 * `i.ytimg.com` picture; `null` for TikTok (its thumbnail is only known from its oEmbed answer,
 * which the service alone asks — ADR 038) and for every other post. The service fetches this
 * picture to make a post's poster; share previews and a facade without a poster show it.
 */
export function videoThumbnailUrl(
  type: PostType,
  url: string | null | undefined,
  size: YoutubeThumbnail = 'hqdefault',
): string | null {
  if (type !== 'videoYoutube' || !url) return null;
  const id = youtubeId(url);
  return id ? youtubeThumbnailUrl(id, size) : null;
}

/** How a post card lays out its photos: one, two stacked, or one large and two small. */
export type PhotoGridLayout = 'none' | 'single' | 'stacked' | 'feature';

/** A post card's photo grid: its layout, how many photos it shows and how many hide behind `+N ภาพ`. */
export function photoGrid(photoCount: number): { layout: PhotoGridLayout; shown: number; more: number } {
  const count = Number.isFinite(photoCount) ? Math.max(0, Math.trunc(photoCount)) : 0;
  const layout: PhotoGridLayout =
    count === 0 ? 'none' : count === 1 ? 'single' : count === 2 ? 'stacked' : 'feature';
  const shown = Math.min(count, PHOTO_GRID_MAX);
  return { layout, shown, more: count - shown };
}

/** The overlay on the last grid photo when more are hidden, e.g. `'+2 ภาพ'`; `''` when none are. */
export function morePhotosLabel(more: number): string {
  return more > 0 ? `+${more} ภาพ` : '';
}
