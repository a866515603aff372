import { useCallback, useEffect, useState } from 'react';

/** Full-screen state of the page and a toggle (the staff's kiosk button). */
export function useFullscreen(): { supported: boolean; active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    // Refused (no user gesture, or a policy): nothing to do, the button stays as it was.
    change.catch(() => undefined);
  }, []);
  return { supported: Boolean(document.fullscreenEnabled), active, toggle };
}
