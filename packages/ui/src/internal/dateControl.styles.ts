import { css } from 'styled-components';
import { vars } from '../tokens';
import { controlBox, controlElement } from './field.styles';

/** The box of a native date or date-time input: the input fills it, so a tap anywhere opens it. */
export const dateBox = css`
  ${controlBox}
  /* The input fills the box, so a tap anywhere in it reaches the native date field. */
  padding-inline: 0;
  [data-size='lg'] > & { padding-inline: 0; }
`;

/** The native `<input type="date">` / `datetime-local` inside `dateBox`, with its picker button. */
export const dateElement = css`
  ${controlElement}
  padding-inline: ${vars.space[4]} ${vars.space[3]};
  cursor: text;
  [data-size='lg'] > * > & { padding-inline-start: ${vars.space[5]}; }

  /* Chromium (Android, the LINE in-app browser): the date parts and the picker button. */
  &::-webkit-datetime-edit { padding: 0; }
  &::-webkit-calendar-picker-indicator {
    width: 20px;
    height: 20px;
    padding: ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
    opacity: 0.75;
  }
  &::-webkit-calendar-picker-indicator:hover { opacity: 1; background-color: ${vars.color['surface-sunken']}; }
  &:disabled::-webkit-calendar-picker-indicator,
  &:read-only::-webkit-calendar-picker-indicator { cursor: default; opacity: 0.4; }
  &:read-only { cursor: default; }
`;
