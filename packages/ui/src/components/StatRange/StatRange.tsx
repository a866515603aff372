import { clampStatsRange, STATS_EARLIEST } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import * as th from '../../i18n/th';
import { DateInput } from '../DateInput';
import { StatRangeFields, StatRangeLegend, StatRangeRoot } from './StatRange.styles';

/** A statistics range: two Bangkok days, 'YYYY-MM-DD'. */
export interface StatRangeValue {
  from: string;
  to: string;
}

export interface StatRangeProps
  extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'defaultValue' | 'onChange'> {
  /** Today's Bangkok day ('YYYY-MM-DD', domain's `bangkokToday()`): the default and the maximum. */
  today: string;
  /** The range, controlled (with `onValueChange`). */
  value?: StatRangeValue;
  /** The first range, uncontrolled: today to today unless given. */
  defaultValue?: StatRangeValue;
  /** A new valid range (domain's `clampStatsRange`): the page reloads its statistics. */
  onValueChange?: (value: StatRangeValue) => void;
}

/**
 * The statistics pages' two date pickers (product §2 /topshare, /stat; §5 'Dates'): from and to,
 * both default today, from not before 2022-03-04, neither after today, and 'to' never before
 * 'from' (its minimum follows 'from'; a 'from' after 'to' pulls 'to' along).
 */
export const StatRange = forwardRef<HTMLFieldSetElement, StatRangeProps>(function StatRange(
  { today, value, defaultValue, onValueChange, ...rest },
  ref,
) {
  const [own, setOwn] = useState<StatRangeValue>(() =>
    clampStatsRange(defaultValue?.from, defaultValue?.to, today),
  );
  const current = value ? clampStatsRange(value.from, value.to, today) : own;
  const change = (from: string, to: string) => {
    // An emptied picker (the browser's clear button) keeps the day it had.
    const next = clampStatsRange(from || current.from, to || current.to, today);
    if (next.from === current.from && next.to === current.to) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <StatRangeRoot ref={ref} data-component="StatRange" {...rest}>
      <StatRangeLegend>{th.stats.range}</StatRangeLegend>
      <StatRangeFields>
        <DateInput
          label={th.stats.from}
          name="from"
          min={STATS_EARLIEST}
          max={today}
          value={current.from}
          onChange={(event) => change(event.target.value, current.to)}
          data-part="From"
        />
        <DateInput
          label={th.stats.to}
          name="to"
          min={current.from}
          max={today}
          value={current.to}
          onChange={(event) => change(current.from, event.target.value)}
          data-part="To"
        />
      </StatRangeFields>
    </StatRangeRoot>
  );
});
