import styled from 'styled-components';
import { choiceGroup, choiceLegend } from '../../internal/choice.styles';
import { vars } from '../../tokens';

export const CardFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const CardFormAmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};
`;

export const CardFormUnits = styled.fieldset`
  ${choiceGroup}
`;

export const CardFormLegend = styled.legend`
  ${choiceLegend}
`;

export const CardFormSegments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

/** A unit choice: a native radio, hidden, inside a large pill label (the touch target). */
export const CardFormSegment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 52px;
  min-width: 120px;
  padding: ${vars.space[3]} ${vars.space[7]};
  border: 2px solid ${vars.color['border-strong']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }
  &[data-state='on'] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
    color: ${vars.color['fg-on-accent']};
  }
`;
