import { type ComponentPropsWithoutRef, type FocusEvent, forwardRef, type ReactNode } from 'react';
import { IconButton } from '../components/IconButton';
import { Link } from '../components/Link';
import * as th from '../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { CarouselControls, CarouselHead, CarouselHeading, CarouselRoot } from './carousel.styles';

/** Auto play states, on the carousel root as `data-autoplay`. */
export const autoPlayStates = ['playing', 'paused', 'off'] as const;
export type AutoPlayState = (typeof autoPlayStates)[number];

/** What the frame needs of a running carousel (`useAutoCarousel`): its state, pause handlers and moves. */
export interface CarouselControlsState {
  state: AutoPlayState;
  rootHandlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  previous: () => void;
  next: () => void;
}

interface CarouselFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** `data-component` of the section. */
  component: string;
  /** The heading; names the carousel. */
  heading: string;
  /** Where the heading links (with a chevron after it). */
  headingHref?: string | undefined;
  /**
   * The carousel from `useAutoCarousel`: its auto play state, root handlers and moves. Without it
   * the row is still loading (CarouselSkeleton): auto play off, previous/next disabled, busy.
   */
  carousel?: CarouselControlsState | undefined;
  /** The viewport with the slides. */
  children: ReactNode;
}

/**
 * The frame of the feed's carousels (MediaCarousel, CreatorsCarousel), written once: the named
 * carousel region with its auto play state and pause handlers, and its head — the heading (a
 * link when `headingHref`) beside the previous/next buttons. The component adds the viewport.
 * The buttons are for the pointer and stay out of the tab order: from the keyboard the row is one
 * stop, moved with the arrow keys (`useAutoCarousel`, ADR 033), and a screen reader still finds
 * and presses them.
 */
export const CarouselFrame = forwardRef<HTMLElement, CarouselFrameProps>(function CarouselFrame(
  { component, heading, headingHref, carousel, children, ...rest },
  ref,
) {
  return (
    <CarouselRoot
      ref={ref}
      role="region"
      aria-roledescription={th.carousel.roledescription}
      aria-label={heading}
      aria-busy={carousel ? undefined : true}
      data-component={component}
      data-autoplay={carousel?.state ?? 'off'}
      {...carousel?.rootHandlers}
      {...rest}
    >
      <CarouselHead>
        <CarouselHeading>
          {headingHref ? (
            <Link href={headingHref} variant="standalone" tone="inherit" data-part="HeadingLink">
              {heading}
              <ChevronRightIcon size="sm" />
            </Link>
          ) : (
            heading
          )}
        </CarouselHeading>
        <CarouselControls>
          <IconButton
            label={th.carousel.previous}
            icon={<ChevronLeftIcon />}
            size="sm"
            disabled={!carousel}
            onClick={carousel?.previous}
            tabIndex={-1}
          />
          <IconButton
            label={th.carousel.next}
            icon={<ChevronRightIcon />}
            size="sm"
            disabled={!carousel}
            onClick={carousel?.next}
            tabIndex={-1}
          />
        </CarouselControls>
      </CarouselHead>
      {children}
    </CarouselRoot>
  );
});
