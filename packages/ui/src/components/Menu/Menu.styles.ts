import styled, { keyframes } from 'styled-components';
import { raisedSurface } from '../../internal/surface.styles';
import { vars } from '../../tokens';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

export const MenuContent = styled.div`
  z-index: ${vars.zIndex.overlay};
  min-width: 220px;
  max-width: min(360px, calc(100vw - 2 * ${vars.space[5]}));
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${vars.space[2]};
  ${raisedSurface}
  border-radius: ${vars.radius.lg};
  line-height: ${vars.lineHeight.snug};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);

  &[data-state='open'] { animation: ${appear} ${vars.motion.durationFast} ${vars.motion.easingStandard}; }
  &:focus { outline: none; }
`;

export const MenuItemRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  min-height: ${vars.size['control-md']};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.fg};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  overflow-wrap: anywhere;

  &[data-highlighted] { background: ${vars.color['surface-sunken']}; }
  /* Inside the card, so the ring is never clipped by the menu's rounded edge. */
  &:focus-visible { outline-offset: -3px; }
  &:focus:not(:focus-visible) { outline: none; }

  &[data-tone='danger'] { color: ${vars.color.danger}; }
  &[data-tone='danger'][data-highlighted] {
    background: ${vars.color['danger-soft']};
    color: ${vars.color['fg-on-danger-soft']};
  }

  &[data-disabled] { cursor: not-allowed; opacity: 0.5; }
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color['fg-muted']};
  [data-tone='danger'] > & { color: inherit; }
`;

export const MenuItemLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

export const MenuSeparatorRoot = styled.div`
  height: 1px;
  margin: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.border};
`;

export const MenuLabelRoot = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[2]};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  overflow-wrap: anywhere;
`;
