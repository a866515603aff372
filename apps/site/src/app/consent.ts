/** The cookie notice (spec §2, §9): shown until 'accept-all' is stored; opening /privacy or /cookie closes it. */
import { CONSENT_KEY } from '@lightbearers/domain';
import { useCallback, useState } from 'react';

function accepted(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Paths whose opening closes the notice. */
export const CONSENT_PAGES = ['/privacy', '/cookie'];

/** Whether the notice shows at `pathname`, and `accept()` which stores the flag. */
export function useCookieConsent(pathname: string): { show: boolean; accept: () => void } {
  const [state, setState] = useState(() => ({ accepted: accepted(), closed: false }));
  const onPolicyPage = CONSENT_PAGES.includes(pathname.replace(/\/+$/, ''));
  if (onPolicyPage && !state.closed) setState({ ...state, closed: true });
  const accept = useCallback(() => {
    try {
      localStorage.setItem(CONSENT_KEY, 'true');
    } catch {}
    setState((s) => ({ ...s, accepted: true }));
  }, []);
  return { show: !state.accepted && !state.closed && !onPolicyPage, accept };
}
