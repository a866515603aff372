import styled from 'styled-components';
import { controlBox, controlElement } from '../../internal/field.styles';

export const NumberFieldBox = styled.div`
  ${controlBox}
  cursor: text;
`;

export const NumberFieldInput = styled.input`
  ${controlElement}
  font-variant-numeric: tabular-nums;

  /* The browser's spinners are small targets: the arrow keys and the phone's number pad do the job. */
  appearance: textfield;
  -moz-appearance: textfield;
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button { appearance: none; margin: 0; }
  &:read-only { cursor: default; }
`;
