export type {
  SkeletonGroupProps,
  SkeletonProps,
  SkeletonRatio,
  SkeletonShape,
  SkeletonSize,
} from './Skeleton';
export { Skeleton, SkeletonGroup, skeletonRatios, skeletonShapes, skeletonSizes } from './Skeleton';
