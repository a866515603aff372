/**
 * LINE LIFF (spec §7 "a LINE LIFF flow", §3 "LINE profile", §5 "LINE login requires an e-mail").
 * Every function takes the LIFF SDK instance, so the app passes `@line/liff`'s default export and
 * tests pass one with `@line/liff-mock` installed.
 */
import { flexBody, flexTitle } from '@lightbearers/domain';
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

/** The spec's LINE profile (§3). */
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
 * LINE sign-in with the service: the ID token goes to `updateprofileline/{userId}`. Without an
 * e-mail in the ID token (or without a token) nothing is sent and 'Cannot login Line' is thrown.
 */
export async function signInWithLiff(client: Client, liff: LiffSdk): Promise<Session> {
  const profile = await getLineProfile(liff);
  if (!profile.idToken || !profile.email) {
    throw new ApiError(ERROR_MESSAGES.lineLogin, {
      kind: 'http',
      status: null,
      request: 'LIFF getDecodedIDToken',
    });
  }
  return signInWithLine(client, profile.userId, profile.idToken);
}

export interface FlexShare {
  /** Cut to 50 characters. */
  title: string;
  /** Cut to 600 characters. */
  body: string;
  /** Hero image URL (https), optional. */
  image?: string | null;
  /** Where tapping the bubble goes (the short link). */
  url: string;
  /** Button label. */
  buttonLabel?: string;
}

/** A message the SDK's `sendMessages` and `shareTargetPicker` accept. */
export type LineMessage = Parameters<Liff['sendMessages']>[0][number];

/** The spec's flex bubble message: title ≤ 50, body ≤ 600, image, a link button. */
export function flexBubble(share: FlexShare): LineMessage {
  const title = flexTitle(share.title);
  return {
    type: 'flex' as const,
    altText: title,
    contents: {
      type: 'bubble' as const,
      ...(share.image
        ? {
            hero: {
              type: 'image' as const,
              url: share.image,
              size: 'full',
              aspectRatio: '20:13',
              aspectMode: 'cover' as const,
              action: { type: 'uri' as const, label: title, uri: share.url },
            },
          }
        : {}),
      body: {
        type: 'box' as const,
        layout: 'vertical' as const,
        spacing: 'sm',
        contents: [
          { type: 'text' as const, text: title, weight: 'bold' as const, size: 'lg', wrap: true },
          { type: 'text' as const, text: flexBody(share.body), size: 'sm', wrap: true },
        ],
      },
      footer: {
        type: 'box' as const,
        layout: 'vertical' as const,
        contents: [
          {
            type: 'button' as const,
            style: 'primary' as const,
            action: { type: 'uri' as const, label: share.buttonLabel ?? 'ดูโพสต์', uri: share.url },
          },
        ],
      },
    },
  };
}

export type LineShareResult = 'sent' | 'shared' | 'cancelled' | 'unavailable';

/**
 * Shares a flex bubble: opened from a LINE group or room chat, sends it straight into that chat;
 * otherwise through the share target picker. Answers what happened.
 */
export async function shareToLine(liff: LiffSdk, share: FlexShare): Promise<LineShareResult> {
  const message = flexBubble(share);
  const context = liff.isInClient() ? liff.getContext() : null;
  if (context && (context.type === 'group' || context.type === 'room')) {
    await liff.sendMessages([message]);
    return 'sent';
  }
  if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable';
  const result = await liff.shareTargetPicker([message]);
  return result ? 'shared' : 'cancelled';
}
