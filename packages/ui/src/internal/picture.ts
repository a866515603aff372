/**
 * What every `<img>` of ui takes: a picture's address, the other sizes it comes in, its pixel size
 * (reserved before it loads, so nothing moves when it arrives), and how eagerly it loads. The app
 * decides the last: the first picture above the fold of a screen loads eagerly at high priority,
 * the rest lazily.
 */

/** A picture: its address, the other sizes it comes in and its pixel size. */
export interface ImageSource {
  /** The address (what a browser without `srcset` shows). */
  src: string;
  /** The same picture at other widths (`a.jpg 245w, b.jpg 500w`): the browser picks one. */
  srcSet?: string;
  /** How wide the picture is shown (`(max-width: 640px) 100vw, 640px`), for the `srcSet` pick. */
  sizes?: string;
  /** Pixel width (with `height`, the space kept for it before it loads). */
  width?: number;
  /** Pixel height. */
  height?: number;
}

/** `<img loading>`: `lazy` waits until the picture nears the screen. */
export type ImageLoading = 'lazy' | 'eager';

export const fetchPriorities = ['high', 'low', 'auto'] as const;
/** `<img fetchpriority>`: `high` for a screen's largest picture above the fold. */
export type FetchPriority = (typeof fetchPriorities)[number];

/** The `<img>` attributes of a picture (an address or an `ImageSource`); `size` when it names none. */
export function imageAttributes(
  image: string | ImageSource,
  size: { width: number; height: number },
): { src: string; srcSet?: string; sizes?: string; width: number; height: number } {
  const source = typeof image === 'string' ? { src: image } : image;
  const hasSize = Boolean(source.width && source.height);
  return {
    src: source.src,
    ...(source.srcSet ? { srcSet: source.srcSet, ...(source.sizes ? { sizes: source.sizes } : {}) } : {}),
    width: hasSize ? source.width! : size.width,
    height: hasSize ? source.height! : size.height,
  };
}

/** The pixel size kept for a video picture of a shape (9:16 portrait, 16:9 landscape). */
export function videoPictureSize(shape: 'portrait' | 'landscape'): { width: number; height: number } {
  return shape === 'portrait' ? { width: 480, height: 853 } : { width: 480, height: 270 };
}

/**
 * Props for an `<img>` whose picture may not arrive (offline and never loaded, gone from its
 * host): a picture that failed is marked `data-failed`, and the global style hides it, so its box
 * shows the placeholder behind it — never the browser's broken-picture icon. The ref catches a
 * failure that came before React attached the handler (a server-rendered page hydrating late).
 */
export const pictureFallback = {
  ref(img: HTMLImageElement | null) {
    if (img?.complete && img.getAttribute('src') && img.naturalWidth === 0) img.dataset.failed = '';
  },
  onError(event: { currentTarget: HTMLImageElement }) {
    event.currentTarget.dataset.failed = '';
  },
  onLoad(event: { currentTarget: HTMLImageElement }) {
    // A picture that failed once and then loaded (a new `src`, back online).
    delete event.currentTarget.dataset.failed;
  },
} as const;
