import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { type FieldBaseProps, FieldErrorMessage, FieldRequired } from '../../internal/field';
import { FieldHint, FieldLabel } from '../../internal/field.styles';
import {
  type FieldControlProps,
  type FieldWiring,
  fieldState,
  hasContent,
  useField,
} from '../../internal/useField';
import { FieldRoot } from './Field.styles';

export interface FieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /** Ids the control is already described by, kept before the hint and the error. */
  describedBy?: string;
  /** Invalid without a message of its own (the message is shown elsewhere). */
  invalid?: boolean;
  /** Greys the field; the control itself must be disabled too. */
  disabled?: boolean;
  /** Marks the field read-only; the control itself must be read-only too. */
  readOnly?: boolean;
  /** Renders the control; spread `control` on the native element. */
  children: (control: FieldControlProps, field: FieldWiring) => ReactNode;
}

/**
 * The anatomy every form control shares: label (with required marker), hint, the control, error.
 * It wires the control's `id`, `aria-describedby` (hint, error), `aria-invalid` and
 * `aria-required`; use it directly for a control the design system has no component for.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    hint,
    error,
    required = false,
    labelHidden = false,
    controlId,
    describedBy,
    invalid,
    disabled,
    readOnly,
    children,
    ...rest
  },
  ref,
) {
  const field = useField({ id: controlId, hint, error, invalid, required, describedBy });
  return (
    <FieldRoot
      ref={ref}
      data-component="Field"
      data-state={fieldState({ disabled, invalid: field.invalid, readOnly })}
      {...rest}
    >
      <FieldLabel
        htmlFor={field.controlId}
        data-part="Label"
        data-visibility={labelHidden ? 'hidden' : 'visible'}
      >
        {label}
        {required ? <FieldRequired /> : null}
      </FieldLabel>
      {hasContent(hint) ? (
        <FieldHint id={field.hintId} data-part="Hint">
          {hint}
        </FieldHint>
      ) : null}
      {children(field.controlProps, field)}
      {field.errorId ? <FieldErrorMessage id={field.errorId}>{error}</FieldErrorMessage> : null}
    </FieldRoot>
  );
});
