/**
 * LINE in Chromium against the real service, with the LIFF id given at run time (`LIFF_ID`) and LINE
 * played by `@line/liff-mock` (`LIFF_MOCK`, development only, ADR 041):
 * - the login dialog's LINE button signs a new member in as the mock's LINE account: LINE's login
 *   page comes back to `/login/line`, the ID token goes to the service, which verifies it with LINE's
 *   verify endpoint — here a fake LINE on this machine, reached through the service's injectable
 *   LINE network, with every check of the answer — and logout also ends the LIFF login;
 * - inside the LINE app, 'send to LINE' from a post's share dialog and from a profile's share dialog
 *   hands the share target picker the flex bubble (what the mock was given is read back);
 * - with no LIFF id, the login dialog has no LINE button and `/login/line` says LINE is not set up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { flexBubble } from '@lightbearers/api-client';
import { lineMessageText } from '@lightbearers/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIFF_MOCK_ACCOUNT,
  LIFF_MOCK_CALLS_KEY,
  LIFF_MOCK_LOGIN_KEY,
  type LiffMockCall,
} from '../src/session/liffMock';
import { LINE_LOGIN_KEY } from '../src/session/line';
import { demoMembers, devSignIn, launchChromium, phoneContext, signInAs, watchProblems } from './browser';
import { siteRoot } from './paths';
import { type RunningService, startService } from './service';

const CHANNEL = '2000000042';
const LIFF_ID = `${CHANNEL}-LbMockAp`;
const CREATOR = 6;
const MEMBER = 16;
/** LINE's in-app browser: its user agent says `Line/{version}`. */
const LINE_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0';

/** The demo seed's members without a picture: their `/uploads/none-N.jpg` is missing (a 404). */
const DEMO_PICTURES = /404.*\/uploads\/none-\d+\.jpg/;

/** What the fake LINE was asked: the verify endpoint's form, per request. */
const verified: Array<Record<string, string>> = [];

/**
 * LINE's `POST /oauth2/v2.1/verify` as it answers: for the mock's ID token, issued to this channel,
 * the token's claims; any other token, channel or nonce is refused (400), as LINE does.
 */
function fakeLine(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      verified.push(form);
      const known =
        req.method === 'POST' &&
        req.url === '/oauth2/v2.1/verify' &&
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.id_token === LIFF_MOCK_ACCOUNT.idToken &&
        form.client_id === CHANNEL &&
        form.nonce === LIFF_MOCK_ACCOUNT.nonce;
      const now = Math.floor(Date.now() / 1000);
      res.writeHead(known ? 200 : 400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          known
            ? {
                iss: 'https://access.line.me',
                sub: LIFF_MOCK_ACCOUNT.userId,
                aud: CHANNEL,
                exp: now + 3600,
                iat: now,
                nonce: LIFF_MOCK_ACCOUNT.nonce,
                amr: ['pwd'],
                name: LIFF_MOCK_ACCOUNT.displayName,
                email: LIFF_MOCK_ACCOUNT.email,
              }
            : { error: 'invalid_request', error_description: 'Invalid IdToken.' },
        ),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let line: Server;
let service: RunningService;
let unconfigured: RunningService;
let url: string;
let browser: Browser;

beforeAll(async () => {
  line = await fakeLine();
  const { port } = line.address() as AddressInfo;
  [service, unconfigured] = await Promise.all([
    startService(
      {
        LIFF_ID,
        LIFF_MOCK: 'true',
        LINE_CHANNEL_ID: CHANNEL,
        FAKE_LINE_ORIGIN: `http://127.0.0.1:${port}`,
      },
      { entry: path.join(siteRoot, 'e2e/fake-line-service.mjs') },
    ),
    // No LIFF id: no LINE anywhere.
    startService(),
  ]);
  url = service.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([service?.close(), unconfigured?.close()]);
  await new Promise((resolve) => line?.close(resolve));
});

/** A phone (inside the LINE app with `inLine`) with cookies accepted; no internet (answered empty). */
async function phone(origin: string, inLine = false): Promise<BrowserContext> {
  const context = await phoneContext(browser, inLine ? { userAgent: LINE_APP_UA } : {});
  await context.addInitScript(() => {
    if (location.origin !== 'null') localStorage.setItem('accept-all', 'true');
  });
  await context.route(
    (address) => address.origin !== origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  return context;
}

/** The parts of a flex bubble the tests read. */
type SentBubble = {
  type: string;
  altText: string;
  contents: {
    body: { contents: Array<{ text: string }> };
    footer: { contents: Array<{ action: { uri: string } }> };
  };
};

/** What the site asked of the mocked LINE in this tab. */
const liffCalls = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as LiffMockCall[],
    LIFF_MOCK_CALLS_KEY,
  );

const running = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'running', undefined, {
    timeout: 15_000,
  });

async function openLoginDialog(page: Page, origin: string) {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await running(page);
  await page.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
  await dialog.waitFor();
  return dialog;
}

describe('LINE with a LIFF id (LINE played by @line/liff-mock)', () => {
  it('the login dialog’s LINE button signs a new member in as the LINE account; logout ends the LIFF login', async () => {
    const newest = Math.max(...(await demoMembers(url)).map((m) => m.uid));
    const context = await phone(url);
    const problems = await watchProblems(context);
    const page = await context.newPage();
    const dialog = await openLoginDialog(page, url);
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();

    // LINE's login page came back to /login/line, and the site went on as after every sign-in.
    await page.waitForFunction(
      () =>
        JSON.parse(localStorage.getItem('072today') ?? '{}').userID && location.pathname !== '/login/line',
      undefined,
      { timeout: 20_000 },
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('072today') ?? '{}'));
    expect(stored.userID).toBeGreaterThan(newest);
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_LOGIN_KEY)).toBe('1');
    const calls = await liffCalls(page);
    expect(calls.filter((c) => c.api === 'init')).toContainEqual({ api: 'init', liffId: LIFF_ID });
    expect(calls.filter((c) => c.api === 'login')).toEqual([
      { api: 'login', redirectUri: `${url}/login/line` },
    ]);
    // The service asked LINE once, with the token, this channel and the token's nonce.
    expect(verified).toEqual([
      { id_token: LIFF_MOCK_ACCOUNT.idToken, client_id: CHANNEL, nonce: LIFF_MOCK_ACCOUNT.nonce },
    ]);

    // A new member row: the LINE account's e-mail and name.
    const me = (await (
      await fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${stored.userJWT}` } })
    ).json()) as { id: number; email: string; name: string };
    expect(me).toMatchObject({
      id: stored.userID,
      email: LIFF_MOCK_ACCOUNT.email,
      name: LIFF_MOCK_ACCOUNT.displayName,
    });

    await page
      .getByRole('button', { name: /เมนูบัญชีของ/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await page.waitForFunction(() => location.pathname === '/' && !localStorage.getItem('072today'));
    expect((await liffCalls(page)).filter((c) => c.api === 'logout')).toEqual([{ api: 'logout' }]);
    expect(await page.evaluate((key) => localStorage.getItem(key), LIFF_MOCK_LOGIN_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), LINE_LOGIN_KEY)).toBeNull();
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
    await context.close();
  });

  it('inside LINE, a post’s share dialog sends the flex bubble through the share target picker', async () => {
    const { jwt } = await devSignIn(url, CREATOR);
    const des = 'สวดมนต์เย็นวันพระ ที่ศาลาวัดบ้าน';
    const created = await fetch(`${url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ data: { des, cat: 1 } }),
    });
    expect(created.status).toBeLessThan(300);
    const post = ((await created.json()) as { data: { id: number; attributes: { key: string } } }).data;
    const context = await phone(url, true);
    const problems = await watchProblems(context);
    const page = await context.newPage();
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    await signInAs(page, url, MEMBER);
    await page.goto(`${url}/p/${post.id}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="post-page"][data-state="ready"]').waitFor({ timeout: 15_000 });
    await running(page);
    await page.getByTestId('post-view').getByRole('button', { name: 'แชร์' }).click();
    const dialog = page.getByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    const text = 'ร่วมสวดมนต์กันนะ สาธุ';
    await dialog.getByRole('textbox', { name: 'ข้อความที่แชร์' }).fill(text);
    await dialog.getByRole('button', { name: 'ส่งทาง LINE' }).click();

    await expect
      .poll(async () => (await liffCalls(page)).some((c) => c.api === 'shareTargetPicker'))
      .toBe(true);
    const sent = (await liffCalls(page)).filter((c) => c.api === 'shareTargetPicker');
    const link = `${url}/s/${post.attributes.key}/${MEMBER}`;
    expect(sent).toHaveLength(1);
    // The post's words as the title, the member's text as the body, their short link on the button.
    expect(sent[0]).toEqual({
      api: 'shareTargetPicker',
      messages: [flexBubble({ title: des, body: lineMessageText(text), image: null, url: link })],
    });
    const [bubble] = (sent[0] as { messages: SentBubble[] }).messages;
    expect(bubble?.altText).toBe(des);
    expect(bubble?.contents.body.contents.map((t) => t.text)).toEqual([des, text]);
    expect(bubble?.contents.footer.contents[0]?.action.uri).toBe(link);
    // Sent through LIFF: no LINE share link opened instead, and nothing went straight into a chat.
    expect(popups).toEqual([]);
    expect((await liffCalls(page)).some((c) => c.api === 'sendMessages')).toBe(false);
    expect(problems.all().filter((p) => !DEMO_PICTURES.test(p))).toEqual([]);
    await context.close();
  });

  it('inside LINE, a profile’s share dialog sends the profile’s flex bubble', async () => {
    const context = await phone(url, true);
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await signInAs(page, url, MEMBER);
    await page.goto(`${url}/u${CREATOR}`, { waitUntil: 'networkidle' });
    await running(page);
    const header = page.locator('[data-component="ProfileHeader"]');
    await header.waitFor();
    const name = (await header.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await header.getByRole('button', { name: 'แชร์' }).click();
    const dialog = page.getByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    const link = (await dialog.locator('[data-part="Link"] > :last-child').textContent()) ?? '';
    expect(link.startsWith(`${url}/`)).toBe(true);
    const text = await dialog.getByRole('textbox', { name: 'ข้อความที่แชร์' }).inputValue();
    expect(text).toContain(name);
    await dialog.getByRole('button', { name: 'ส่งทาง LINE' }).click();

    await expect
      .poll(async () => (await liffCalls(page)).some((c) => c.api === 'shareTargetPicker'))
      .toBe(true);
    const sent = (await liffCalls(page)).filter((c) => c.api === 'shareTargetPicker');
    expect(sent).toHaveLength(1);
    const [bubble] = (sent[0] as { messages: SentBubble[] }).messages;
    // The profile's name as the title, the share text as the body, the profile's address on the button.
    expect(bubble?.type).toBe('flex');
    expect(bubble?.altText).toBe(name);
    expect(bubble?.contents.body.contents.map((t) => t.text)).toEqual([name, text]);
    expect(bubble?.contents.footer.contents[0]?.action.uri).toBe(link);
    // The demo members without a picture point at a missing file (a 404): nothing else went wrong.
    expect(problems.all().filter((p) => !DEMO_PICTURES.test(p))).toEqual([]);
    await context.close();
  });
});

describe('LINE without a LIFF id', () => {
  it('has no LINE button in the login dialog, and /login/line says LINE is not set up — no error', async () => {
    const context = await phone(unconfigured.url);
    const problems = await watchProblems(context);
    const page = await context.newPage();
    const dialog = await openLoginDialog(page, unconfigured.url);
    expect(await dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).count()).toBe(0);

    const res = await page.goto(`${unconfigured.url}/login/line`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await running(page);
    await page.getByText('ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย LINE บนเว็บไซต์นี้', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), LIFF_MOCK_CALLS_KEY)).toBeNull();
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
    await context.close();
  });
});
