import { useCallback, useSyncExternalStore } from 'react';

/** The product description keeps the night-mode setting in local storage; the key is ours. */
export const NIGHT_MODE_KEY = 'nightMode';

function read(): boolean {
  return document.documentElement.dataset.theme === 'night';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Night mode as one attribute on <html> plus its stored flag; every subscriber re-renders. */
export function useNightMode(): [boolean, (night: boolean) => void] {
  const night = useSyncExternalStore(subscribe, read, () => false);
  const setNight = useCallback((value: boolean) => {
    document.documentElement.dataset.theme = value ? 'night' : 'light';
    try {
      localStorage.setItem(NIGHT_MODE_KEY, String(value));
    } catch {
      // Storage can be unavailable (private mode in some in-app browsers): the choice lasts this visit.
    }
    for (const l of listeners) l();
  }, []);
  return [night, setNight];
}
