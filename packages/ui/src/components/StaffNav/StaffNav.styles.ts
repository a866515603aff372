import styled from 'styled-components';
import { mq, vars, visuallyHidden } from '../../tokens';

export const StaffNavRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

/** Phones and tablets: one button that shows the current section and opens the list. */
export const StaffNavToggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: ${vars.size['control-md']};
  margin: 0;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font: inherit;
  font-size: ${vars.fontSize.md};
  text-align: start;
  cursor: pointer;

  & > [data-part='Current'] { flex: 1 1 auto; font-weight: ${vars.fontWeight.bold}; }
  & > svg { flex: none; width: ${vars.space[6]}; height: ${vars.space[6]}; }
  & > [data-part='Chevron'] { transition: transform ${vars.motion.durationFast} ${vars.motion.easingStandard}; }
  &[aria-expanded='true'] > [data-part='Chevron'] { transform: rotate(180deg); }
  &:focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }

  @media ${mq.desktop} { display: none; }
`;

export const StaffNavToggleLabel = styled.span`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;

export const StaffNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[2]};
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  [data-state='closed'] > & { display: none; }

  @media ${mq.desktop} {
    padding: 0;
    border: 0;
    background: none;
    [data-state='closed'] > & { display: flex; }
  }
`;

export const StaffNavItem = styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  min-height: ${vars.size['control-md']};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  text-decoration: none;

  & > [data-part='Label'] { flex: 1 1 auto; min-width: 0; }
  & > svg { flex: none; width: ${vars.space[6]}; height: ${vars.space[6]}; color: ${vars.color['fg-muted']}; }

  &:hover { background: ${vars.color['surface-sunken']}; }
  &:focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: -1px; }
  &[data-state='active'] {
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-state='active'] > svg { color: inherit; }
`;

export const StaffNavSeparator = styled.li`
  margin: ${vars.space[2]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

export const StaffNavHidden = styled.span`
  ${visuallyHidden}
`;
