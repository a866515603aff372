import { css } from 'styled-components';

/**
 * Hidden from sight, kept for screen readers: a 1px box clipped to nothing. Mixed into a static
 * template (`${visuallyHidden}`) by every part that carries accessible-only text.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
