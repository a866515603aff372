import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { SpinnerRoot } from './Spinner.styles';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** Visual size relative to the surrounding text. */
  size?: SpinnerSize;
  /** Accessible name announced to screen readers; `null` when a parent already announces busy state. */
  label?: string | null;
}

/** An indeterminate progress indicator. Announced as a status unless `label` is null. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = th.common.loading, ...rest },
  ref,
) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return <SpinnerRoot ref={ref} data-component="Spinner" data-size={size} {...a11y} {...rest} />;
});
