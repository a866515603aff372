import { breakpoints } from './tokens';

export { contrastPairs, contrastRatio } from './contrast';
export { GlobalStyle } from './GlobalStyle';
export {
  gradientBackground,
  isReadableGradient,
  type TextPostGradient,
  textPostGradients,
  textPostInk,
} from './gradients';

// Every scale and theme of tokens.ts is public.
export * from './tokens';
export { vars } from './vars';
export { visuallyHidden } from './visuallyHidden';

/** Media queries from the breakpoints, for phones-first layouts: `@media ${mq.tablet} { … }`. */
export const mq = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
  /** Below tablet; .02 under the breakpoint so no width matches both (fractional zoom widths). */
  phoneOnly: `(max-width: ${breakpoints.tablet - 0.02}px)`,
} as const;
