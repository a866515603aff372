export type { PhotoGridPhoto, PhotoGridProps } from './PhotoGrid';
export { PhotoGrid } from './PhotoGrid';
