// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "fetch": { "disableSameOriginPolicy": true } } }
// The LIFF SDK needs a browser-like `window`; @line/liff-mock replaces its LINE-side calls.
// msw 3 intercepts below happy-dom's fetch, so happy-dom's own CORS checks (a preflight to the
// mock service) would run; they are not what this file tests, so they are off.
import liff from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flexBubble,
  getLineProfile,
  initLine,
  isInLineClient,
  type LiffSdk,
  loginLine,
  logoutLine,
  shareToLine,
  signInWithLiff,
} from './liff';
import { setupMockApi } from './test/mock-server';

const ctx = setupMockApi();
type Mocked = LiffSdk & {
  $mock: { set: (fn: (p: Record<string, unknown>) => Record<string, unknown>) => void; clear: () => void };
};
const sdk = liff as unknown as Mocked;
const idToken = (email?: string) => ({
  iss: 'https://access.line.me',
  sub: 'U111',
  aud: '1',
  exp: 0,
  iat: 0,
  name: 'สมชาย',
  ...(email ? { email } : {}),
});

beforeAll(async () => {
  liff.use(new LiffMockPlugin());
  await initLine(sdk, 'liff-test-id', { mock: true });
});

beforeEach(() => {
  sdk.$mock.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LIFF module (with @line/liff-mock)', () => {
  it('init, in-client detection, login state', () => {
    expect(isInLineClient(sdk)).toBe(false);
    sdk.$mock.set((p) => ({ ...p, isInClient: true, isLoggedIn: true }));
    expect(isInLineClient(sdk)).toBe(true);
    // in the LINE app one is always logged in: no login round-trip
    expect(loginLine(sdk)).toBe(true);
  });

  it('loginLine starts a login when logged out; logoutLine only when logged in', () => {
    const login = vi.spyOn(sdk, 'login');
    const logout = vi.spyOn(sdk, 'logout');
    const loggedIn = vi.spyOn(sdk, 'isLoggedIn').mockReturnValue(false);
    expect(loginLine(sdk, 'https://site.test/all/other')).toBe(false);
    expect(login).toHaveBeenCalledWith({ redirectUri: 'https://site.test/all/other' });
    logoutLine(sdk);
    expect(logout).not.toHaveBeenCalled();
    loggedIn.mockReturnValue(true);
    logoutLine(sdk);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('getLineProfile: the product’s LINE profile with the ID token and e-mail', async () => {
    sdk.$mock.set((p) => ({
      ...p,
      getProfile: { userId: 'U111', displayName: 'สมชาย' },
      getIDToken: 'id-token-3',
      getAccessToken: 'access-1',
      getDecodedIDToken: idToken('somchai@example.org'),
    }));
    expect(await getLineProfile(sdk)).toEqual({
      userId: 'U111',
      displayName: 'สมชาย',
      accessToken: 'access-1',
      idToken: 'id-token-3',
      version: sdk.getVersion(),
      email: 'somchai@example.org',
      inClient: false,
    });
  });

  it('signInWithLiff posts the ID token to updateprofileline/{userId} and answers the session', async () => {
    sdk.$mock.set((p) => ({
      ...p,
      getProfile: { userId: 'U111', displayName: 'สมชาย' },
      getIDToken: 'line-token-3',
      getDecodedIDToken: idToken('somchai@example.org'),
    }));
    const session = await signInWithLiff(ctx.client, sdk);
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/updateprofileline/U111',
      json: { data: { idToken: 'line-token-3' } },
    });
    expect(session).toMatchObject({ userID: 3, userJWT: 'mock-jwt-3' });
  });

  it('the ID token’s own nonce goes beside the token (LINE and the service check it)', async () => {
    sdk.$mock.set((p) => ({
      ...p,
      getProfile: { userId: 'U111', displayName: 'สมชาย' },
      getIDToken: 'line-token-3',
      getDecodedIDToken: { ...idToken('somchai@example.org'), nonce: 'token-nonce-1' },
    }));
    await signInWithLiff(ctx.client, sdk, 'site-nonce-0123456789');
    expect((await ctx.last())?.json).toEqual({
      data: { idToken: 'line-token-3', nonce: 'token-nonce-1' },
      nonce: 'site-nonce-0123456789',
    });
  });

  it("without an e-mail in the ID token nothing is sent: 'Cannot login Line'", async () => {
    sdk.$mock.set((p) => ({ ...p, getIDToken: 'line-token-3', getDecodedIDToken: idToken() }));
    await expect(signInWithLiff(ctx.client, sdk)).rejects.toMatchObject({ message: 'Cannot login Line' });
    expect(await ctx.requests()).toHaveLength(0);
  });

  it('flexBubble: title ≤ 50 and body ≤ 600 characters (graphemes), image hero, link button', () => {
    const title = 'ธรรมะ'.repeat(20);
    const body = 'สาธุ '.repeat(200);
    const message = flexBubble({
      title,
      body,
      image: 'https://img.test/a.jpg',
      url: 'https://s.test/k1/5',
    }) as {
      altText: string;
      contents: {
        hero?: { url: string };
        body: { contents: Array<{ text: string }> };
        footer: { contents: Array<{ action: { uri: string; label: string } }> };
      };
    };
    const seg = new Intl.Segmenter('th', { granularity: 'grapheme' });
    const count = (s: string) => [...seg.segment(s)].length;
    const [titleText, bodyText] = message.contents.body.contents.map((c) => c.text);
    expect(count(titleText as string)).toBeLessThanOrEqual(53);
    expect(titleText?.startsWith('ธรรมะ')).toBe(true);
    expect(count(bodyText as string)).toBeLessThanOrEqual(603);
    expect(count(bodyText as string)).toBeGreaterThan(500);
    expect(message.altText).toBe(titleText);
    expect(message.contents.hero?.url).toBe('https://img.test/a.jpg');
    expect(message.contents.footer.contents[0]?.action).toEqual({
      type: 'uri',
      label: 'ดูโพสต์',
      uri: 'https://s.test/k1/5',
    });
    expect(flexBubble({ title: 't', body: 'b', url: 'https://s.test/x' })).not.toHaveProperty(
      'contents.hero',
    );
  });

  it('shareToLine: share target picker outside a group chat', async () => {
    sdk.$mock.set((p) => ({ ...p, isApiAvailable: true, shareTargetPicker: { status: 'success' } }));
    const picker = vi.spyOn(sdk, 'shareTargetPicker');
    const send = vi.spyOn(sdk, 'sendMessages');
    expect(await shareToLine(sdk, { title: 'หัวข้อ', body: 'เนื้อหา', url: 'https://s.test/k/1' })).toBe(
      'shared',
    );
    expect(picker).toHaveBeenCalledTimes(1);
    expect(picker.mock.calls[0]?.[0]?.[0]).toMatchObject({ type: 'flex', altText: 'หัวข้อ' });
    expect(send).not.toHaveBeenCalled();
  });

  it('shareToLine: straight into the chat when opened from a LINE group', async () => {
    sdk.$mock.set((p) => ({
      ...p,
      isInClient: true,
      getContext: { type: 'group', groupId: 'G1', viewType: 'full' },
    }));
    const picker = vi.spyOn(sdk, 'shareTargetPicker');
    const send = vi.spyOn(sdk, 'sendMessages');
    expect(await shareToLine(sdk, { title: 'หัวข้อ', body: 'เนื้อหา', url: 'https://s.test/k/1' })).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
    expect(picker).not.toHaveBeenCalled();
  });

  it('shareToLine: cancelled picker, and no picker available', async () => {
    sdk.$mock.set((p) => ({ ...p, isApiAvailable: true }));
    vi.spyOn(sdk, 'shareTargetPicker').mockResolvedValue(undefined as never);
    expect(await shareToLine(sdk, { title: 'a', body: 'b', url: 'https://s.test/k/1' })).toBe('cancelled');
    vi.spyOn(sdk, 'isApiAvailable').mockReturnValue(false);
    expect(await shareToLine(sdk, { title: 'a', body: 'b', url: 'https://s.test/k/1' })).toBe('unavailable');
  });
});
