import { useSyncExternalStore } from 'react';

/** Whether `query` matches now; follows changes (a kiosk rotated, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    () => window.matchMedia(query).matches,
  );
}
