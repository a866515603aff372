/**
 * The pictures of posts as ui takes them: each with its other sizes and pixel size, so the
 * browser fetches the size it shows and keeps the space before it arrives (nothing moves). Video
 * posts show the poster the service serves (`/thumbs/…`), never a request to YouTube or TikTok
 * before a tap; photos their uploaded sizes (thumbnail, small, large).
 */
import type { Photo, Post } from '@lightbearers/api-client';
import { srcSetOf } from '@lightbearers/domain';
import type { ImageSource, PhotoGridPhoto } from '@lightbearers/ui';

/** How wide pictures are shown (`sizes`), from the feed's 42rem column and the grids' columns. */
export const PICTURE_SIZES = {
  /** A card's media: the column's width. */
  card: '(max-width: 42rem) 100vw, 42rem',
  /** TikTok's player facade: at most 360 px wide. */
  portraitFacade: '(max-width: 360px) 100vw, 360px',
  /** A carousel tile: half a phone's column, less on wider screens. */
  carouselTile: '(max-width: 42rem) 50vw, 14rem',
  /** A tile of the All YouTube / All TikTok grids: half a phone's width, less on wider screens. */
  gridTile: '(max-width: 48rem) 50vw, 18rem',
  /** The lightbox: the whole screen. */
  screen: '100vw',
} as const;

/**
 * The picture a YouTube or TikTok post shows before a tap — the one rule of every card, facade, tile
 * and grid: the poster the service serves (ADR 038; null for other posts), shown `sizes` wide. A
 * facade's default is the card's width for YouTube, TikTok's narrower portrait frame.
 */
export function videoPoster(post: Pick<Post, 'poster'>, sizes?: string): ImageSource | null {
  const poster = post.poster;
  if (!poster) return null;
  const shown = sizes ?? (poster.shape === 'portrait' ? PICTURE_SIZES.portraitFacade : PICTURE_SIZES.card);
  return { src: poster.src, srcSet: poster.srcSet, sizes: shown, width: poster.width, height: poster.height };
}

/** The size of `src` among a photo's variants, else the original's, else none. */
function sizeOf(photo: Photo, src: string): { width?: number; height?: number } {
  const variant = photo.variants.find((v) => v.src === src);
  if (variant) return { width: variant.width, height: variant.height };
  return photo.width && photo.height && src === photo.url ? { width: photo.width, height: photo.height } : {};
}

/** A photo at `which` size with every size it has for the browser's pick, shown `sizes` wide. */
export function photoImage(photo: Photo, which: 'small' | 'large', sizes: string): PhotoGridPhoto {
  const src = photo[which] || photo.url;
  const srcSet = photo.variants.length > 1 ? srcSetOf(photo.variants) : '';
  const size = sizeOf(photo, src);
  // Without the chosen size's own, the original's proportions still keep the right space.
  const fallback =
    size.width || !photo.width || !photo.height ? {} : { width: photo.width, height: photo.height };
  return { src, ...(srcSet ? { srcSet, sizes } : {}), ...fallback, ...size };
}
