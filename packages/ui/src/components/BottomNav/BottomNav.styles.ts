import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const BottomNavRoot = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${vars.zIndex.header};
  padding: 0 ${vars.space[2]} env(safe-area-inset-bottom);
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};

  @media ${mq.desktop} { display: none; }
`;

export const BottomNavList = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BottomNavItem = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: 100%;
  min-height: ${vars.size['control-lg']};
  padding: ${vars.space[2]} ${vars.space[1]};
  border: 0;
  background: transparent;
  color: ${vars.color['fg-muted']};
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] { color: ${vars.color.accent}; font-weight: ${vars.fontWeight.bold}; }
  &:hover { color: ${vars.color.fg}; }
`;

export const BottomNavIcon = styled.span`
  display: inline-flex;
  & svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

export const BottomNavLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
