/**
 * LINE from the LIFF id of the site's settings (the service's `LIFF_ID`, read at run time), with
 * `@line/liff-mock` in place of LINE: the login dialog's LINE button (absent without a LIFF id),
 * LINE sign-in through `/login/line`, logout ending the LIFF login, and 'send to LINE' — the flex
 * bubble through the share target picker inside LINE — from a post's and a profile's share dialog.
 */
import type { LiffSdk } from '@lightbearers/api-client';
import { flexTitle } from '@lightbearers/domain';
import liff from '@line/liff';
import { LiffMockPlugin } from '@line/liff-mock';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginDialogOpenAtom } from '../app/loginDialog';
import { SESSION } from '../test/fixtures';
import { ORIGIN, settingsHandler, setupSiteApi } from '../test/mockApi';
import { renderRoute } from '../test/renderRoute';
import { useLiffLoader } from './liff';
import { LINE_LOGIN_KEY } from './line';
import { logout } from './signIn';
import { clearStoredLogin } from './storage';
import { appStore, currentSession, sessionAtom, startSession } from './store';

const { mock, requests, server } = setupSiteApi();

type Mocked = LiffSdk & {
  use: (plugin: unknown) => void;
  $mock: { set: (fn: (p: Record<string, unknown>) => Record<string, unknown>) => void; clear: () => void };
};
const sdk = liff as unknown as Mocked;
const LIFF_ID = '2000000000-AbCdEfGh';
const LINE_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/14.3.0';
const browserUa = navigator.userAgent;
/** The LIFF ids the site initialised LIFF with. */
const initialised: string[] = [];

beforeAll(async () => {
  sdk.use(new LiffMockPlugin());
  // LIFF is initialised once (spies on the SDK then stay in place), as a page does.
  await sdk.init({ liffId: LIFF_ID, mock: true });
  // The mock's profile reads need a LINE login first (as after LINE's login page).
  sdk.login();
});
/** The site asks for LIFF with the settings' LIFF id (recorded); it is initialised already. */
const loadMockedLiff = async (liffId: string) => {
  initialised.push(liffId);
  return sdk;
};
afterAll(() => useLiffLoader(null));

beforeEach(() => {
  sdk.$mock.clear();
  initialised.length = 0;
  // Each test is a fresh page: LIFF not yet asked for.
  useLiffLoader(loadMockedLiff);
  server.use(settingsHandler({ liffId: LIFF_ID, devSignIn: true }));
});

afterEach(() => {
  // The page goes first: a screen still mounted would act on the login being cleared (the LINE
  // sign-in screen signs in again when nobody is).
  cleanup();
  appStore.set(sessionAtom, null);
  appStore.set(loginDialogOpenAtom, false);
  clearStoredLogin();
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'userAgent', { value: browserUa, configurable: true });
  mock.resetData();
  vi.restoreAllMocks();
});

/** LINE's side: logged in (as in the LINE app), member `uid`'s account with an e-mail. */
function lineAccount(uid: number, options: { inClient?: boolean; loggedIn?: boolean } = {}) {
  sdk.$mock.set((p) => ({
    ...p,
    isInClient: options.inClient ?? true,
    isLoggedIn: options.loggedIn ?? true,
    getContext: { type: 'utou', viewType: 'full', userId: `U${uid}` },
    getProfile: { userId: `U${uid}`, displayName: 'สมชาย' },
    getIDToken: `line-token-${uid}`,
    getDecodedIDToken: {
      iss: 'https://access.line.me',
      sub: `U${uid}`,
      aud: '2000000000',
      exp: 0,
      iat: 0,
      email: `member${uid}@example.org`,
    },
  }));
}

function insideLine() {
  Object.defineProperty(navigator, 'userAgent', { value: LINE_UA, configurable: true });
}

async function openLoginDialog() {
  const user = userEvent.setup();
  renderRoute('/');
  await user.click((await screen.findAllByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }))[0]!);
  return { user, dialog: await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' }) };
}

describe('LINE from the LIFF id of the site’s settings', () => {
  it('without a LIFF id the login dialog has no LINE button — not a broken one', async () => {
    server.use(settingsHandler({ liffId: null }));
    const { dialog } = await openLoginDialog();
    expect(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeNull();
  });

  it('with one, the LINE button signs in through /login/line: the ID token to the service, the session kept', async () => {
    lineAccount(12);
    const { user, dialog } = await openLoginDialog();
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    await waitFor(() => expect(currentSession()?.userID).toBe(12));
    // LIFF started with the id the service gave at run time.
    expect(initialised).toEqual([LIFF_ID]);
    expect(requests()).toContain('POST /api/updateprofileline/U12');
    expect(localStorage.getItem(LINE_LOGIN_KEY)).toBe('1');
  });

  it('not yet logged in to LINE (outside the LINE app): LINE login, back to /login/line', async () => {
    lineAccount(12, { inClient: false, loggedIn: false });
    const login = vi.spyOn(sdk, 'login').mockImplementation(() => undefined);
    renderRoute('/login/line');
    await waitFor(() => expect(login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/login/line` }));
    expect(currentSession()).toBeNull();
    expect(requests()).not.toContain('POST /api/updateprofileline/U12');
  });

  it('one sign-in per visit, though the member’s chrome mounts the page again', async () => {
    lineAccount(12);
    const router = renderRoute('/login/line');
    await waitFor(() => expect(router.state.location.pathname).toBe('/all/other'));
    await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    expect(requests().filter((r) => r === 'POST /api/updateprofileline/U12')).toHaveLength(1);
    expect(requests().filter((r) => r === 'GET /api/sharer/me')).toHaveLength(1);
  });

  it('logout ends the LIFF login of a LINE sign-in', async () => {
    lineAccount(12);
    const router = renderRoute('/login/line');
    await waitFor(() => expect(currentSession()?.userID).toBe(12));
    // The member has arrived on their page (the LINE sign-in screen is left) and logs out there.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login/line'));
    const liffLogout = vi.spyOn(sdk, 'logout');
    await logout();
    expect(liffLogout).toHaveBeenCalledTimes(1);
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem(LINE_LOGIN_KEY)).toBeNull();
  });

  it('logout after another sign-in leaves LINE alone', async () => {
    lineAccount(12);
    startSession(SESSION);
    const liffLogout = vi.spyOn(sdk, 'logout');
    await logout();
    expect(liffLogout).not.toHaveBeenCalled();
    expect(initialised).toEqual([]);
  });
});

type FlexMessage = {
  type: string;
  altText: string;
  contents: { footer: { contents: Array<{ action: { uri: string } }> } };
};

describe('send to LINE inside the LINE app', () => {
  const picker = () => {
    sdk.$mock.set((p) => ({ ...p, isApiAvailable: true }));
    return vi.spyOn(sdk, 'shareTargetPicker').mockResolvedValue({ status: 'success' });
  };

  it("a profile's share dialog sends the flex bubble through the share target picker", async () => {
    lineAccount(7);
    insideLine();
    const shareTargetPicker = picker();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    startSession(SESSION);
    const user = userEvent.setup();
    const profile = mock.db.profiles.find((p) => p.id === 9)!.attributes;
    renderRoute(`/u${profile.uid}/other`);
    await screen.findByRole('heading', { level: 1, name: profile.name }, { timeout: 10_000 });
    await user.click(screen.getAllByRole('button', { name: 'แชร์' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'แชร์ไปได้บุญ' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    await waitFor(() => expect(shareTargetPicker).toHaveBeenCalledTimes(1));
    const [messages] = shareTargetPicker.mock.calls[0] as unknown as [FlexMessage[]];
    expect(messages[0]?.type).toBe('flex');
    expect(messages[0]?.altText).toBe(profile.name);
    expect(messages[0]?.contents.footer.contents[0]?.action.uri).toMatch(
      new RegExp(`^${ORIGIN}/(@|u)[^/]+/(share|other)$`),
    );
    expect(initialised).toEqual([LIFF_ID]);
    expect(open).not.toHaveBeenCalled();
  });

  it("a post's share dialog sends the post as the flex bubble, with the member's short link", async () => {
    lineAccount(7);
    insideLine();
    const shareTargetPicker = picker();
    startSession(SESSION);
    const user = userEvent.setup();
    const post = mock.db.posts.find((p) => p.attributes.type === 'postText')!;
    renderRoute(`/p/${post.id}`);
    const view = await screen.findByTestId('post-view', {}, { timeout: 10_000 });
    await user.click(within(view).getAllByRole('button', { name: /แชร์/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'แชร์ไปได้บุญ' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    await waitFor(() => expect(shareTargetPicker).toHaveBeenCalledTimes(1));
    const [messages] = shareTargetPicker.mock.calls[0] as unknown as [FlexMessage[]];
    expect(messages[0]?.altText).toBe(flexTitle(post.attributes.des ?? ''));
    expect(messages[0]?.contents.footer.contents[0]?.action.uri).toBe(
      `${ORIGIN}/s/${post.attributes.key}/${SESSION.userID}`,
    );
  });

  it('outside LINE the same button opens LINE’s share link, and LIFF is not loaded', async () => {
    lineAccount(7, { inClient: false });
    const shareTargetPicker = picker();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    startSession(SESSION);
    const user = userEvent.setup();
    const profile = mock.db.profiles.find((p) => p.id === 9)!.attributes;
    renderRoute(`/u${profile.uid}/other`);
    await screen.findByRole('heading', { level: 1, name: profile.name }, { timeout: 10_000 });
    await user.click(screen.getAllByRole('button', { name: 'แชร์' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'แชร์ไปได้บุญ' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/line\.me\/R\/share\?text=/);
    expect(shareTargetPicker).not.toHaveBeenCalled();
    expect(initialised).toEqual([]);
  });
});
