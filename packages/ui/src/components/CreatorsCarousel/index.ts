export type { CreatorsCarouselItem, CreatorsCarouselProps } from './CreatorsCarousel';
export { CreatorsCarousel } from './CreatorsCarousel';
