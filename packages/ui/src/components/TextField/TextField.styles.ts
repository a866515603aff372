import styled from 'styled-components';
import { controlBox, controlElement } from '../../internal/field.styles';

export const TextFieldBox = styled.div`
  ${controlBox}
  cursor: text;
`;

export const TextFieldInput = styled.input`
  ${controlElement}

  /* The browser's own clear button and number spinners are small targets; the app adds its own. */
  &[type='search']::-webkit-search-cancel-button { appearance: none; }
  &[type='number'] { appearance: textfield; -moz-appearance: textfield; }
  &[type='number']::-webkit-inner-spin-button,
  &[type='number']::-webkit-outer-spin-button { appearance: none; margin: 0; }
  &:read-only { cursor: default; }
`;
