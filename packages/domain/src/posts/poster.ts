import type { PostType } from './types';

/**
 * Video posters: the picture a YouTube or TikTok post shows before a tap. The service fetches the
 * network's thumbnail once, re-encodes and keeps it, and answers it at these widths; the apps list
 * them in a `srcset` (docs/adr/038-video-posters-served-by-the-service.md).
 */

/** The widths (px) a poster is served at, smallest first. A poster is never enlarged past its source. */
export const POSTER_WIDTHS = [240, 480, 720] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

/** A poster's shape: TikTok's portrait 9:16 or YouTube's landscape 16:9. */
export type PosterShape = 'portrait' | 'landscape';

/** The shape of a post type's poster, or `null` for a post that has none (only YouTube and TikTok do). */
export function posterShape(type: PostType): PosterShape | null {
  if (type === 'videoYoutube') return 'landscape';
  if (type === 'videoTikTok') return 'portrait';
  return null;
}

/** Whether a number is one of the widths a poster is served at. */
export function isPosterWidth(width: number): width is PosterWidth {
  return (POSTER_WIDTHS as readonly number[]).includes(width);
}

/** The pixel size of a poster of `shape` at `width` (heights rounded: 240 → 427 portrait, 135 landscape). */
export function posterSize(shape: PosterShape, width: number): { width: number; height: number } {
  return { width, height: Math.round(shape === 'portrait' ? (width * 16) / 9 : (width * 9) / 16) };
}

/** The service's path of a post's poster at a width (`/thumbs/{postId}/{width}.webp`). */
export function posterPath(postId: number, width: PosterWidth): string {
  return `/thumbs/${postId}/${width}.webp`;
}

/**
 * A `srcset` from pictures of known widths (`a.jpg 245w, b.jpg 500w`), narrowest first, one picture
 * per width; `''` for none. An address ends at whitespace and loses a leading or trailing comma in
 * a `srcset`, so those are escaped; a comma inside (a `data:` address) is kept.
 */
export function srcSetOf(variants: readonly { src: string; width: number }[]): string {
  const byWidth = new Map<number, string>();
  for (const v of variants) {
    const width = Math.round(v.width);
    if (Number.isFinite(width) && width > 0 && v.src && !byWidth.has(width)) byWidth.set(width, v.src);
  }
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, src]) => `${src.replace(/\s|^,+|,+$/g, (c) => encodeURIComponent(c))} ${width}w`)
    .join(', ');
}
