export type { MediaCarouselItem, MediaCarouselProps, MediaCarouselShape } from './MediaCarousel';
export { MediaCarousel, mediaCarouselShapes } from './MediaCarousel';
