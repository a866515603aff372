import styled from 'styled-components';
import { clampRules, visuallyHiddenRule } from '../../internal/text.styles';
import { mq, vars } from '../../tokens';

export const HeadingRoot = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.bold};
  font-size: ${vars.fontSize.xl};
  /* Looped Thai display faces stack marks high: tight leading only on the largest sizes. */
  line-height: ${vars.lineHeight.snug};
  letter-spacing: 0;
  color: ${vars.color.fg};
  overflow-wrap: break-word;
  text-wrap: pretty;
  &[data-wrap='greedy'] { text-wrap: wrap; }

  &[data-size='sm'] { font-size: ${vars.fontSize.md}; }
  &[data-size='md'] { font-size: ${vars.fontSize.lg}; }
  &[data-size='lg'] { font-size: ${vars.fontSize.xl}; }
  &[data-size='xl'] { font-size: ${vars.fontSize['2xl']}; line-height: ${vars.lineHeight.tight}; }
  &[data-size='2xl'] { font-size: ${vars.fontSize['3xl']}; line-height: ${vars.lineHeight.tight}; }
  &[data-size='display'] { font-size: ${vars.fontSize['2xl']}; line-height: ${vars.lineHeight.tight}; }
  @media ${mq.desktop} {
    &[data-size='display'] { font-size: ${vars.fontSize['3xl']}; }
  }

  &[data-weight='medium'] { font-weight: ${vars.fontWeight.medium}; }

  &[data-tone='muted'] { color: ${vars.color['fg-muted']}; }
  &[data-tone='subtle'] { color: ${vars.color['fg-subtle']}; }
  &[data-tone='accent'] { color: ${vars.color.accent}; }

  &[data-align='center'] { text-align: center; }
  &[data-align='end'] { text-align: end; }

  ${clampRules}
  /*
   * A clamp hides overflow at a line box edge. The display face stacks marks above its line box,
   * so at tight leading the first hidden line's tone marks would peek in under the ellipsis line;
   * clamped headings take body leading, which keeps every mark inside its own line box.
   */
  &[data-truncate] { line-height: ${vars.lineHeight.body}; }
  ${visuallyHiddenRule}
`;
