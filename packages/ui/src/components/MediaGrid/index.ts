export type { MediaGridItem, MediaGridProps, MediaGridShape } from './MediaGrid';
export { MediaGrid, mediaGridShapes } from './MediaGrid';
