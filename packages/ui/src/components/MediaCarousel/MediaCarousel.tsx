import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, memo } from 'react';
import { PlayIcon } from '../../icons';
import {
  CarouselFrame,
  type CarouselItemProps,
  type CarouselSlideProps,
  sameSlideProps,
  useAutoCarousel,
} from '../../internal/carousel';
import { type ImageSource, imageAttributes, pictureFallback, videoPictureSize } from '../../internal/picture';
import { Link } from '../Link';
import {
  CarouselContainer,
  CarouselSlide,
  CarouselViewport,
  MediaCard,
  MediaPlay,
  MediaThumb,
  MediaTitle,
} from './MediaCarousel.styles';

export const mediaCarouselShapes = ['landscape', 'portrait'] as const;
export type MediaCarouselShape = (typeof mediaCarouselShapes)[number];

export interface MediaCarouselItem {
  id: number | string;
  /** The title, already cut by the app (product §9: TikTok 20, YouTube 17 characters). */
  title: string;
  /** The thumbnail: an address, or one with its other sizes and pixel size (the video's poster). */
  image: string | ImageSource;
  /** The post's page (`/p/{id}`): where the item goes without JavaScript or without `onSelectItem`. */
  href: string;
}

export interface MediaCarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The row's heading ('TikTok', 'YouTube'); names the carousel. */
  heading: string;
  /** Where the heading links (`/all/tiktok`, `/all/youtube`). */
  headingHref?: string;
  /** The items, in order; the row wraps from the last back to the first. */
  items: readonly MediaCarouselItem[];
  /** landscape 16:9 (YouTube) or portrait 9:16 (TikTok). */
  shape?: MediaCarouselShape;
  /** Opens an item in place (the player modal); without it an item is a plain link. */
  onSelectItem?: (item: MediaCarouselItem, index: number) => void;
  /** Milliseconds between automatic moves; 0 turns auto play off. */
  autoPlayMs?: number;
  /**
   * How many first thumbnails are the screen's largest pictures: fetched at high priority. The
   * others are fetched at low priority, after the page's fonts and largest pictures (and a page the
   * service renders does not preload them).
   */
  priorityCount?: number;
}

/**
 * A feed row of videos (product §2 feed page, §9 "Slider 2 to 4 items per row; carousel free scroll,
 * auto play, wrap, lazy load"): a heading linking to the full list, previous/next buttons, and
 * thumbnails that scroll freely, wrap around and move by themselves — paused on hover and focus,
 * still under reduced motion. Images load lazily: the first row at once, the others when their
 * slide first comes into view.
 */
export const MediaCarousel = forwardRef<HTMLElement, MediaCarouselProps>(function MediaCarousel(
  {
    heading,
    headingHref,
    items,
    shape = 'landscape',
    onSelectItem,
    autoPlayMs = 4000,
    priorityCount = 0,
    ...rest
  },
  ref,
) {
  const carousel = useAutoCarousel(autoPlayMs, items.length);
  return (
    <CarouselFrame
      ref={ref}
      component="MediaCarousel"
      heading={heading}
      headingHref={headingHref}
      carousel={carousel}
      data-shape={shape}
      {...rest}
    >
      <CarouselViewport ref={carousel.viewportRef} data-part="Viewport">
        <CarouselContainer onKeyDown={carousel.onSlidesKeyDown}>
          {items.map((item, index) => (
            <MediaSlide
              key={item.id}
              item={item}
              index={index}
              shape={shape}
              load={carousel.mayLoad(index)}
              priority={index < priorityCount}
              onSelectItem={onSelectItem}
              slide={carousel.slideProps(index)}
              control={carousel.itemProps(index)}
            />
          ))}
        </CarouselContainer>
      </CarouselViewport>
    </CarouselFrame>
  );
});

interface MediaSlideProps {
  item: MediaCarouselItem;
  index: number;
  shape: MediaCarouselShape;
  /** Whether its picture is requested (`mayLoad`). */
  load: boolean;
  /** One of the screen's largest pictures: fetched at high priority. */
  priority: boolean;
  onSelectItem: MediaCarouselProps['onSelectItem'];
  slide: CarouselSlideProps;
  control: CarouselItemProps;
}

/** One item of the row; renders again only when what it shows changes (`sameSlideProps`). */
const MediaSlide = memo(function MediaSlide({
  item,
  index,
  shape,
  load,
  priority,
  onSelectItem,
  slide,
  control,
}: MediaSlideProps) {
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelectItem || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelectItem(item, index);
  };
  return (
    <CarouselSlide {...slide} data-part="Slide">
      <MediaCard as={Link} href={item.href} tone="inherit" onClick={select} {...control} data-part="Item">
        <MediaThumb>
          {load ? (
            <img
              {...imageAttributes(item.image, videoPictureSize(shape))}
              alt=""
              decoding="async"
              // No `loading`: the carousel itself puts a slide's picture in once it is seen.
              // Low after the largest ones: nor does the service's page preload them.
              fetchPriority={priority ? 'high' : 'low'}
              {...pictureFallback}
            />
          ) : null}
          <MediaPlay aria-hidden="true">
            <PlayIcon size="sm" />
          </MediaPlay>
        </MediaThumb>
        <MediaTitle>{item.title}</MediaTitle>
      </MediaCard>
    </CarouselSlide>
  );
}, sameSlideProps);
