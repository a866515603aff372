export type { RevealProps } from './Reveal';
export { Reveal } from './Reveal';
