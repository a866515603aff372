import styled from 'styled-components';
import { vars } from '../../tokens';

export const PagerRoot = styled.nav`
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.md};
`;

export const PagerList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PagerItem = styled.li`
  display: flex;

  & > a,
  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space[1]};
    min-inline-size: ${vars.size['control-md']};
    min-block-size: ${vars.size['control-md']};
    padding-inline: ${vars.space[3]};
    border-radius: ${vars.radius.pill};
    border: 1px solid ${vars.color.border};
    background: ${vars.color.surface};
    color: ${vars.color.fg};
    font-variant-numeric: tabular-nums;
    text-decoration-line: none;
  }
  & > a:hover { border-color: ${vars.color['border-strong']}; background: ${vars.color['surface-sunken']}; }
  & > a[aria-current='page'] {
    background: ${vars.color.accent};
    border-color: ${vars.color.accent};
    color: ${vars.color['fg-on-accent']};
    font-weight: ${vars.fontWeight.bold};
  }
  & > span[aria-disabled='true'] { color: ${vars.color['fg-subtle']}; background: transparent; }
`;
