import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { Field } from '../Field';
import { DateInputBox, DateInputNative } from './DateInput.styles';

export const dateInputSizes = ['md', 'lg'] as const;
export type DateInputSize = (typeof dateInputSizes)[number];

/** A calendar date as the native date input reads and writes it: 'YYYY-MM-DD'. */
export type IsoDateString = string;

export interface DateInputProps
  extends FieldWrapperProps,
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
}

/**
 * A native `<input type="date">` with label, hint and error. The browser draws the date in the
 * member's locale (Thai phones: day/month/Buddhist-era year) and opens its own picker limited to
 * `min`–`max`; the value is always 'YYYY-MM-DD'. Controlled or uncontrolled; the ref and rest props
 * reach the `<input>`.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { size = 'md', readOnly, ...props },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field data-component="DateInput" data-size={size} {...field} readOnly={readOnly}>
      {(control) => (
        <DateInputBox data-part="Control">
          <DateInputNative
            ref={ref}
            type="date"
            disabled={field.disabled}
            readOnly={readOnly}
            {...control}
            {...rest}
          />
        </DateInputBox>
      )}
    </Field>
  );
});
