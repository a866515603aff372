export type { LightboxProps } from './Lightbox';
export { Lightbox } from './Lightbox';
