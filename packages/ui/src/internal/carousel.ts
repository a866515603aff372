import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useEffect, useState } from 'react';

/** Auto play states, on the carousel root as `data-autoplay`. */
export const autoPlayStates = ['playing', 'paused', 'off'] as const;
export type AutoPlayState = (typeof autoPlayStates)[number];

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
    rootHandlers,
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
  };
}
