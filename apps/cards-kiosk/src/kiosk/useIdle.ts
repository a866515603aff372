import { useEffect, useRef } from 'react';

/** The kiosk clears a half-filled form after this long without a touch or key (one minute). */
export const IDLE_RESET_MS = 60_000;

const activity = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once `ms` pass with no touch, click, key or input anywhere on the page, while
 * `active` (a name has been typed). Any activity restarts the wait.
 */
export function useIdle(active: boolean, onIdle: () => void, ms = IDLE_RESET_MS): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => callback.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), ms);
    };
    for (const type of activity) window.addEventListener(type, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of activity) window.removeEventListener(type, restart, { capture: true });
    };
  }, [active, ms]);
}
