import { PHOTO_GRID_MAX } from '../constants';

/** The thumbnail of a YouTube video (the carousel and share previews use it). */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
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
