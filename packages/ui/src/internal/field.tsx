import type { ReactNode } from 'react';
import * as th from '../i18n/th';
import { FieldError, FieldRequiredMark } from './field.styles';

/** The label, hint, error and required marker that every form control shares. */
export interface FieldBaseProps {
  /** Visible label; the control's accessible name. */
  label: ReactNode;
  /** Help under the label (format, limits); announced with the control. */
  hint?: ReactNode;
  /** Thai error message from the screen; makes the control invalid and is announced with it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`. @default false */
  required?: boolean;
  /** Hides the label visually but keeps it for screen readers (a header search box). @default false */
  labelHidden?: boolean;
}

/** The field props of a control that wraps itself in `Field` (TextField, TextArea, Select, DateInput). */
export interface FieldWrapperProps extends FieldBaseProps {
  /** Marks the field invalid without an error message of its own. */
  invalid?: boolean;
}

/**
 * Splits a wrapping control's props into what its `Field` takes (the field props plus the native
 * `id`, `disabled` and `aria-describedby`, which the field wires) and the rest, for the control.
 * `disabled` stays in the field part: read it from there for the native element too.
 */
export function splitFieldProps<
  P extends FieldWrapperProps & {
    id?: string | undefined;
    disabled?: boolean | undefined;
    'aria-describedby'?: string | undefined;
  },
>(props: P) {
  const {
    label,
    hint,
    error,
    required = false,
    labelHidden = false,
    invalid,
    id,
    disabled,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const field = { label, hint, error, required, labelHidden, invalid, disabled, controlId: id, describedBy };
  return [field, rest] as const;
}

/** Decorative alert mark before an error, so an error is not told by colour alone. */
export function FieldErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14.2" r="1.1" fill="currentColor" />
    </svg>
  );
}

/** An error message with its icon; `id` is what the control's `aria-describedby` points at. */
export function FieldErrorMessage({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <FieldError id={id} data-part="Error">
      <FieldErrorIcon />
      <span>{children}</span>
    </FieldError>
  );
}

/** The required marker after a label: visual only, `aria-required` tells screen readers. */
export function FieldRequired() {
  return (
    <FieldRequiredMark data-part="RequiredMark" aria-hidden="true">
      {th.field.requiredMark}
    </FieldRequiredMark>
  );
}
