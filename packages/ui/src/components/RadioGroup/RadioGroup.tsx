import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { type FieldBaseProps, FieldErrorMessage, FieldRequired } from '../../internal/field';
import { FieldHint } from '../../internal/field.styles';
import { fieldState, hasContent, useField } from '../../internal/useField';
import {
  RadioCircle,
  RadioDescription,
  RadioGroupLegend,
  RadioGroupOptions,
  RadioGroupRoot,
  RadioOption,
  RadioText,
} from './RadioGroup.styles';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** One choice of a RadioGroup. */
export interface RadioGroupOption {
  /** Submitted value. */
  value: string;
  /** Shown text; the radio's accessible name. */
  label: ReactNode;
  /** A line under the label (what the choice means or asks for); read with the radio. */
  description?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<FieldBaseProps, 'labelHidden'>,
    Omit<ComponentPropsWithoutRef<'fieldset'>, 'children' | 'defaultValue' | 'onChange'> {
  /** The choices, in order. */
  options: readonly RadioGroupOption[];
  /** Chosen value when controlled. */
  value?: string;
  /** Initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Native change event of the radio that was chosen. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Form name of the radios; generated when omitted. */
  name?: string;
  /** Stacked (default) or side by side, wrapping on narrow screens. */
  orientation?: RadioGroupOrientation;
  /** Marks the group invalid without an error message of its own. */
  invalid?: boolean;
  /** Disables every choice (the fieldset's own `disabled`). */
  disabled?: boolean;
}

/**
 * Native radios in a `<fieldset>` with a `<legend>`: one choice out of a few, all visible. The
 * group is a `radiogroup` carrying the hint, error, `aria-invalid` and `aria-required`; each radio
 * is described by its own description. The ref and rest props reach the `<fieldset>`.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    required = false,
    options,
    value,
    defaultValue,
    onValueChange,
    onChange,
    name,
    orientation = 'vertical',
    invalid,
    disabled,
    id,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const field = useField({ id, hint, error, invalid, required, describedBy });
  const generatedName = useId();
  const groupName = name ?? `radio${generatedName.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const legendId = `${field.controlId}-legend`;
  const controlled = value !== undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value, event);
  };

  return (
    <RadioGroupRoot
      ref={ref}
      role="radiogroup"
      data-component="RadioGroup"
      data-orientation={orientation}
      data-state={fieldState({ disabled, invalid: field.invalid })}
      disabled={disabled}
      aria-labelledby={legendId}
      {...field.controlProps}
      {...rest}
    >
      <RadioGroupLegend id={legendId} data-part="Legend">
        {label}
        {required ? <FieldRequired /> : null}
      </RadioGroupLegend>
      {hasContent(hint) ? (
        <FieldHint id={field.hintId} data-part="Hint">
          {hint}
        </FieldHint>
      ) : null}
      <RadioGroupOptions data-part="Options" data-orientation={orientation}>
        {options.map((option, index) => {
          // By position, not by value: a value may hold characters an id cannot.
          const optionId = `${field.controlId}-option${index}`;
          const descriptionId = hasContent(option.description) ? `${optionId}-description` : undefined;
          return (
            <RadioOption key={option.value} htmlFor={optionId} data-part="Option">
              <RadioCircle data-part="Radio">
                <input
                  id={optionId}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  disabled={option.disabled}
                  // Named by the label alone: the description inside the same <label> is read
                  // as the description, not appended to the name.
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={descriptionId}
                  onChange={handleChange}
                  {...(controlled
                    ? { checked: value === option.value }
                    : { defaultChecked: defaultValue === option.value })}
                />
              </RadioCircle>
              <RadioText>
                <span id={`${optionId}-label`} data-part="OptionLabel">
                  {option.label}
                </span>
                {descriptionId ? (
                  <RadioDescription id={descriptionId} data-part="OptionDescription">
                    {option.description}
                  </RadioDescription>
                ) : null}
              </RadioText>
            </RadioOption>
          );
        })}
      </RadioGroupOptions>
      {field.errorId ? <FieldErrorMessage id={field.errorId}>{error}</FieldErrorMessage> : null}
    </RadioGroupRoot>
  );
});
