import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { Field } from '../Field';
import { DateTimeInputBox, DateTimeInputNative } from './DateTimeInput.styles';

export const dateTimeInputSizes = ['md', 'lg'] as const;
export type DateTimeInputSize = (typeof dateTimeInputSizes)[number];

/** A wall-clock moment as the native input reads and writes it: 'YYYY-MM-DDTHH:mm' (no zone). */
export type LocalDateTimeString = string;

export interface DateTimeInputProps
  extends FieldWrapperProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'size' | 'children' | 'value' | 'defaultValue' | 'min' | 'max'
    > {
  /** Chosen moment ('YYYY-MM-DDTHH:mm', Bangkok wall clock, or '' for none) when controlled. */
  value?: LocalDateTimeString;
  /** Initially chosen moment when uncontrolled. */
  defaultValue?: LocalDateTimeString;
  /** Earliest choosable moment ('YYYY-MM-DDTHH:mm'); a publish time passes now. */
  min?: LocalDateTimeString;
  /** Latest choosable moment. */
  max?: LocalDateTimeString;
  /** Height and type size: md 44px, lg 52px. */
  size?: DateTimeInputSize;
}

/**
 * A native `<input type="datetime-local">` with label, hint and error: a notice's publish time. The
 * phone opens its own date and time picker; the value is the wall-clock 'YYYY-MM-DDTHH:mm' with no
 * zone, and the app reads it as Bangkok time. Controlled or uncontrolled; the ref and rest props
 * reach the `<input>`.
 */
export const DateTimeInput = forwardRef<HTMLInputElement, DateTimeInputProps>(function DateTimeInput(
  { size = 'md', readOnly, ...props },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field data-component="DateTimeInput" data-size={size} {...field} readOnly={readOnly}>
      {(control) => (
        <DateTimeInputBox data-part="Control">
          <DateTimeInputNative
            ref={ref}
            type="datetime-local"
            disabled={field.disabled}
            readOnly={readOnly}
            {...control}
            {...rest}
          />
        </DateTimeInputBox>
      )}
    </Field>
  );
});
