import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { type FieldWrapperProps, splitFieldProps } from '../../internal/field';
import { Field } from '../Field';
import { SelectBox, SelectChevron, SelectNative } from './Select.styles';

export const selectSizes = ['md', 'lg'] as const;
export type SelectSize = (typeof selectSizes)[number];

/** One choice: `label` is shown, `value` is submitted. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Shown text. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** A labelled group of choices (`<optgroup>`). */
export interface SelectOptionGroup {
  /** Group heading, not choosable. */
  label: string;
  /** The group's choices. */
  options: readonly SelectOption[];
  /** Disables every choice in the group. */
  disabled?: boolean;
}

export interface SelectProps
  extends FieldWrapperProps,
    Omit<ComponentPropsWithoutRef<'select'>, 'children' | 'size' | 'multiple'> {
  /** Choices and groups of choices, in order. */
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** First, empty-valued choice shown until one is made ('เลือกหมวดหมู่'). */
  placeholder?: string;
  /** Height and type size: md 44px, lg 52px. */
  size?: SelectSize;
}

function isGroup(item: SelectOption | SelectOptionGroup): item is SelectOptionGroup {
  return 'options' in item;
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  ));
}

/** Decorative chevron; the native select is what opens. */
function Chevron() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M5 7.5l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A native `<select>`: the phone's own picker (best on phones and in the LINE in-app browser), with
 * the shared label, hint and error. Controlled or uncontrolled; the ref and rest props reach the
 * `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, size = 'md', ...props },
  ref,
) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field data-component="Select" data-size={size} {...field}>
      {(control) => (
        <SelectBox data-part="Control">
          <SelectNative ref={ref} disabled={field.disabled} {...control} {...rest}>
            {placeholder === undefined ? null : (
              <option value="" data-part="Placeholder">
                {placeholder}
              </option>
            )}
            {options.map((item) =>
              isGroup(item) ? (
                <optgroup key={`group:${item.label}`} label={item.label} disabled={item.disabled}>
                  <Options options={item.options} />
                </optgroup>
              ) : (
                <Options key={item.value} options={[item]} />
              ),
            )}
          </SelectNative>
          <SelectChevron data-part="Chevron">
            <Chevron />
          </SelectChevron>
        </SelectBox>
      )}
    </Field>
  );
});
