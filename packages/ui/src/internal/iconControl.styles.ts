import { css } from 'styled-components';
import { vars } from '../tokens';
import { pressable } from './pressable.styles';

/**
 * The round icon-only control (IconButton; the header's basket and search links): a 44px pill that
 * sizes its bare icon, ghost hover. The element (button or anchor) is the caller's.
 */
export const iconControl = css`
  ${pressable}
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  padding: 0;
  background: transparent;
  color: ${vars.color.fg};

  /* The control sizes its icon: callers pass a bare <BellIcon />. */
  & > [data-part='Icon'] > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

/** A count on a control's top-right corner: a red pill that grows with the count ('3', '12', '99+'). */
export const countBadge = css`
  position: absolute;
  top: 0;
  right: 0;
  min-width: ${vars.space[6]};
  height: ${vars.space[6]};
  padding: 0 ${vars.space[2]};
  border: 2px solid ${vars.color.surface};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color['fg-on-danger']};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: 16px;
  text-align: center;
  white-space: nowrap;
  pointer-events: none;
  font-variant-numeric: tabular-nums;
  transform: translate(25%, -15%);
`;
