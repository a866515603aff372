import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `dirty` (a name is typed), asks before the page unloads (reload, closing the tab, the
 * browser's back to another site) and blocks in-app navigation until the staff confirm. Returns
 * the router's blocker so the page can show its own confirm dialog.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}
