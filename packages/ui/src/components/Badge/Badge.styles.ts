import styled from 'styled-components';
import { vars } from '../../tokens';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  flex: none;
  max-width: 100%;
  min-height: 24px;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: 0;
  white-space: nowrap;
  vertical-align: middle;
  font-variant-numeric: tabular-nums;

  & > svg { width: 1em; height: 1em; flex: none; }

  &[data-size='sm'] {
    min-height: 20px;
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xs};
    gap: ${vars.space[1]};
  }

  /* soft: tinted background, dark text of the same hue (every pair meets WCAG AA). */
  /* Neutral's sunken tint is faint on the night canvas: a hairline keeps its shape. */
  &[data-tone='neutral'] {
    background: ${vars.color['surface-sunken']};
    color: ${vars.color['fg-muted']};
    box-shadow: inset 0 0 0 1px ${vars.color.border};
  }
  &[data-tone='accent'] { background: ${vars.color['accent-soft']}; color: ${vars.color['fg-on-accent-soft']}; }
  &[data-tone='success'] { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-tone='info'] { background: ${vars.color['info-soft']}; color: ${vars.color['fg-on-info-soft']}; }
  &[data-tone='warning'] { background: ${vars.color['warning-soft']}; color: ${vars.color['fg-on-warning-soft']}; }
  &[data-tone='danger'] { background: ${vars.color['danger-soft']}; color: ${vars.color['fg-on-danger-soft']}; }

  /*
   * solid: the strong colour for counts and type badges. Accent and danger have their own
   * on-colours; the others invert their soft pair, which keeps the same contrast ratio.
   */
  &[data-variant='solid'][data-tone='neutral'] { background: ${vars.color.fg}; color: ${vars.color.canvas}; box-shadow: none; }
  &[data-variant='solid'][data-tone='accent'] { background: ${vars.color.accent}; color: ${vars.color['fg-on-accent']}; }
  &[data-variant='solid'][data-tone='danger'] { background: ${vars.color.danger}; color: ${vars.color['fg-on-danger']}; }
  &[data-variant='solid'][data-tone='success'] { background: ${vars.color['fg-on-success-soft']}; color: ${vars.color['success-soft']}; }
  &[data-variant='solid'][data-tone='info'] { background: ${vars.color['fg-on-info-soft']}; color: ${vars.color['info-soft']}; }
  &[data-variant='solid'][data-tone='warning'] { background: ${vars.color['fg-on-warning-soft']}; color: ${vars.color['warning-soft']}; }
`;

export const BadgeLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;
