/**
 * LINE sign-in through LIFF (`@line/liff`, loaded only when used — it is not in the first screen).
 * The LIFF id comes from the site's settings (the service's `LIFF_ID`); without it there is no LINE
 * button.
 */

import type { Session } from '@lightbearers/api-client';
import { type Client, type LiffSdk, loginLine, logoutLine, signInWithLiff } from '@lightbearers/api-client';
import { siteSettings } from '../settings';
import { startSignIn, takeSignInNonce } from './handoff';
import { liffSdk } from './liff';

/** Set while the session came from LINE, so logout also ends the LIFF login. */
export const LINE_LOGIN_KEY = 'lb_line_login';

/** Where LINE login returns to: the page that completes the sign-in. */
export const LINE_CALLBACK_PATH = '/login/line';

export type LineStart = { kind: 'redirecting' } | { kind: 'session'; session: Session };

/**
 * This page's LINE sign-in, with the LIFF start it came from: one per page, however often the
 * sign-in screen is mounted (the page's frame around it changes once the member is signed in).
 * Forgotten when it fails and on logout.
 */
let started: { sdk: Promise<LiffSdk>; result: Promise<LineStart> } | null = null;

/**
 * Starts or completes LINE sign-in: not yet logged in to LINE → LINE's login page (back to
 * `/login/line`); logged in → the ID token goes to the service (an e-mail is required, else
 * 'Cannot login Line' is thrown). Asked again on the same page, answers the same sign-in.
 */
export function lineSignIn(client: Client, liffId: string, sdk?: LiffSdk): Promise<LineStart> {
  if (sdk) return signInWith(client, sdk);
  const loading = liffSdk(liffId);
  if (started?.sdk !== loading) {
    const result = loading.then((liff) => signInWith(client, liff));
    started = { sdk: loading, result };
    result.catch(() => {
      if (started?.result === result) started = null;
    });
  }
  return started.result;
}

async function signInWith(client: Client, liff: LiffSdk): Promise<LineStart> {
  if (!loginLine(liff, `${location.origin}${LINE_CALLBACK_PATH}`)) return { kind: 'redirecting' };
  // A one-time nonce, given back beside the token (ADR 020).
  const nonce = startSignIn();
  const session = await signInWithLiff(client, liff, nonce);
  if (!takeSignInNonce(nonce)) throw new Error('the sign-in nonce of this tab was used by another sign-in');
  try {
    localStorage.setItem(LINE_LOGIN_KEY, '1');
  } catch {}
  return { kind: 'session', session };
}

/** Ends the LIFF login when the session came from LINE (part of logout); failures are ignored. */
export async function endLineLogin(sdk?: LiffSdk): Promise<void> {
  started = null;
  let flagged = false;
  try {
    flagged = localStorage.getItem(LINE_LOGIN_KEY) === '1';
    localStorage.removeItem(LINE_LOGIN_KEY);
  } catch {}
  const { liffId } = siteSettings();
  if (!flagged || !liffId) return;
  try {
    logoutLine(sdk ?? (await liffSdk(liffId)));
  } catch (error) {
    console.warn('LINE logout failed', error);
  }
}
