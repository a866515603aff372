import styled from 'styled-components';
import { choiceGroup, choiceLegend, choiceRow } from '../../internal/choice.styles';
import { vars } from '../../tokens';

export const RadioGroupRoot = styled.fieldset`
  ${choiceGroup}
`;

export const RadioGroupLegend = styled.legend`
  ${choiceLegend}

  [data-state='disabled'] > & { color: ${vars.color['fg-muted']}; }
`;

export const RadioGroupOptions = styled.div`
  display: flex;
  flex-direction: column;

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[7]};
  }
`;

/** One choice. */
export const RadioOption = styled.label`
  ${choiceRow}

  &:has(> span > input:disabled) { color: ${vars.color['fg-muted']}; cursor: not-allowed; }
`;

export const RadioCircle = styled.span`
  flex: none;
  display: grid;
  /* Centres the circle on the first line of the label. */
  margin-block-start: calc((1lh - ${vars.size['mark-sm']}) / 2);

  & > input {
    appearance: none;
    width: ${vars.size['mark-sm']};
    height: ${vars.size['mark-sm']};
    margin: 0;
    border: 2px solid ${vars.color['border-strong']};
    border-radius: 50%;
    background: ${vars.color.surface};
    cursor: inherit;
    transition:
      background-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
      border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
  /* The dot: an accent centre inside a ring of the surface colour. */
  & > input:checked {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
    box-shadow: inset 0 0 0 4px ${vars.color.surface};
  }
  [data-state='invalid'] & > input:not(:checked) { border-color: ${vars.color.danger}; }
  & > input:disabled { opacity: 0.5; }
`;

export const RadioText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const RadioDescription = styled.span`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;
