import styled from 'styled-components';
import { sectionHeading } from '../../internal/text.styles';
import { mq, vars } from '../../tokens';

export const SwapPanelRoot = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;

  & > [data-part='Swap'] { grid-column: 1 / -1; }

  @media ${mq.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    & > [data-part='Swap'] { grid-column: auto; }
  }
`;

export const SwapPanelIcon = styled.span`
  display: inline-grid;
  place-items: center;
  align-self: start;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

export const SwapPanelText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const SwapPanelTitle = styled.h2`
  ${sectionHeading}
`;

export const SwapPanelNote = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  &[data-tone='warning'] {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color['warning-soft']};
    color: ${vars.color['fg-on-warning-soft']};
  }
`;
