import { morePhotosLabel, photoGrid } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef, memo } from 'react';
import * as th from '../../i18n/th';
import { type FetchPriority, type ImageLoading, pictureFallback } from '../../internal/picture';
import { Text } from '../Text';
import { PhotoGridMore, PhotoGridRoot, PhotoGridTile } from './PhotoGrid.styles';

/** One photo of a post: the address to show (a `small`/`large` format), its other sizes and pixel size. */
export interface PhotoGridPhoto {
  /** The image address (the `small` format in a feed). */
  src: string;
  /** The photo's other sizes (`… 245w, … 500w, … 1000w`): the browser picks by the tile's width. */
  srcSet?: string;
  /** The tile's shown width for the `srcSet` pick (`(max-width: 640px) 100vw, 640px`). */
  sizes?: string;
  /** Intrinsic width in pixels (the box is reserved before it loads: no layout shift). */
  width?: number;
  /** Intrinsic height in pixels. */
  height?: number;
}

export interface PhotoGridProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Every photo of the post, in order; the grid shows up to three (domain `photoGrid`). */
  photos: readonly PhotoGridPhoto[];
  /** Called with the index of the tapped photo (the app opens the `Lightbox` there). */
  onOpen?: (index: number) => void;
  /** `lazy` (default) for feed cards; `eager` for the first card of a page (its LCP image). */
  loading?: ImageLoading;
  /** The first photo's fetch priority: `high` when it is the screen's largest picture above the fold. */
  fetchPriority?: FetchPriority;
}

const DEFAULT_WIDTH = 1000;
const DEFAULT_HEIGHT = 750;

/**
 * A post's photos: one; two stacked; three or more as one large and two small, the last with a
 * '+N ภาพ' overlay when more are hidden. Each tile is a button that opens the photo.
 */
export const PhotoGrid = memo(
  forwardRef<HTMLDivElement, PhotoGridProps>(function PhotoGrid(
    { photos, onOpen, loading = 'lazy', fetchPriority, style, ...rest },
    ref,
  ) {
    const { layout, shown, more } = photoGrid(photos.length);
    const first = photos[0];
    const ratio =
      layout === 'single' && first?.width && first.height
        ? ({ '--photo-ratio': `${first.width} / ${first.height}`, ...style } as CSSProperties)
        : style;
    const moreLabel = morePhotosLabel(more);
    return (
      <PhotoGridRoot ref={ref} data-component="PhotoGrid" data-layout={layout} style={ratio} {...rest}>
        {photos.slice(0, shown).map((photo, index) => {
          const last = index === shown - 1 && more > 0;
          const name = th.photoGrid.open(index + 1, photos.length);
          return (
            <PhotoGridTile
              // biome-ignore lint/suspicious/noArrayIndexKey: a post's photos keep their order; the same address may repeat.
              key={index}
              type="button"
              data-part="Tile"
              onClick={() => onOpen?.(index)}
            >
              <img
                src={photo.src}
                {...(photo.srcSet ? { srcSet: photo.srcSet, sizes: photo.sizes } : {})}
                alt=""
                width={photo.width ?? DEFAULT_WIDTH}
                height={photo.height ?? DEFAULT_HEIGHT}
                loading={loading}
                fetchPriority={index === 0 ? fetchPriority : undefined}
                decoding="async"
                {...pictureFallback}
              />
              {/* The name is the tile's text (no aria-label), so the visible '+N ภาพ' is part of it. */}
              <Text as="span" visuallyHidden>
                {last ? `${name} ` : name}
              </Text>
              {last ? (
                <PhotoGridMore data-part="More">
                  <span>{moreLabel}</span>
                </PhotoGridMore>
              ) : null}
            </PhotoGridTile>
          );
        })}
      </PhotoGridRoot>
    );
  }),
);
