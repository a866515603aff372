import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useEffect, useState } from 'react';
import type { AutoPlayState, CarouselControlsState } from './carouselFrame';

// The frame has no Embla in it, so a loading row (CarouselSkeleton) can draw it without the library.
export { type AutoPlayState, autoPlayStates, CarouselFrame } from './carouselFrame';

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
export function useAutoCarousel(autoPlayMs: number): CarouselControlsState & {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  mayLoad: (index: number) => boolean;
} {
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
