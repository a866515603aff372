/**
 * LINE sign-in through LIFF (`@line/liff`, loaded only when used — it is not in the first screen).
 * The LIFF id comes from the site's settings (the service's `LIFF_ID`); without it the LINE button
 * explains it is not configured.
 */

import type { Session } from '@lightbearers/api-client';
import {
  type Client,
  initLine,
  type LiffSdk,
  loginLine,
  logoutLine,
  signInWithLiff,
} from '@lightbearers/api-client';
import { siteSettings } from '../settings';
import { startSignIn, takeSignInNonce } from './handoff';

/** Set while the session came from LINE, so logout also ends the LIFF login. */
export const LINE_LOGIN_KEY = 'lb_line_login';

/** Where LINE login returns to: the page that completes the sign-in. */
export const LINE_CALLBACK_PATH = '/login/line';

async function loadLiff(liffId: string): Promise<LiffSdk> {
  const { default: liff } = await import('@line/liff');
  await initLine(liff as unknown as LiffSdk, liffId);
  return liff as unknown as LiffSdk;
}

export type LineStart = { kind: 'redirecting' } | { kind: 'session'; session: Session };

/**
 * Starts or completes LINE sign-in: not yet logged in to LINE → LINE's login page (back to
 * `/login/line`); logged in → the ID token goes to the service (an e-mail is required, else
 * 'Cannot login Line' is thrown).
 */
export async function lineSignIn(client: Client, liffId: string, sdk?: LiffSdk): Promise<LineStart> {
  const liff = sdk ?? (await loadLiff(liffId));
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
  let flagged = false;
  try {
    flagged = localStorage.getItem(LINE_LOGIN_KEY) === '1';
    localStorage.removeItem(LINE_LOGIN_KEY);
  } catch {}
  const { liffId } = siteSettings();
  if (!flagged || !liffId) return;
  try {
    logoutLine(sdk ?? (await loadLiff(liffId)));
  } catch (error) {
    console.warn('LINE logout failed', error);
  }
}
