import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';

/** The directory filter's choices (product §4: all / creator / sharer). */
export const directoryFilterValues = ['all', 'creator', 'sharer'] as const;
export type DirectoryFilterValue = (typeof directoryFilterValues)[number];

export interface DirectoryFilterProps
  extends Omit<
    RadioGroupProps,
    'options' | 'value' | 'defaultValue' | 'onValueChange' | 'label' | 'orientation'
  > {
  /** The chosen filter when controlled. */
  value?: DirectoryFilterValue;
  /** The first filter when uncontrolled (default 'all'). */
  defaultValue?: DirectoryFilterValue;
  /** Called with the newly chosen filter; the page filters its loaded members (client-side). */
  onValueChange?: (value: DirectoryFilterValue) => void;
  /** The group's legend. */
  label?: string;
}

/**
 * The /creator directory's member-type filter (product §2, §4): all / Creator / Sharer, side by side.
 * A `RadioGroup` with the directory's choices and Thai labels.
 */
export const DirectoryFilter = forwardRef<HTMLFieldSetElement, DirectoryFilterProps>(function DirectoryFilter(
  { value, defaultValue = 'all', onValueChange, label = th.directoryFilter.label, ...rest },
  ref,
) {
  const options = directoryFilterValues.map((choice) => ({
    value: choice,
    label: th.directoryFilter[choice],
  }));
  return (
    <RadioGroup
      ref={ref}
      label={label}
      options={options}
      orientation="horizontal"
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onValueChange={(next) => onValueChange?.(next as DirectoryFilterValue)}
      data-component="DirectoryFilter"
      {...rest}
    />
  );
});
