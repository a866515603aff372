import styled, { css } from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

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
  &[data-visually-hidden='true'] { ${visuallyHidden} }
`;

export const TextRoot = styled.p`
  margin: 0;
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.regular};
  line-height: ${vars.lineHeight.body};
  letter-spacing: 0;
  color: ${vars.color.fg};
  /* Long URLs and Latin handles wrap instead of widening the card; Thai already breaks by word. */
  overflow-wrap: break-word;

  &[data-size='xs'] { font-size: ${vars.fontSize.xs}; line-height: ${vars.lineHeight.snug}; }
  &[data-size='sm'] { font-size: ${vars.fontSize.sm}; }
  &[data-size='lg'] { font-size: ${vars.fontSize.lg}; }
  &[data-size='xl'] { font-size: ${vars.fontSize.xl}; line-height: ${vars.lineHeight.snug}; }

  &[data-weight='medium'] { font-weight: ${vars.fontWeight.medium}; }
  &[data-weight='bold'] { font-weight: ${vars.fontWeight.bold}; }

  &[data-tone='muted'] { color: ${vars.color['fg-muted']}; }
  &[data-tone='subtle'] { color: ${vars.color['fg-subtle']}; }
  &[data-tone='accent'] { color: ${vars.color.accent}; }
  &[data-tone='danger'] { color: ${vars.color.danger}; }
  &[data-tone='inherit'] { color: inherit; }

  &[data-align='center'] { text-align: center; }
  &[data-align='end'] { text-align: end; }

  /* Counts and points line up in lists and tables. */
  &[data-numeric='true'] { font-variant-numeric: tabular-nums; }

  /* Keeps author line breaks (post descriptions, bios). */
  &[data-preserve-lines='true'] { white-space: pre-line; }

  ${clampRules}
  /* The clamp cuts at a line-box edge: body leading keeps the next line's tone marks out of sight. */
  &[data-truncate] { line-height: ${vars.lineHeight.body}; }
  ${visuallyHiddenRule}
`;
