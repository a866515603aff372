import { css } from 'styled-components';
import { vars, visuallyHidden } from '../tokens';

/** Line counts `truncate` accepts; each has a static rule below. */
export const clampSteps = [1, 2, 3, 4, 5, 6] as const;

/**
 * Truncation by whole lines (CSS line clamp). The browser breaks Thai at dictionary word
 * boundaries and draws the ellipsis after a complete line, so a grapheme cluster (consonant +
 * vowel + tone mark) is never cut, and the full text stays in the DOM for screen readers, search
 * and copy. Shared by Text and Heading.
 */
export const clampRules = clampSteps
  .map(
    (n) =>
      `&[data-truncate='${n}'] { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${n}; line-clamp: ${n}; overflow: hidden; }`,
  )
  .join('\n');

/** Accessible-only text: read by screen readers, not drawn. Shared by Text and the components using it. */
export const visuallyHiddenRule = css`
  &[data-visibility='hidden'] { ${visuallyHidden} }
`;

/** A section's heading (a carousel row, an order panel, an empty state): display face, lg, bold, tight. */
export const sectionHeading = css`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;
