/**
 * LINE as `@line/liff-mock`, for development and the end-to-end tests only: the site starts it when
 * its settings say `liffMock` — the service's `LIFF_MOCK`, which it takes only beside the
 * development sign-in on a loopback address and refuses in production (ADR 041). It lives in its
 * own lazy chunk, loaded by the LIFF loader (never by a first screen).
 *
 * The mock is one LINE account (`LIFF_MOCK_ACCOUNT`) that behaves as LINE does for the site: outside
 * the LINE app `login` is LINE's login page coming straight back to the `redirectUri`, and the login
 * is kept in this browser until `logout`; inside the LINE app (a `Line/…` user agent) the member is
 * always logged in, and the share target picker "sends". The service still verifies the mock's ID
 * token with LINE's verify endpoint — in the end-to-end test a fake LINE that knows this token.
 *
 * What the site asked of LINE (login, logout, the messages it sent) is recorded in the tab's
 * `sessionStorage` under `LIFF_MOCK_CALLS_KEY`, where a test reads it.
 */
import type { LiffSdk } from '@lightbearers/api-client';

/** The mock's LINE account: what its profile and its ID token say. */
export const LIFF_MOCK_ACCOUNT = {
  userId: 'U5e1f0c2b7a3d4e6f8091a2b3c4d5e6f7',
  displayName: 'ใจดี ไลน์',
  email: 'jaidee.line@example.org',
  /** The ID token the service sends to LINE's verify endpoint. */
  idToken: 'liff-mock.id-token.jaidee',
  /** The ID token's nonce (LINE's verify endpoint checks it). */
  nonce: 'liff-mock-nonce-jaidee',
} as const;

/** The mock's LINE login in this browser (as LIFF keeps its own tokens in storage). */
export const LIFF_MOCK_LOGIN_KEY = 'lb_liff_mock_login';

/** What the site asked of the mock, in this tab: a JSON list of `LiffMockCall`. */
export const LIFF_MOCK_CALLS_KEY = 'lb_liff_mock_calls';

export type LiffMockCall =
  | { api: 'init'; liffId: string }
  | { api: 'login'; redirectUri: string | null }
  | { api: 'logout' }
  | { api: 'shareTargetPicker'; messages: unknown[] }
  | { api: 'sendMessages'; messages: unknown[] };

type MockedLiff = LiffSdk & {
  use: (plugin: unknown) => void;
  $mock: { set: (fn: (previous: Record<string, unknown>) => Record<string, unknown>) => void };
};

function record(call: LiffMockCall): void {
  try {
    const calls = JSON.parse(sessionStorage.getItem(LIFF_MOCK_CALLS_KEY) ?? '[]') as LiffMockCall[];
    sessionStorage.setItem(LIFF_MOCK_CALLS_KEY, JSON.stringify([...calls, call]));
  } catch {}
}

function loggedInHere(): boolean {
  try {
    return localStorage.getItem(LIFF_MOCK_LOGIN_KEY) === '1';
  } catch {
    return false;
  }
}

/** `@line/liff` with `LiffMockPlugin`, initialised in mock mode as the one LINE account above. */
export async function loadMockLiff(liffId: string): Promise<LiffSdk> {
  const [{ default: liff }, { LiffMockPlugin }] = await Promise.all([
    import('@line/liff'),
    import('@line/liff-mock'),
  ]);
  const sdk = liff as unknown as MockedLiff;
  sdk.use(new LiffMockPlugin());
  await sdk.init({ liffId, mock: true });
  record({ api: 'init', liffId });
  const inClient = /\bLine\/\d/i.test(navigator.userAgent);
  const now = Math.floor(Date.now() / 1000);
  sdk.$mock.set((previous) => ({
    ...previous,
    isInClient: inClient,
    isApiAvailable: true,
    // Opened from a one-to-one chat (not a group): sharing goes through the target picker.
    getContext: inClient
      ? { type: 'utou', viewType: 'full', userId: LIFF_MOCK_ACCOUNT.userId, utouId: 'mock-utou' }
      : { type: 'external', viewType: 'full', userId: LIFF_MOCK_ACCOUNT.userId },
    getProfile: { userId: LIFF_MOCK_ACCOUNT.userId, displayName: LIFF_MOCK_ACCOUNT.displayName },
    getIDToken: LIFF_MOCK_ACCOUNT.idToken,
    getDecodedIDToken: {
      iss: 'https://access.line.me',
      sub: LIFF_MOCK_ACCOUNT.userId,
      // A LIFF id is `{channel id}-{app}`: the token is for that channel.
      aud: liffId.split('-')[0],
      exp: now + 3600,
      iat: now,
      nonce: LIFF_MOCK_ACCOUNT.nonce,
      name: LIFF_MOCK_ACCOUNT.displayName,
      email: LIFF_MOCK_ACCOUNT.email,
    },
    shareTargetPicker: { status: 'success' },
  }));

  const mockLogin = sdk.login.bind(sdk);
  const mockPicker = sdk.shareTargetPicker.bind(sdk);
  const mockSend = sdk.sendMessages.bind(sdk);
  // The mock reads a profile only after `login` on this page: a kept login counts.
  if (inClient || loggedInHere()) mockLogin();
  sdk.isLoggedIn = () => inClient || loggedInHere();
  sdk.login = (config) => {
    record({ api: 'login', redirectUri: config?.redirectUri ?? null });
    mockLogin();
    try {
      localStorage.setItem(LIFF_MOCK_LOGIN_KEY, '1');
    } catch {}
    // LINE's login page, straight back to where the site asked.
    location.assign(config?.redirectUri ?? location.href);
  };
  sdk.logout = () => {
    record({ api: 'logout' });
    try {
      localStorage.removeItem(LIFF_MOCK_LOGIN_KEY);
    } catch {}
  };
  sdk.shareTargetPicker = (messages, options) => {
    record({ api: 'shareTargetPicker', messages });
    return mockPicker(messages, options);
  };
  sdk.sendMessages = (messages) => {
    record({ api: 'sendMessages', messages });
    return mockSend(messages);
  };
  return sdk;
}
