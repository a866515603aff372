import styled from 'styled-components';
import { clampRules, visuallyHiddenRule } from '../../internal/text.styles';
import { vars } from '../../tokens';

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
  &[data-numeric='tabular'] { font-variant-numeric: tabular-nums; }

  /* Keeps author line breaks (post descriptions, bios). */
  &[data-line-breaks='preserve'] { white-space: pre-line; }

  ${clampRules}
  /* The clamp cuts at a line-box edge: body leading keeps the next line's tone marks out of sight. */
  &[data-truncate] { line-height: ${vars.lineHeight.body}; }
  ${visuallyHiddenRule}
`;
