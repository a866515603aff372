import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode, useRef } from 'react';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { FieldAdornment } from '../../internal/field.styles';
import { useMergedRef } from '../../internal/useMergedRef';
import { Field } from '../Field';
import { TextFieldBox, TextFieldInput } from './TextField.styles';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
export const textFieldSizes = ['md', 'lg'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export interface TextFieldProps
  extends FieldWrapperProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'size' | 'children'> {
  /** Input type; the phone keyboard follows it (tel shows digits, email shows @). */
  type?: TextFieldType;
  /** Height and type size: md 44px, lg 52px. */
  size?: TextFieldSize;
  /** Decorative text or icon inside the box before the value ('@' for a handle). */
  leading?: ReactNode;
  /** Decorative text or icon inside the box after the value ('คะแนน' for an amount). */
  trailing?: ReactNode;
}

/**
 * A single-line text input with label, hint, error and optional adornments. Controlled (`value` +
 * `onChange`) or uncontrolled (`defaultValue`); the ref and rest props reach the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', size = 'md', leading, trailing, readOnly, ...props },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  const { disabled } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  // Adornments are not focusable; a tap on them should still land in the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== inputRef.current && !disabled) inputRef.current?.focus();
  };
  return (
    <Field data-component="TextField" data-size={size} {...field} readOnly={readOnly}>
      {(control) => (
        // A pointer convenience only: keyboard users tab straight to the input.
        <TextFieldBox data-part="Control" onClick={focusInput}>
          {leading ? (
            <FieldAdornment data-part="Leading" aria-hidden="true">
              {leading}
            </FieldAdornment>
          ) : null}
          <TextFieldInput
            ref={mergedRef}
            type={type}
            disabled={disabled}
            readOnly={readOnly}
            {...control}
            {...rest}
          />
          {trailing ? (
            <FieldAdornment data-part="Trailing" aria-hidden="true">
              {trailing}
            </FieldAdornment>
          ) : null}
        </TextFieldBox>
      )}
    </Field>
  );
});
