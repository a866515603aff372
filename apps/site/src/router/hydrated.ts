/**
 * False while React hydrates a page the service rendered (and on the service), true after: what
 * lives only in the browser (the basket in local storage) shows once the page runs, so the first
 * render in the browser matches the service's HTML.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
