import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { DateInputBox, DateInputNative } from './DateInput.styles';

export const dateInputSizes = ['md', 'lg'] as const;
export type DateInputSize = (typeof dateInputSizes)[number];

/** A calendar date as the native date input reads and writes it: 'YYYY-MM-DD'. */
export type IsoDateString = string;

export interface DateInputProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'size' | 'children' | 'value' | 'defaultValue' | 'min' | 'max'
    > {
  /** Chosen date ('YYYY-MM-DD', or '' for none) when controlled. */
  value?: IsoDateString;
  /** Initially chosen date ('YYYY-MM-DD') when uncontrolled. */
  defaultValue?: IsoDateString;
  /** Earliest choosable date ('YYYY-MM-DD'); statistics start at '2022-03-04'. */
  min?: IsoDateString;
  /** Latest choosable date ('YYYY-MM-DD'); the screen passes today's Bangkok date. */
  max?: IsoDateString;
  /** Height and type size: md 44px, lg 52px. */
  size?: DateInputSize;
  /** Marks the field invalid without an error message of its own. */
  invalid?: boolean;
}

/**
 * A native `<input type="date">` with label, hint and error. The browser draws the date in the
 * member's locale (Thai phones: day/month/Buddhist-era year) and opens its own picker limited to
 * `min`–`max`; the value is always 'YYYY-MM-DD'. Controlled or uncontrolled; the ref and rest props
 * reach the `<input>`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    label,
    hint,
    error,
    required = false,
    labelHidden = false,
    size = 'md',
    invalid,
    id,
    disabled,
    readOnly,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  return (
    <Field
      data-component="DateInput"
      data-size={size}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelHidden={labelHidden}
      invalid={invalid}
      disabled={disabled}
      readOnly={readOnly}
      controlId={id}
      describedBy={describedBy}
    >
      {(control) => (
        <DateInputBox data-part="Control">
          <DateInputNative
            ref={ref}
            type="date"
            disabled={disabled}
            readOnly={readOnly}
            {...control}
            {...rest}
          />
        </DateInputBox>
      )}
    </Field>
  );
});
