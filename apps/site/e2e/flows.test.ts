/**
 * The site's flows in Chromium against the real service (PGlite, Thai demo data, development
 * sign-in): landing and login modal, cookie notice, every sign-in path and its redirect, the
 * login-state redirects, logout, night mode before first paint, hostile notification HTML, the
 * phone bottom bar. Demo members 14–40 have a sharer registration in the seed; member 2 has none.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import * as copy from '../src/copy';
import { SIGN_IN_NONCE_KEY } from '../src/session/handoff';
import {
  desktopContext,
  devSignIn,
  launchChromium,
  type PageProblems,
  phoneContext,
  signInAs,
  watchProblems,
} from './browser';

const url = inject('siteUrl');
const SHARER = 14; // has a sharer registration → /all/other
const NEWCOMER = 2; // none → /sharer

let browser: Browser;
let context: BrowserContext;
let problems: PageProblems;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function open(kind: 'phone' | 'desktop' = 'phone'): Promise<Page> {
  context = await (kind === 'phone' ? phoneContext(browser) : desktopContext(browser));
  problems = await watchProblems(context);
  return context.newPage();
}

const path = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}${u.hash}`;
};

async function waitForPath(page: Page, expected: string | RegExp) {
  await expect
    .poll(() => path(page), { timeout: 15_000 })
    .toSatisfy((p: string) => (typeof expected === 'string' ? p === expected : expected.test(p)));
}

async function stored(page: Page) {
  const local = await page.evaluate(() => localStorage.getItem('072today'));
  const cookie = (await context.cookies(url)).find((c) => c.name === '072today');
  return { local, cookie };
}

/** Signs in as a browser completes a sign-in (the landing `/#jwt=…&nonce=…` with the nonce this tab kept). */
async function signIn(page: Page, uid: number) {
  const jwt = await signInAs(page, url, uid);
  await waitForPath(page, uid === NEWCOMER ? '/sharer' : '/all/other');
  return jwt;
}

/**
 * The part of a sign-in the browser did before the service's answer: this tab keeps a one-time
 * nonce (as the login dialog does before it leaves for Google or TikTok). Answers it.
 */
async function startSignInHere(page: Page): Promise<string> {
  // A page of the site (another path than the landing's, so the landing is a whole new load).
  await page.goto(`${url}/privacy`);
  const nonce = `e2e-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    SIGN_IN_NONCE_KEY,
    nonce,
  ] as const);
  return nonce;
}

/** Who the browser is signed in as, read from its stored login (null when nobody). */
const storedUid = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('072today') ?? 'null') as { userID: number } | null)?.userID ?? null,
  );

describe('visitor', () => {
  it('lands, opens the login modal, and unticking the privacy box disables Google', async () => {
    const page = await open('phone');
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: /แสงสว่าง/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    await dialog.waitFor();
    const google = dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' });
    expect(await google.isEnabled()).toBe(true);
    await dialog.getByRole('checkbox').uncheck();
    expect(await google.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    expect(await google.isEnabled()).toBe(true);
    // The development sign-in is offered because the service answers GET /api/connect/dev.
    expect(await dialog.getByTestId('dev-sign-in-link').isVisible()).toBe(true);
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
  });

  it('the cookie notice stays accepted across a reload, and /privacy closes it', async () => {
    const page = await open('phone');
    await page.goto(`${url}/`);
    const notice = page.getByRole('region', { name: 'การใช้คุกกี้' });
    await notice.waitFor();
    await page.goto(`${url}/privacy`);
    await page.getByRole('heading', { name: 'นโยบายความเป็นส่วนตัว', level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);
    await page.goto(`${url}/`);
    await notice.waitFor();
    await notice.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('accept-all'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('signed out, /p/{id} goes to /post/{id} (query kept); /u{id} to /user{id}', async () => {
    const page = await open('desktop');
    await page.goto(`${url}/p/5?facebook=1`);
    await waitForPath(page, '/post/5?facebook=1');
    // The no-login address, by handle when the member has one (the profile's own address).
    await page.goto(`${url}/u7/share`);
    await waitForPath(page, /^\/(user7|u@[^/]+)\/share$/);
    await page.goto(`${url}/me`);
    await waitForPath(page, '/');
  });
});

describe('sign-in', () => {
  it('development sign-in: a member with a sharer registration lands on /all/other', async () => {
    const page = await open('phone');
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }).first().click();
    await page.getByTestId('dev-sign-in-link').click();
    await waitForPath(page, '/login/dev');
    await page.locator(`button[data-uid="${SHARER}"]`).click();
    await waitForPath(page, '/all/other');
    const { local, cookie } = await stored(page);
    expect(JSON.parse(local ?? '{}').userID).toBe(SHARER);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).userID).toBe(SHARER);
    // 30 days, give or take the test's own run time.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29.9 * 24 * 3600);
  });

  it('development sign-in: a member without one lands on /sharer', async () => {
    const page = await open('desktop');
    await page.goto(`${url}/login/dev`);
    await page.locator(`button[data-uid="${NEWCOMER}"]`).click();
    await waitForPath(page, '/sharer');
  });

  it('?jwt= on any route, with the nonce this tab kept: both leave the address, the member goes by registration', async () => {
    const page = await open('desktop');
    const { jwt } = await devSignIn(url, SHARER);
    const nonce = await startSignInHere(page);
    const seen: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
    await page.goto(`${url}/topshare?jwt=${encodeURIComponent(jwt)}&nonce=${nonce}`);
    await waitForPath(page, '/all/other');
    expect(await page.evaluate(() => location.href)).not.toContain(jwt);
    // After the landing with the token, no address the tab goes to carries it or the nonce.
    const after = seen.slice(seen.findIndex((u) => u.includes(jwt)) + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((u) => u.includes(jwt) || u.includes(nonce))).toBe(false);
    expect(JSON.parse((await stored(page)).local ?? '{}').userJWT).toBe(jwt);
    // The nonce is used up.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SIGN_IN_NONCE_KEY)).toBeNull();
  });

  it('#jwt=…&nonce=… (the OAuth landing) signs a newcomer in and sends them to /sharer', async () => {
    const page = await open('phone');
    const { jwt } = await devSignIn(url, NEWCOMER);
    const nonce = await startSignInHere(page);
    await page.goto(`${url}/me#jwt=${encodeURIComponent(jwt)}&nonce=${nonce}`);
    await waitForPath(page, '/sharer');
    expect(page.url()).not.toContain(jwt);
    expect(await storedUid(page)).toBe(NEWCOMER);
    expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
  });

  it('development sign-in: the page keeps a nonce and the service gives it back', async () => {
    const page = await open('desktop');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/dev'));
    await page.goto(`${url}/login/dev`);
    await page.locator(`button[data-uid="${SHARER}"]`).click();
    await waitForPath(page, '/all/other');
    expect(await (await answer).json()).toMatchObject({
      user: { id: SHARER },
      nonce: expect.stringMatching(/^[\w-]{22}$/),
    });
    // Used up once the token was taken.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SIGN_IN_NONCE_KEY)).toBeNull();
  });
});

describe('no session swap by link (login CSRF)', () => {
  it("a signed-in member who opens a link with another member's token stays themselves", async () => {
    const page = await open('desktop');
    await signIn(page, SHARER);
    const { jwt: other } = await devSignIn(url, NEWCOMER);
    for (const link of [
      `/coin?jwt=${encodeURIComponent(other)}`,
      `/coin#jwt=${encodeURIComponent(other)}`,
      `/coin#jwt=${encodeURIComponent(other)}&nonce=guessed-nonce-0123456789`,
    ]) {
      // From another page: each link is a whole new load, as a tapped link is.
      await page.goto(`${url}/privacy`);
      await page.goto(`${url}${link}`);
      await page.getByTestId('site-header').waitFor({ timeout: 15_000 });
      // Whatever the site did with the token, it has done it within a few seconds.
      await page.waitForTimeout(1_500);
      expect(page.url(), link).not.toContain(other);
      expect(await storedUid(page), link).toBe(SHARER);
      expect(await page.getByRole('alertdialog').count(), link).toBe(0);
    }
  });

  it('a visitor who opens such a link is not signed in', async () => {
    const page = await open('phone');
    const { jwt: other } = await devSignIn(url, SHARER);
    await page.goto(`${url}/coin?jwt=${encodeURIComponent(other)}`);
    await page.getByTestId('site-header').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    expect(page.url()).not.toContain(other);
    expect(await storedUid(page)).toBeNull();
  });

  it('a sign-in this tab started asks before it replaces another member', async () => {
    const page = await open('desktop');
    // A slow phone (the processor 6× slower): the member answers while parts of the page still
    // hydrate, and the new member's chrome must not make them differ from the served HTML.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await signIn(page, SHARER);
    const { jwt: newcomer } = await devSignIn(url, NEWCOMER);
    const question = page.getByRole('alertdialog', { name: copy.session.switchTitle });

    await page.goto(`${url}/me#jwt=${encodeURIComponent(newcomer)}&nonce=${await startSignInHere(page)}`);
    await question.waitFor({ timeout: 30_000 });
    await question.getByRole('button', { name: copy.session.switchKeep }).click();
    await question.waitFor({ state: 'detached' });
    expect(await storedUid(page)).toBe(SHARER);

    await page.goto(`${url}/me#jwt=${encodeURIComponent(newcomer)}&nonce=${await startSignInHere(page)}`);
    await question.waitFor({ timeout: 30_000 });
    await question.getByRole('button', { name: copy.session.switchConfirm }).click();
    await waitForPath(page, '/sharer');
    expect(await storedUid(page)).toBe(NEWCOMER);
    expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
  }, 120_000);
});

describe('signed in', () => {
  it('/post/{id} goes to /p/{id}; /p/abc goes to /404', async () => {
    const page = await open('desktop');
    await signIn(page, SHARER);
    await page.goto(`${url}/post/5`);
    await waitForPath(page, '/p/5');
    await page.goto(`${url}/p/abc`);
    await waitForPath(page, '/404');
    await page.getByTestId('not-found').waitFor();
  });

  it('phone width shows the bottom bar (and desktop does not)', async () => {
    const page = await open('phone');
    await signIn(page, SHARER);
    const bar = page.getByRole('navigation', { name: 'แถบนำทาง' });
    await bar.waitFor();
    expect(await bar.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => bar.isVisible()).toBe(false);
  });

  it('logout clears local storage and the cookie and goes to /', async () => {
    const page = await open('desktop');
    await signIn(page, SHARER);
    expect((await stored(page)).cookie).toBeDefined();
    await page.getByRole('button', { name: /เมนูบัญชีของ/ }).click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await waitForPath(page, '/');
    const { local, cookie } = await stored(page);
    expect(local).toBeNull();
    expect(cookie).toBeUndefined();
    await page.reload();
    await page.goto(`${url}/me`);
    await waitForPath(page, '/');
  });

  it('night mode persists across a reload and is applied before any bundle script runs', async () => {
    const page = await open('desktop');
    await signIn(page, SHARER);
    await page.getByRole('switch', { name: 'โหมดกลางคืน' }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
    expect(await page.evaluate(() => localStorage.getItem('nightMode'))).toBe('true');
    // Hold every script of the bundle: what the page shows now is what the first paint shows.
    await page.route('**/assets/*.js', () => {});
    // (A held module script also holds DOMContentLoaded: wait for the parsed document instead.)
    await page.goto(`${url}/all/other`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
    // The page the service rendered is there before any script, already in night mode.
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBeGreaterThan(0);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByTestId('site-header').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('night');
  });

  it('a notification with <img onerror> and a javascript: link renders inert', async () => {
    const page = await open('desktop');
    const hostile = {
      data: [
        {
          id: 991,
          attributes: {
            msg: '<img src=x onerror="window.__pwned=1">มีผู้กด <b>สาธุ</b> <a href="javascript:window.__pwned=2">ดูโพสต์</a><script>window.__pwned=3</script>',
            read: false,
            createdAt: new Date().toISOString(),
          },
        },
      ],
      meta: { unread: 1 },
    };
    // The service has no write path for notifications (the seed fills them): the answer of
    // GET /api/getnoti is replaced with the hostile message, in the service's own wire format.
    await page.route('**/api/getnoti', (route) => route.fulfill({ json: hostile }));
    await signIn(page, SHARER);
    await page
      .getByRole('button', { name: /การแจ้งเตือน/ })
      .first()
      .click();
    const item = page.getByText('มีผู้กด');
    await item.waitFor();
    const bell = page.locator('[data-component="NotificationBell"]').last();
    const html = await bell.evaluate((el) => el.innerHTML);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<script/i);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
