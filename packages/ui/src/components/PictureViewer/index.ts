export type { PictureViewerProps } from './PictureViewer';
export { PictureViewer } from './PictureViewer';
