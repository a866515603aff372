import { breakpoints } from './tokens';

/** Media queries from the breakpoints, for phones-first layouts: `@media ${mq.tablet} { … }`. */
export const mq = {
  tablet: `(min-width: ${breakpoints.tablet}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
  wide: `(min-width: ${breakpoints.wide}px)`,
  /** Below tablet; .02 under the breakpoint so no width matches both (fractional zoom widths). */
  phoneOnly: `(max-width: ${breakpoints.tablet - 0.02}px)`,
} as const;
