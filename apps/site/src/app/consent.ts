/**
 * The cookie notice (product §2, §9): shown until 'accept-all' is stored; opening /privacy or /cookie
 * closes it. The flag lives in the browser's storage and, for the service, in a cookie: the service
 * renders the notice into a visitor's page when the request has no such cookie, so it comes with the
 * page's first paint instead of popping up over a page being read once the script has started.
 */
import { CONSENT_KEY } from '@lightbearers/domain';
import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readCookie } from '../session/storage';

/** The cookie telling the service the notice was accepted (a necessary cookie: it stores the choice). */
export const CONSENT_COOKIE = 'lb_consent';

/** A year, as long as the choice is kept. */
const CONSENT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a `Cookie` header (or `document.cookie`) says the notice was accepted. */
export function consentInCookie(cookies: string | null | undefined): boolean {
  return readCookie(cookies ?? '', CONSENT_COOKIE) === '1';
}

/**
 * The service's rendering: whether the request said the notice was accepted (set per request); null
 * in the browser, which reads what the served page showed instead.
 */
export const consentServedAtom = atom<boolean | null>(null);

/** Accepted in this visit when storage refused the flag (private mode in some in-app browsers). */
let acceptedHere = false;

function storedLocally(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return acceptedHere;
  }
}

function accepted(): boolean {
  return storedLocally() || consentInCookie(document.cookie);
}

function writeCookie(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one flag with fixed attributes; no Cookie Store API in every browser members use.
  document.cookie = `${CONSENT_COOKIE}=1; Max-Age=${CONSENT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * While the browser hydrates the service's page: what that page showed. Read from the page itself,
 * not from the cookie — a page kept by a shared cache may have been rendered for another visitor.
 */
function servedAccepted(): boolean {
  return !document.querySelector('[data-component="CookieConsent"]');
}

/** Paths whose opening closes the notice. */
export const CONSENT_PAGES = ['/privacy', '/cookie'];

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the notice shows at `pathname`, and `accept()` which stores the flag. */
export function useCookieConsent(pathname: string): { show: boolean; accept: () => void } {
  const acceptedOnServer = useAtomValue(consentServedAtom);
  const stored = useSyncExternalStore(subscribe, accepted, () => acceptedOnServer ?? servedAccepted());
  const [closed, setClosed] = useState(false);
  const onPolicyPage = CONSENT_PAGES.includes(pathname.replace(/\/+$/, ''));
  if (onPolicyPage && !closed) setClosed(true);
  // A choice stored before the cookie existed: tell the service too, so its next page has no notice.
  useEffect(() => {
    if (storedLocally() && !consentInCookie(document.cookie)) writeCookie();
  }, []);
  const accept = useCallback(() => {
    try {
      localStorage.setItem(CONSENT_KEY, 'true');
    } catch {
      acceptedHere = true;
    }
    writeCookie();
    for (const listener of listeners) listener();
  }, []);
  return { show: !stored && !closed && !onPolicyPage, accept };
}
