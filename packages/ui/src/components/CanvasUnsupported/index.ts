export type { CanvasUnsupportedProps } from './CanvasUnsupported';
export { CanvasUnsupported } from './CanvasUnsupported';
