import {
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useState,
} from 'react';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { FieldAdornment } from '../../internal/field.styles';
import { Field } from '../Field';
import { NumberFieldBox, NumberFieldInput } from './NumberField.styles';

export const numberFieldSizes = ['md', 'lg'] as const;
export type NumberFieldSize = (typeof numberFieldSizes)[number];

export interface NumberFieldProps
  extends FieldWrapperProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      | 'type'
      | 'size'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'min'
      | 'max'
      | 'step'
      | 'inputMode'
    > {
  /** The whole number shown, or null for an empty box, when controlled. */
  value?: number | null;
  /** The initial whole number when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the whole number typed, or null while the box is empty. */
  onValueChange?: (value: number | null) => void;
  /** Smallest value: the arrow keys stop there; at 0 or more a minus sign cannot be typed. */
  min?: number;
  /** Largest value: the arrow keys stop there. */
  max?: number;
  /** Unit after the number, inside the box ('ชิ้น', 'คะแนน'); decorative, so say it in the label too. */
  unit?: ReactNode;
  /** Height and type size: md 44px, lg 52px. */
  size?: NumberFieldSize;
}

const wholeNumber = /^-?\d+$/;

/** The text a number shows as: '' for none. */
function textOf(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The number a text stands for: a whole number, or null (empty or not whole). */
function numberOf(text: string): number | null {
  return wholeNumber.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * A whole-number input (stock, a price in points, a per-member limit): the phone's number pad, the
 * arrow keys step by one between `min` and `max`, and only digits (and a minus sign when `min` is
 * below 0) can be typed or pasted. It reports numbers, not text (`onValueChange`); the app checks
 * the rule and passes its Thai `error`. The ref and rest props reach the `<input>`.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    value,
    defaultValue = null,
    onValueChange,
    min,
    max,
    unit,
    size = 'md',
    readOnly,
    onKeyDown,
    onPaste,
    ...props
  },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  const controlled = value !== undefined;
  const [text, setText] = useState(() => textOf(controlled ? value : defaultValue));
  // A controlled value that changes from outside replaces the text; one that only echoes what was
  // typed keeps it (so '007' or a lone '-' stays while the person types).
  const [shown, setShown] = useState(value);
  if (controlled && value !== shown) {
    setShown(value);
    if (numberOf(text) !== value) setText(textOf(value));
  }
  const negative = min === undefined || min < 0;

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const { key, ctrlKey, metaKey, altKey } = event;
    if (event.defaultPrevented || ctrlKey || metaKey || altKey || key.length !== 1) return;
    if (/\d/.test(key) || (negative && key === '-')) return;
    event.preventDefault();
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = event.clipboardData.getData('text').trim();
    if (!wholeNumber.test(pasted) || (!negative && pasted.startsWith('-'))) event.preventDefault();
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    onValueChange?.(numberOf(next));
  };

  return (
    <Field data-component="NumberField" data-size={size} {...field} readOnly={readOnly}>
      {(control) => (
        <NumberFieldBox data-part="Control">
          <NumberFieldInput
            ref={ref}
            type="number"
            inputMode="numeric"
            step={1}
            min={min}
            max={max}
            disabled={field.disabled}
            readOnly={readOnly}
            {...control}
            {...rest}
            value={text}
            onChange={change}
            onKeyDown={keyDown}
            onPaste={paste}
          />
          {unit ? (
            <FieldAdornment data-part="Unit" aria-hidden="true">
              {unit}
            </FieldAdornment>
          ) : null}
        </NumberFieldBox>
      )}
    </Field>
  );
});
