import styled from 'styled-components';
import { choiceRow } from '../../internal/choice.styles';
import { vars, visuallyHidden } from '../../tokens';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const CheckboxRow = styled.label`
  ${choiceRow}

  [data-state='disabled'] > & { color: ${vars.color['fg-muted']}; cursor: not-allowed; }
`;

export const CheckboxBox = styled.span`
  position: relative;
  flex: none;
  display: grid;
  width: ${vars.size['mark-sm']};
  height: ${vars.size['mark-sm']};
  /* Centres the box on the first line of the label (line-height 1.65 of 17px ≈ 28px). */
  margin-block-start: calc((1lh - ${vars.size['mark-sm']}) / 2);

  & > input {
    grid-area: 1 / 1;
    appearance: none;
    width: ${vars.size['mark-sm']};
    height: ${vars.size['mark-sm']};
    margin: 0;
    border: 2px solid ${vars.color['border-strong']};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    cursor: inherit;
    transition:
      background-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
      border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
  & > input:checked,
  & > input:indeterminate {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
  }
  [data-state='invalid'] > * > & > input:not(:checked) { border-color: ${vars.color.danger}; }
  & > input:disabled { opacity: 0.5; }

  & > svg {
    grid-area: 1 / 1;
    width: ${vars.size['mark-sm']};
    height: ${vars.size['mark-sm']};
    color: ${vars.color['fg-on-accent']};
    pointer-events: none;
    visibility: hidden;
  }
  & > input:checked:not(:indeterminate) ~ svg[data-icon='check'],
  & > input:indeterminate ~ svg[data-icon='dash'] { visibility: visible; }
  & > input:disabled ~ svg { opacity: 0.5; }
`;

export const CheckboxLabel = styled.span`
  min-width: 0;
  &[data-visibility='hidden'] { ${visuallyHidden} }

  & a { color: ${vars.color.link}; text-decoration: underline; text-underline-offset: 0.2em; }
`;

/** Hint and error line up with the label text, not with the box. */
export const CheckboxMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-inline-start: calc(${vars.size['mark-sm']} + ${vars.space[4]});
`;
