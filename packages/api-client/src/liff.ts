/**
 * LINE LIFF (product §7 "a LINE LIFF flow", §3 "LINE profile", §5 "LINE login requires an e-mail").
 * Every function takes the LIFF SDK instance, so the app passes `@line/liff`'s default export and
 * tests pass one with `@line/liff-mock` installed.
 */
import type { Liff } from '@line/liff';
import { signInWithLine } from './calls/profiles';
import type { Client } from './client';
import { ApiError, ERROR_MESSAGES } from './errors';
import type { Session } from './plain';

/** The parts of the SDK this module uses (the real SDK and the mocked one both fit). */
export type LiffSdk = Pick<
  Liff,
  | 'isLoggedIn'
  | 'login'
  | 'logout'
  | 'isInClient'
  | 'getIDToken'
  | 'getDecodedIDToken'
  | 'getAccessToken'
  | 'getProfile'
  | 'getVersion'
  | 'getContext'
  | 'isApiAvailable'
  | 'shareTargetPicker'
  | 'sendMessages'
> & { init: (config: { liffId: string; mock?: boolean }) => Promise<void> };

/** The product's LINE profile (§3). */
export interface LineProfile {
  userId: string;
  displayName: string;
  accessToken: string | null;
  idToken: string | null;
  version: string;
  email: string | null;
  inClient: boolean;
}

/** `liff.init`; `mock` is for `@line/liff-mock` in tests and stories. */
export async function initLine(
  liff: LiffSdk,
  liffId: string,
  options: { mock?: boolean } = {},
): Promise<void> {
  await liff.init({ liffId, ...(options.mock ? { mock: true } : {}) });
}

/** Inside the LINE app's browser. */
export function isInLineClient(liff: LiffSdk): boolean {
  return liff.isInClient();
}

/** Starts LINE login unless already logged in (in the LINE app one always is). Answers whether it was already. */
export function loginLine(liff: LiffSdk, redirectUri?: string): boolean {
  if (liff.isLoggedIn()) return true;
  liff.login(redirectUri ? { redirectUri } : undefined);
  return false;
}

/** Ends the LINE login if active (part of the site's logout). */
export function logoutLine(liff: LiffSdk): void {
  if (liff.isLoggedIn()) liff.logout();
}

/** The LINE profile of the logged-in user, with the ID token the service verifies. */
export async function getLineProfile(liff: LiffSdk): Promise<LineProfile> {
  const profile = await liff.getProfile();
  const decoded = liff.getDecodedIDToken();
  return {
    userId: profile.userId,
    displayName: profile.displayName,
    accessToken: liff.getAccessToken(),
    idToken: liff.getIDToken(),
    version: liff.getVersion(),
    email: typeof decoded?.email === 'string' && decoded.email ? decoded.email : null,
    inClient: liff.isInClient(),
  };
}

/**
 * LINE sign-in with the service: the ID token goes to `updateprofileline/{userId}` (with the site's
 * sign-in `nonce`, which the answer gives back) and the ID token's own nonce, if any. Without an e-mail in the ID token (or without a
 * token) nothing is sent and 'Cannot login Line' is thrown.
 */
export async function signInWithLiff(client: Client, liff: LiffSdk, nonce?: string): Promise<Session> {
  const profile = await getLineProfile(liff);
  if (!profile.idToken || !profile.email) {
    throw new ApiError(ERROR_MESSAGES.lineLogin, {
      kind: 'http',
      status: null,
      request: 'LIFF getDecodedIDToken',
    });
  }
  // The ID token's own nonce, when LINE put one in it, goes beside the token.
  return signInWithLine(client, profile.userId, profile.idToken, nonce, liff.getDecodedIDToken()?.nonce);
}

// Sharing lives in its own module so sign-in code does not carry the flex bubble (ADR 027).
export { type FlexShare, flexBubble, type LineMessage, type LineShareResult, shareToLine } from './liffShare';
