import styled, { css, keyframes } from 'styled-components';
import { raisedSurface } from '../../internal/surface.styles';
import { mq, vars, visuallyHidden } from '../../tokens';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Desktop: a sticky full-height column the app places at the left of its layout. */
export const SideNavPanel = styled.nav`
  display: none;
  flex-direction: column;
  gap: ${vars.space[5]};
  position: sticky;
  top: 0;
  width: 288px;
  height: 100dvh;
  overflow-y: auto;
  padding: ${vars.space[6]} ${vars.space[4]};
  border-right: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};

  @media ${mq.desktop} { display: flex; }
  /* The app folds the docked panel away with the header's menu toggle. */
  &[hidden] { display: none; }
`;

export const SideNavOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  background: ${vars.color.backdrop};

  &[data-state='open'] { animation: ${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}; }
`;

/** Phones and tablets: the same content in a drawer from the left. */
export const SideNavDrawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  flex-direction: column;
  width: min(320px, 86vw);
  overflow-y: auto;
  padding: max(${vars.space[5]}, env(safe-area-inset-top)) ${vars.space[4]} max(${vars.space[5]}, env(safe-area-inset-bottom));
  ${raisedSurface}
  border-radius: 0 ${vars.radius.xl} ${vars.radius.xl} 0;
  font-family: ${vars.font.body};

  & > nav { display: flex; flex-direction: column; gap: ${vars.space[5]}; }
  &:focus { outline: none; }
  &[data-state='open'] { animation: ${slideIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard}; }
`;

export const SideNavDrawerClose = styled.div`
  position: absolute;
  top: ${vars.space[3]};
  right: ${vars.space[3]};
`;

export const SideNavMemberBlock = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color['surface-sunken']};
  text-align: center;
`;

export const SideNavMemberName = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const SideNavBadges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & img { display: block; width: ${vars.size['mark-sm']}; height: ${vars.size['mark-sm']}; object-fit: contain; }
`;

export const SideNavStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};
  width: 100%;
  margin: 0;

  & > div { display: flex; flex-direction: column-reverse; align-items: center; }
  & dt { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.xs}; }
  & dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-variant-numeric: tabular-nums; }
`;

export const SideNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SideNavGroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0 0 0 ${vars.space[7]};
  list-style: none;

  &[hidden] { display: none; }
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  width: 100%;
  min-height: ${vars.size['control-md']};
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.fg};
  font: inherit;
  line-height: ${vars.lineHeight.snug};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  overflow-wrap: anywhere;

  & > span:not([aria-hidden]) { flex: 1 1 auto; min-width: 0; }
  &:hover { background: ${vars.color['surface-sunken']}; }
`;

export const SideNavItem = styled.a`
  ${row}

  &[aria-current='page'] {
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const SideNavButton = styled.button`
  ${row}

  &[data-state='open'] [data-part='Chevron'] { transform: rotate(180deg); }
`;

export const SideNavIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.color['fg-muted']};

  [aria-current='page'] > & { color: inherit; }
  & svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

/** The night-mode switch's track and thumb. */
export const SideNavSwitch = styled.span`
  position: relative;
  flex: none;
  width: ${vars.space[10]};
  height: ${vars.space[7]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['border-strong']};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &::after {
    content: '';
    position: absolute;
    top: ${vars.space[1]};
    left: ${vars.space[1]};
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    transition: transform ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }

  &[data-state='on'] { background: ${vars.color.accent}; }
  &[data-state='on']::after { transform: translateX(${vars.space[7]}); }
`;

export const SideNavHidden = styled.span`
  ${visuallyHidden}
`;
