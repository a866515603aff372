import { PROGRESS_BAR } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useState } from 'react';
import * as th from '../../i18n/th';
import { PageProgressBar, PageProgressRoot } from './PageProgress.styles';

/** idle: nothing; pending: active, still within the throttle; loading: the bar creeps; complete: it fills and fades. */
export const pageProgressStates = ['idle', 'pending', 'loading', 'complete'] as const;
export type PageProgressState = (typeof pageProgressStates)[number];

export interface PageProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** A page (route module, data) is loading. Shown only when this lasts past the throttle (200 ms). */
  active: boolean;
  /** The progress bar's accessible name. */
  label?: string;
}

/**
 * The next state when `active` changes: a load that ends within the throttle never shows; one that
 * ends after it completes (fills, then fades by CSS). Exported for the unit tests.
 */
export function nextProgressState(current: PageProgressState, active: boolean): PageProgressState {
  if (active) return current === 'loading' ? 'loading' : 'pending';
  return current === 'loading' ? 'complete' : current === 'pending' ? 'idle' : current;
}

/**
 * The thin bar at the top of the page while a route loads (product §9: throttle 200 ms, duration 5 s,
 * `PROGRESS_BAR` in `@lightbearers/domain`). It appears only when loading lasts past the throttle,
 * creeps towards the end over the duration, and completes and fades when `active` turns false.
 */
export const PageProgress = forwardRef<HTMLDivElement, PageProgressProps>(function PageProgress(
  { active, label = th.progress.label, ...rest },
  ref,
) {
  const [state, setState] = useState<PageProgressState>(active ? 'pending' : 'idle');

  useEffect(() => {
    setState((current) => nextProgressState(current, active));
  }, [active]);

  useEffect(() => {
    if (state !== 'pending') return;
    const timer = setTimeout(() => setState('loading'), PROGRESS_BAR.throttleMs);
    return () => clearTimeout(timer);
  }, [state]);

  const shown = state === 'loading';
  return (
    <PageProgressRoot
      ref={ref}
      data-component="PageProgress"
      data-state={state}
      role={shown ? 'progressbar' : undefined}
      aria-label={shown ? label : undefined}
      aria-hidden={shown ? undefined : true}
      {...rest}
    >
      <PageProgressBar data-part="Bar" />
    </PageProgressRoot>
  );
});
