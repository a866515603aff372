import styled from 'styled-components';
import { controlBox, controlElement } from '../../internal/field.styles';
import { vars, visuallyHidden } from '../../tokens';

export const TextAreaBox = styled.div`
  ${controlBox}
  align-items: stretch;
  /* Leaves room for the scrollbar once the text passes maxRows. */
  padding-inline-end: ${vars.space[2]};
  cursor: text;
`;

/**
 * Grows with its content between `--textarea-rows` and `--textarea-max-rows` lines (set per
 * instance by the component), then scrolls. `field-sizing: content` does the growing where the
 * browser has it; elsewhere the component sets the height from `scrollHeight`.
 */
export const TextAreaInput = styled.textarea`
  ${controlElement}
  display: block;
  padding-inline-end: ${vars.space[2]};
  resize: none;
  overflow-y: auto;
  field-sizing: content;
  min-block-size: calc(var(--textarea-rows, 3) * 1lh + 2 * ${vars.space[3]});
  max-block-size: calc(var(--textarea-max-rows, 8) * 1lh + 2 * ${vars.space[3]});
  &:read-only { cursor: default; }
`;

export const TextAreaCounter = styled.p`
  align-self: flex-end;
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  font-variant-numeric: tabular-nums;

  &[data-state='over'] { color: ${vars.color.danger}; font-weight: ${vars.fontWeight.bold}; }
`;

export const TextAreaSpoken = styled.span`
  ${visuallyHidden}
`;
