export { contrastPairs, contrastRatio } from './contrast';
export { tokensCss } from './css';
export { GlobalStyle } from './GlobalStyle';
export type { ColorRole, ColorScheme, ThemeName } from './tokens';
export {
  breakpoints,
  colorRoles,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radius,
  shadows,
  size,
  space,
  themeNames,
  themes,
  zIndex,
} from './tokens';
export { vars } from './vars';
export { visuallyHidden } from './visuallyHidden';

/** Media query for phones-first layouts: `@media ${mq.tablet} { … }`. */
export const mq = {
  tablet: '(min-width: 640px)',
  desktop: '(min-width: 1024px)',
  wide: '(min-width: 1280px)',
  phoneOnly: '(max-width: 639.98px)',
} as const;
