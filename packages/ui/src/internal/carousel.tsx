import useEmblaCarousel from 'embla-carousel-react';
import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { IconButton } from '../components/IconButton';
import { Link } from '../components/Link';
import { th } from '../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { CarouselControls, CarouselHead, CarouselHeading, CarouselRoot } from './carousel.styles';

/** Auto play states, on the carousel root as `data-autoplay`. */
export const autoPlayStates = ['playing', 'paused', 'off'] as const;
export type AutoPlayState = (typeof autoPlayStates)[number];

/** Slides whose pictures load at once: the widest row (4 per row, spec §9). */
const EAGER_SLIDES = 4;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(REDUCED_MOTION);
    if (!list) return;
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The feed's carousels (spec §9: free scroll, auto play, wrap): an Embla viewport that loops and
 * scrolls freely, advanced every `autoPlayMs` — paused while the pointer is over it or focus is
 * inside it, and off under reduced motion or with `autoPlayMs` 0. Shared by MediaCarousel and
 * CreatorsCarousel.
 */
export function useAutoCarousel(autoPlayMs: number) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, dragFree: true, align: 'start' });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const state: AutoPlayState = reduced || autoPlayMs <= 0 ? 'off' : hovered || focused ? 'paused' : 'playing';

  useEffect(() => {
    if (!api || state !== 'playing') return;
    const timer = setInterval(() => api.scrollNext(), autoPlayMs);
    return () => clearInterval(timer);
  }, [api, state, autoPlayMs]);

  // Lazy images: a slide's picture is requested once Embla has seen the slide in view.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    if (!api) return;
    const update = () =>
      setSeen((before) => {
        const inView = api.slidesInView().filter((i) => !before.has(i));
        return inView.length === 0 ? before : new Set([...before, ...inView]);
      });
    update();
    api.on('slidesInView', update).on('reInit', update);
    return () => {
      api.off('slidesInView', update).off('reInit', update);
    };
  }, [api]);

  const rootHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return {
    viewportRef,
    state,
    /** Whether slide `index` may load its picture: the first row at once, the rest once seen. */
    mayLoad: (index: number) => index < EAGER_SLIDES || seen.has(index),
    rootHandlers,
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
  };
}

interface CarouselFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** `data-component` of the section. */
  component: string;
  /** The heading; names the carousel. */
  heading: string;
  /** Where the heading links (with a chevron after it). */
  headingHref?: string | undefined;
  /** The carousel from `useAutoCarousel`: its auto play state, root handlers and moves. */
  carousel: Pick<ReturnType<typeof useAutoCarousel>, 'state' | 'rootHandlers' | 'previous' | 'next'>;
  /** The viewport with the slides. */
  children: ReactNode;
}

/**
 * The frame of the feed's carousels (MediaCarousel, CreatorsCarousel), written once: the named
 * carousel section with its auto play state and pause handlers, and its head — the heading (a
 * link when `headingHref`) beside the previous/next buttons. The component adds the viewport.
 */
export const CarouselFrame = forwardRef<HTMLElement, CarouselFrameProps>(function CarouselFrame(
  { component, heading, headingHref, carousel, children, ...rest },
  ref,
) {
  return (
    <CarouselRoot
      ref={ref}
      aria-roledescription={th.carousel.roledescription}
      aria-label={heading}
      data-component={component}
      data-autoplay={carousel.state}
      {...carousel.rootHandlers}
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
            onClick={carousel.previous}
          />
          <IconButton
            label={th.carousel.next}
            icon={<ChevronRightIcon />}
            size="sm"
            onClick={carousel.next}
          />
        </CarouselControls>
      </CarouselHead>
      {children}
    </CarouselRoot>
  );
});
