import styled from 'styled-components';
import { vars } from '../../tokens';

export const TabsRoot = styled.nav`
  min-width: 0;
  border-bottom: 1px solid ${vars.color.border};
  font-family: ${vars.font.body};
`;

/** Scrolls sideways when the tabs do not fit (phones), with no visible scrollbar. */
export const TabsList = styled.ul`
  /* Positioned, so tab offsets are measured from the list when scrolling the current tab in. */
  position: relative;
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0 ${vars.space[1]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }

  & > li { flex: none; display: flex; }
`;

export const TabsLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: ${vars.space[3]} ${vars.space[5]};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
  transition: color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    background-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  /* The indicator: drawn inside the link so the list's overflow never clips it. */
  &::after {
    content: '';
    position: absolute;
    left: ${vars.space[3]};
    right: ${vars.space[3]};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }

  &:hover { color: ${vars.color.fg}; background: ${vars.color['surface-sunken']}; }
  /* Inside the link: the scrolling list would clip an outer ring. */
  &:focus-visible { outline-offset: -3px; }

  &[aria-current='page'] { color: ${vars.color.fg}; }
  &[aria-current='page']::after { background: ${vars.color.accent}; }
`;

export const TabsCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75em;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.body};
  font-variant-numeric: tabular-nums;

  [aria-current='page'] > & {
    background: ${vars.color['accent-soft']};
    color: ${vars.color['fg-on-accent-soft']};
  }
`;
