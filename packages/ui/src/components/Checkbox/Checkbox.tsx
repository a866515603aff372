import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useLayoutEffect, useRef } from 'react';
import { FieldErrorMessage, FieldRequired } from '../../internal/field';
import { FieldHint } from '../../internal/field.styles';
import { fieldState, hasContent, useField } from '../../internal/useField';
import { useMergedRef } from '../../internal/useMergedRef';
import { CheckboxBox, CheckboxLabel, CheckboxMessages, CheckboxRoot, CheckboxRow } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children' | 'size'> {
  /** Text beside the box; may contain a link (the privacy policy). The accessible name. */
  label: ReactNode;
  /** Help under the label; announced with the checkbox. */
  hint?: ReactNode;
  /** Thai error message from the screen; makes the checkbox invalid and is announced with it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`. */
  required?: boolean;
  /** Neither checked nor unchecked: a "select all" whose items are partly chosen. */
  indeterminate?: boolean;
  /** Marks the checkbox invalid without an error message of its own. */
  invalid?: boolean;
  /** Hides the label visually but keeps it as the name (a table row's box: 'เลือก …'). @default false */
  labelHidden?: boolean;
}

/** Decorative marks drawn over the native input: a tick when checked, a dash when indeterminate. */
function Marks() {
  return (
    <>
      <svg data-icon="check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6.5 12.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <svg data-icon="dash" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 12h10" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </>
  );
}

/**
 * A native checkbox with a large tap target: the whole row (box and label) toggles it. Controlled
 * (`checked` + `onChange`) or uncontrolled (`defaultChecked`); the ref and rest props reach the
 * `<input type="checkbox">`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    required = false,
    indeterminate = false,
    invalid,
    labelHidden = false,
    id,
    disabled,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const field = useField({ id, hint, error, invalid, required, describedBy });

  // `indeterminate` exists only as a DOM property, never as an HTML attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <CheckboxRoot data-component="Checkbox" data-state={fieldState({ disabled, invalid: field.invalid })}>
      <CheckboxRow htmlFor={field.controlId} data-part="Row">
        <CheckboxBox data-part="Box">
          <input ref={mergedRef} type="checkbox" disabled={disabled} {...field.controlProps} {...rest} />
          <Marks />
        </CheckboxBox>
        <CheckboxLabel data-part="Label" data-visibility={labelHidden ? 'hidden' : 'visible'}>
          {label}
          {required ? <FieldRequired /> : null}
        </CheckboxLabel>
      </CheckboxRow>
      {hasContent(hint) || field.errorId ? (
        <CheckboxMessages>
          {hasContent(hint) ? (
            <FieldHint id={field.hintId} data-part="Hint">
              {hint}
            </FieldHint>
          ) : null}
          {field.errorId ? <FieldErrorMessage id={field.errorId}>{error}</FieldErrorMessage> : null}
        </CheckboxMessages>
      ) : null}
    </CheckboxRoot>
  );
});
