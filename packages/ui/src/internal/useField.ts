import { type ReactNode, useId } from 'react';

/** The props a form control needs so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface UseFieldOptions {
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  /** Hint text under the label; referenced by `aria-describedby` when present. */
  hint?: ReactNode;
  /** Error message; when present the control is invalid and describes itself with it. */
  error?: ReactNode;
  /** Marks the control invalid without a message (e.g. the message is shown elsewhere). */
  invalid?: boolean | undefined;
  /** Whether a value is required. */
  required?: boolean | undefined;
  /** Ids the caller already wants in `aria-describedby`; kept first. */
  describedBy?: string | undefined;
}

export interface FieldWiring {
  /** The control's id, for `<label htmlFor>`. */
  controlId: string;
  /** The hint's id, when there is a hint. */
  hintId: string | undefined;
  /** The error's id, when there is an error. */
  errorId: string | undefined;
  /** Whether the control is invalid (an error message or `invalid`). */
  invalid: boolean;
  /** Spread on the native control. */
  controlProps: FieldControlProps;
}

/** True for a message that renders something: not null, undefined, false or ''. */
export function hasContent(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== '';
}

/**
 * Wires one form control to its label, hint and error: a stable id, `aria-describedby` listing
 * the hint and the error, `aria-invalid` while there is an error, and `aria-required`.
 */
export function useField(options: UseFieldOptions): FieldWiring {
  const generated = useId();
  const controlId = options.id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hasContent(options.hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(options.error) ? `${controlId}-error` : undefined;
  const invalid = Boolean(options.invalid) || errorId !== undefined;
  const describedBy = joinIds(options.describedBy, hintId, errorId);
  return {
    controlId,
    hintId,
    errorId,
    invalid,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': invalid || undefined,
      'aria-required': options.required || undefined,
    },
  };
}

/** Joins element ids for `aria-describedby`, skipping empty ones; undefined when none. */
export function joinIds(...ids: Array<string | undefined>): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}

/** The `data-state` of a field root: disabled wins over invalid, invalid over read-only. */
export function fieldState(state: {
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  readOnly?: boolean | undefined;
}): 'disabled' | 'invalid' | 'readonly' | 'enabled' {
  if (state.disabled) return 'disabled';
  if (state.invalid) return 'invalid';
  if (state.readOnly) return 'readonly';
  return 'enabled';
}
