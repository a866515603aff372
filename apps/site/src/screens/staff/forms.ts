/**
 * The back office's forms check with domain's rules (`checkNotice`, `checkProduct`, …) before
 * sending, with the Thai messages the service would answer: this turns a check's per-field errors
 * into the `StaffForm` error summary's items, in the form's field order.
 */
import type { StaffFormError } from '@lightbearers/ui';

/** Each field the form shows: its control's id and its label. */
export type FormFields = Record<string, { id: string; label: string }>;

export function formErrors(errors: Readonly<Record<string, string>>, fields: FormFields): StaffFormError[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    errors[name] ? [{ fieldId: field.id, label: field.label, message: errors[name] as string }] : [],
  );
}

/** The message of one field, for its own `error` prop. */
export const errorOf = (errors: readonly StaffFormError[], id: string) =>
  errors.find((e) => e.fieldId === id)?.message;
