export type { CarouselSkeletonProps, CarouselSkeletonShape } from './CarouselSkeleton';
export { CarouselSkeleton, carouselSkeletonShapes } from './CarouselSkeleton';
