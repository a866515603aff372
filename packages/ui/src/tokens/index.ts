// Only re-exports: a bundle keeps what its modules use, never a whole neighbour module.
export { contrastPairs, contrastRatio } from './contrast';
export { GlobalStyle } from './GlobalStyle';
export {
  gradientBackground,
  isReadableGradient,
  type TextPostGradient,
  textPostGradients,
  textPostInk,
} from './gradients';
export { mq } from './mq';

// Every scale and theme of tokens.ts is public.
export * from './tokens';
export { vars } from './vars';
export { visuallyHidden } from './visuallyHidden';
