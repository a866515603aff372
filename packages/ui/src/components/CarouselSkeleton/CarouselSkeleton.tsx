import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import {
  CreatorSlide,
  CreatorsContainer,
  CreatorsViewport,
  MediaContainer,
  MediaSlide,
  MediaViewport,
} from '../../internal/carousel.styles';
import { CarouselFrame } from '../../internal/carouselFrame';
import { MediaThumb, MediaTitle } from '../../internal/mediaTile.styles';
import { SkeletonGroup } from '../Skeleton';
import {
  AvatarDisc,
  CreatorPlaceholder,
  NameBar,
  TilePlaceholder,
  TitleBar,
} from './CarouselSkeleton.styles';

/** The row it stands for: a YouTube row (16:9), a TikTok row (9:16) or the creators row. */
export const carouselSkeletonShapes = ['landscape', 'portrait', 'creators'] as const;
export type CarouselSkeletonShape = (typeof carouselSkeletonShapes)[number];

/** Placeholder tiles: the widest video row (4 per row) and a wide creators row. */
const MEDIA_SLIDES = 4;
const CREATOR_SLIDES = 12;

export interface CarouselSkeletonProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The row's heading ('TikTok', 'YouTube', 'พบกับผู้ส่งต่อแสงสว่างออนไลน์'), shown while it loads. */
  heading: string;
  /** Where the heading links (`/all/tiktok`, `/all/youtube`, `/creator`): usable while the row loads. */
  headingHref?: string;
  /** Which row: `landscape` (MediaCarousel, YouTube), `portrait` (MediaCarousel, TikTok) or `creators`. */
  shape?: CarouselSkeletonShape;
  /** What assistive tech hears while the row loads; defaults to 'กำลังโหลด…'. */
  label?: string;
}

/**
 * A feed row while its items load: the same section, head (heading link, previous/next disabled),
 * viewport and tile sizes as `MediaCarousel` (one-line titles) or `CreatorsCarousel`, with
 * placeholder tiles — so the page does not jump when the items arrive. No carousel library: it can
 * be drawn by a screen's first shell. The placeholders stand still (no shimmer): a shimmer is a
 * paint every frame on the main thread, and a feed row has a dozen of them.
 */
export const CarouselSkeleton = forwardRef<HTMLElement, CarouselSkeletonProps>(function CarouselSkeleton(
  { heading, headingHref, shape = 'landscape', label = th.common.loading, ...rest },
  ref,
) {
  return (
    <CarouselFrame
      ref={ref}
      component="CarouselSkeleton"
      heading={heading}
      headingHref={headingHref}
      data-shape={shape}
      {...rest}
    >
      <SkeletonGroup label={label}>
        {shape === 'creators' ? (
          <CreatorsViewport data-part="Viewport">
            <CreatorsContainer>
              {Array.from({ length: CREATOR_SLIDES }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
                <CreatorSlide key={i} data-part="Slide" aria-hidden="true">
                  <CreatorPlaceholder>
                    <AvatarDisc data-part="Avatar" />
                    <NameBar />
                  </CreatorPlaceholder>
                </CreatorSlide>
              ))}
            </CreatorsContainer>
          </CreatorsViewport>
        ) : (
          <MediaViewport data-part="Viewport">
            <MediaContainer>
              {Array.from({ length: MEDIA_SLIDES }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order.
                <MediaSlide key={i} data-part="Slide" aria-hidden="true">
                  <TilePlaceholder>
                    <MediaThumb />
                    <MediaTitle>
                      <TitleBar />
                    </MediaTitle>
                  </TilePlaceholder>
                </MediaSlide>
              ))}
            </MediaContainer>
          </MediaViewport>
        )}
      </SkeletonGroup>
    </CarouselFrame>
  );
});
