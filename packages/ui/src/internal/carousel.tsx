import useEmblaCarousel from 'embla-carousel-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import * as th from '../i18n/th';
import type { AutoPlayState, CarouselControlsState } from './carouselFrame';

// The frame has no Embla in it, so a loading row (CarouselSkeleton) can draw it without the library.
export { type AutoPlayState, autoPlayStates, CarouselFrame } from './carouselFrame';

/** Slides whose pictures load at once: the widest row (4 per row, product §9). */
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

/** What Embla last reported in view: the slides, and the one at the row's start. */
interface InView {
  slides: ReadonlySet<number>;
  leading: number;
}

/** Props of a slide: a group named by its position, inert and unread while out of view. */
export interface CarouselSlideProps {
  role: 'group';
  'aria-roledescription': string;
  'aria-label': string;
  inert: boolean;
  'aria-hidden': true | undefined;
}

/** Props of a slide's one focusable element (its link): the roving tab stop. */
export interface CarouselItemProps {
  ref: (node: HTMLElement | null) => void;
  tabIndex: 0 | -1;
  onFocus: () => void;
  onBlur: () => void;
}

/** Whether two objects hold the same values, key by key. */
function sameValues(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * `memo`'s comparison for a carousel's slide: the same props, its `slide` (`slideProps`) and
 * `control` (`itemProps`) compared value by value, as the carousel makes them anew on each render.
 * A slide then renders again only when what it shows changes — when Embla starts, or moves the
 * slides in view, the carousel renders, not its fifteen slides.
 */
export function sameSlideProps<P extends { slide: CarouselSlideProps; control: CarouselItemProps }>(
  a: P,
  b: P,
): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      key === 'slide' || key === 'control'
        ? sameValues(a[key] as object, b[key] as object)
        : Object.is(a[key], b[key]),
    )
  );
}

/**
 * The feed's carousels (product §9: free scroll, auto play, wrap): an Embla viewport that loops and
 * scrolls freely, advanced every `autoPlayMs` — paused while the pointer is over it or focus is
 * inside it, and off under reduced motion or with `autoPlayMs` 0. Shared by MediaCarousel and
 * CreatorsCarousel.
 *
 * Keyboard (ADR 033): the row is one tab stop. Of the `count` slides' items only one is tabbable —
 * the one last focused while it is in view, else the first in view; the arrow keys move focus to
 * the previous/next item (wrapping, like the row), Home/End to the first/last, scrolling the row
 * when the item is not wholly in view. Slides out of view are `inert` and `aria-hidden`: not
 * focusable, not read, as a sighted member does not see them. (Embla loops by moving the real
 * slides; there are no clones to hide.)
 */
export function useAutoCarousel(
  autoPlayMs: number,
  count: number,
): CarouselControlsState & {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  mayLoad: (index: number) => boolean;
  slideProps: (index: number) => CarouselSlideProps;
  itemProps: (index: number) => CarouselItemProps;
  onSlidesKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
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

  // Lazy images: a slide's picture is requested once Embla has seen any of the slide in view.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    if (!api) return;
    const update = () =>
      startTransition(() =>
        setSeen((before) => {
          const inView = api.slidesInView().filter((i) => !before.has(i));
          return inView.length === 0 ? before : new Set([...before, ...inView]);
        }),
      );
    update();
    api.on('slidesInView', update).on('reInit', update);
    return () => {
      api.off('slidesInView', update).off('reInit', update);
    };
  }, [api]);

  // The slides a member sees decide which are focusable and read: at least half of a slide's item
  // inside the viewport (Embla's own list counts a sliver, or a gutter touching the edge).
  const items = useRef<(HTMLElement | null)[]>([]);
  const [inView, setInView] = useState<InView | null>(null);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      const box = api.rootNode().getBoundingClientRect();
      const lefts = new Map<number, number>();
      api.slideNodes().forEach((slide, i) => {
        const rect = (items.current[i] ?? slide).getBoundingClientRect();
        const overlap = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        if (overlap >= rect.width / 2) lefts.set(i, rect.left);
      });
      // Before layout (or where nothing lays out) nothing is hidden.
      if (lefts.size === 0 || box.width === 0) return startTransition(() => setInView(null));
      const leading = [...lefts].reduce((best, entry) => (entry[1] < best[1] ? entry : best))[0];
      startTransition(() =>
        setInView((before) =>
          before?.leading === leading &&
          before.slides.size === lefts.size &&
          [...lefts.keys()].every((i) => before.slides.has(i))
            ? before
            : { slides: new Set(lefts.keys()), leading },
        ),
      );
    };
    update();
    api.on('slidesInView', update).on('settle', update).on('reInit', update).on('resize', update);
    return () => {
      api.off('slidesInView', update).off('settle', update).off('reInit', update).off('resize', update);
    };
  }, [api]);

  // The roving tab stop: `active` while focus is on an item or it is in view, else the first in view.
  const [active, setActive] = useState(0);
  const [itemFocused, setItemFocused] = useState(false);
  const shown = (i: number) => !inView || inView.slides.has(i);
  const last = Math.max(count - 1, 0);
  const kept = Math.min(active, last);
  const stop = itemFocused || shown(kept) ? kept : inView ? inView.leading : kept;

  const moveTo = useCallback(
    (target: number, edge: 'start' | 'end') => {
      // Un-hide the target before focusing it (an inert element cannot take focus).
      flushSync(() => {
        setActive(target);
        setItemFocused(true);
      });
      const node = items.current[target];
      node?.focus({ preventScroll: true });
      if (!api || !node) return;
      const box = api.rootNode().getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      if (rect.left >= box.left - 1 && rect.right <= box.right + 1) return;
      // Bring it in at the edge it comes from: forwards it becomes the last in view.
      const perView = Math.max(1, Math.round(box.width / Math.max(rect.width, 1)));
      const snap = edge === 'end' ? (target - perView + 1 + count) % count : target;
      api.scrollTo(snap, reduced);
    },
    [api, count, reduced],
  );

  const onSlidesKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = items.current.indexOf(event.target as HTMLElement);
    const at = from >= 0 ? from : stop;
    const moves: Record<string, [number, 'start' | 'end']> = {
      ArrowRight: [(at + 1) % count, 'end'],
      ArrowLeft: [(at - 1 + count) % count, 'start'],
      Home: [0, 'start'],
      End: [count - 1, 'end'],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move[0], move[1]);
  };

  // Each item's handlers, made once: a memoised slide (`sameSlideProps`) renders again only when
  // what it shows changes, not each time the carousel does.
  const handlers = useRef(new Map<number, Omit<CarouselItemProps, 'tabIndex'>>());
  const itemHandlers = (index: number) => {
    let made = handlers.current.get(index);
    if (!made) {
      made = {
        ref: (node: HTMLElement | null) => {
          items.current[index] = node;
        },
        onFocus: () => {
          setActive(index);
          setItemFocused(true);
        },
        onBlur: () => setItemFocused(false),
      };
      handlers.current.set(index, made);
    }
    return made;
  };

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
    slideProps: (index: number) => {
      const hidden = !shown(index) && index !== stop;
      return {
        role: 'group',
        'aria-roledescription': th.carousel.slide,
        'aria-label': th.carousel.position(index + 1, count),
        inert: hidden,
        'aria-hidden': hidden ? true : undefined,
      };
    },
    itemProps: (index: number) => ({ ...itemHandlers(index), tabIndex: index === stop ? 0 : -1 }),
    onSlidesKeyDown,
    rootHandlers,
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
  };
}
