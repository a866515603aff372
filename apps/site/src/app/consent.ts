/** The cookie notice (product §2, §9): shown until 'accept-all' is stored; opening /privacy or /cookie closes it. */
import { CONSENT_KEY } from '@lightbearers/domain';
import { useCallback, useState, useSyncExternalStore } from 'react';

/** Accepted in this visit when storage refused the flag (private mode in some in-app browsers). */
let acceptedHere = false;

function accepted(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return acceptedHere;
  }
}

/** Paths whose opening closes the notice. */
export const CONSENT_PAGES = ['/privacy', '/cookie'];

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the notice shows at `pathname`, and `accept()` which stores the flag. The flag lives in the
 * browser only: the service renders the page without the notice, and it appears once the page runs.
 */
export function useCookieConsent(pathname: string): { show: boolean; accept: () => void } {
  const stored = useSyncExternalStore(subscribe, accepted, () => true);
  const [closed, setClosed] = useState(false);
  const onPolicyPage = CONSENT_PAGES.includes(pathname.replace(/\/+$/, ''));
  if (onPolicyPage && !closed) setClosed(true);
  const accept = useCallback(() => {
    try {
      localStorage.setItem(CONSENT_KEY, 'true');
    } catch {
      acceptedHere = true;
    }
    for (const listener of listeners) listener();
  }, []);
  return { show: !stored && !closed && !onPolicyPage, accept };
}
