import styled from 'styled-components';
import { vars } from '../../tokens';

export const StatTilesRoot = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  min-width: 0;
  font-family: ${vars.font.body};
`;

export const StatTilesItem = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'icon label' 'icon value';
  column-gap: ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;

  & > dt { grid-area: label; color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; line-height: ${vars.lineHeight.snug}; }
  & > dd {
    grid-area: value;
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.lineHeight.tight};
  }

  &[data-tone='accent'] { border-color: transparent; background: ${vars.color.accent}; color: ${vars.color['fg-on-accent']}; }
  &[data-tone='accent'] > dt { color: ${vars.color['fg-on-accent']}; }
`;

export const StatTilesIcon = styled.span`
  grid-area: icon;
  display: inline-grid;
  place-items: center;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;
