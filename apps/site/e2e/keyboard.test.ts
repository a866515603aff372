/**
 * Every member journey by keyboard alone, in Chromium (desktop) against the real service — its
 * own PGlite with the Thai demo data, so the like, comment, order and bio written here touch no
 * other file's data. No click, no mouse, no injected token: `page.keyboard`, and addresses typed as
 * a member types them. The member signs in through the development sign-in page; on /all/other the
 * skip link is the first tab stop and the first post's 'สาธุ' at most 15 presses after it; the
 * member likes it, writes a comment, opens the share dialog and copies the link, puts a souvenir in
 * the basket and places the order, and edits the profile's bio. Each dialog takes focus in and
 * gives it back to the control that opened it; the service is asked what it saw; axe finds no
 * violation on any screen on the way, in the light and the night theme (ADR 033).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bangkokToday } from '@lightbearers/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoMembers,
  desktopContext,
  devSignIn,
  launchChromium,
  type PageProblems,
  watchProblems,
} from './browser';
import { type RunningService, startService } from './service';

/** Presses from the skip link's target to the first post's like, at most (the carousels are one stop each). */
const LIKE_WITHIN = 15;

// axe-core's bundle, evaluated in the page as a DevTools expression: the site's CSP (rightly) has
// no 'unsafe-eval', which axe-playwright's injectAxe (window.eval) would need.
const requireHere = createRequire(import.meta.url);
const axeSource = readFileSync(
  createRequire(requireHere.resolve('axe-playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

let service: RunningService;
let url: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

/** The member of the journeys, and what the journeys pass on to each other. */
let member: { uid: number; jwt: string };
let product: { id: number; name: string; price: number };
let postId = 0;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${member.jwt}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What has focus, for a failing test's message. */
function describeFocus(): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const component = el.closest('[data-component]')?.getAttribute('data-component') ?? '';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()} [${component}] ${name}`;
  });
}

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

async function expectFocus(target: Locator) {
  await expect.poll(() => hasFocus(target), { timeout: 10_000 }).toBe(true);
}

/** Whether focus is inside `target`. */
const focusWithin = (target: Locator) =>
  target.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, and answers how many
 * presses it took; fails with the path focus took when it never gets there.
 */
async function tabTo(target: Locator, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return presses;
    path.push(await describeFocus());
  }
  throw new Error(`${max} presses of ${key} did not reach the target; focus went:\n${path.join('\n')}`);
}

/** The skip link: pressed, focus is on the layout's main content. */
async function skipToContent() {
  const skip = page.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
  await tabTo(skip, 1);
  await expect.poll(() => skip.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(44);
  await page.keyboard.press('Enter');
  await expectFocus(page.locator('main#main'));
}

const pathOf = () => new URL(page.url()).pathname;

async function waitForPath(expected: string | RegExp) {
  await expect
    .poll(pathOf, { timeout: 20_000 })
    .toSatisfy((p: string) => (typeof expected === 'string' ? p === expected : expected.test(p)));
}

/**
 * axe on the page as it is now, in the light and the night theme: no violation. The night pass
 * waits for the colour transitions the theme switch starts (axe would read a colour half-way).
 */
async function expectAccessible(screen: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const start = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const found: string[] = [];
  for (const theme of ['light', 'night']) {
    const violations = await page.evaluate(async (t) => {
      document.documentElement.dataset.theme = t;
      // A colour inherited mid-way restarts the children's transitions: wait until none runs.
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const running = () =>
        document
          .getAnimations()
          .some(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          );
      const until = performance.now() + 3000;
      await frame();
      while (running() && performance.now() < until) await frame();
      type Result = { violations: { id: string; nodes: { target: unknown }[] }[] };
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
      // Third-party players are not ours to audit (and none loads before a tap).
      const result = await axe.run(document, { iframes: false });
      return result.violations.map((v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    }, theme);
    found.push(...violations.map((v) => `${screen} (${theme}): ${v}`));
  }
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, start);
  expect(found).toEqual([]);
}

beforeAll(async () => {
  service = await startService();
  url = service.url;
  browser = await launchChromium();
  // The cheapest souvenir in stock, and a member with a sharer registration (lands on /all/other)
  // who has the points for it and no order limit on it today.
  const products = (
    (await (await fetch(`${url}/api/products?pagination[pageSize]=100`)).json()) as {
      data: { id: number; attributes: { name: string; price: number; amount: number } }[];
    }
  ).data
    .filter((p) => p.attributes.amount > 0)
    .sort((a, b) => a.attributes.price - b.attributes.price);
  const cheapest = products[0];
  if (!cheapest) throw new Error('no souvenir in stock in the demo data');
  product = { id: cheapest.id, name: cheapest.attributes.name, price: cheapest.attributes.price };
  const today = bangkokToday();
  const fits = async (uid: number) => {
    member = { uid, jwt: (await devSignIn(url, uid)).jwt };
    const wallet = await api<{ data: { attributes: { current_point: number } } }>('/api/wallets/getcalpoint');
    const limits = await api<{
      data: { attributes: { pid?: number; product?: { data: { id: number } | null } } }[];
    }>(
      `/api/order-limits?filters[user][id][$eq]=${uid}&filters[unlockdate][$gte]=${today}&populate=product&pagination[limit]=100`,
    );
    const locked = limits.data.some(
      (e) => (e.attributes.product?.data?.id ?? e.attributes.pid) === product.id,
    );
    return wallet.data.attributes.current_point >= product.price && !locked;
  };
  // Demo members 14–40 have a sharer registration.
  const sharers = (await demoMembers(url)).filter((m) => m.uid >= 14).map((m) => m.uid);
  let found = false;
  for (const uid of sharers) {
    found = await fits(uid);
    if (found) break;
  }
  if (!found) throw new Error('no demo sharer can afford the cheapest souvenir');

  context = await desktopContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  // Offline and deterministic: YouTube's thumbnails are a pixel, nothing else leaves the machine.
  const pixel = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
  await context.route(
    (address) => address.origin !== new URL(url).origin,
    (route) =>
      new URL(route.request().url()).hostname === 'i.ytimg.com'
        ? route.fulfill({ status: 200, contentType: 'image/gif', body: pixel })
        : route.abort(),
  );
  problems = await watchProblems(context);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await service?.close();
});

describe('a member, by keyboard alone (desktop)', () => {
  it('signs in through the development sign-in page', async () => {
    await page.goto(`${url}/login/dev`);
    const row = page.locator(`button[data-uid="${member.uid}"]`);
    await row.waitFor({ timeout: 20_000 });
    await expectAccessible('development sign-in');
    await tabTo(page.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' }), 1);
    await tabTo(row, 60);
    await page.keyboard.press('Enter');
    await waitForPath('/all/other');
    const stored = await page.evaluate(() => localStorage.getItem('072today'));
    expect(JSON.parse(stored ?? '{}').userID).toBe(member.uid);
  });

  it(`on /all/other: the skip link first, the first post's 'สาธุ' within ${LIKE_WITHIN} presses after it; likes it`, async () => {
    const first = page.locator('[data-component="PostCard"]').first();
    await first.waitFor({ timeout: 20_000 });
    for (const name of ['TikTok', 'YouTube', 'พบกับผู้ส่งต่อแสงสว่างออนไลน์'])
      await page.getByRole('region', { name }).waitFor({ timeout: 20_000 });
    await expectAccessible('feed');

    // The first Tab of the page is the skip link.
    await skipToContent();
    const like = first.locator('[data-part="Like"]');
    const presses = await tabTo(like, LIKE_WITHIN);
    expect(presses).toBeLessThanOrEqual(LIKE_WITHIN);
    postId = Number(await first.getAttribute('data-post-id'));
    const toggle = async () => {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith(`/api/like/${postId}`) && r.request().method() === 'POST',
      );
      await page.keyboard.press('Enter');
      expect((await answered).ok()).toBe(true);
    };
    // A post the member liked before is un-liked first: this journey is a like.
    if ((await like.getAttribute('aria-pressed')) === 'true') await toggle();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await toggle();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expectFocus(like);
    // The service saw it: the member is among the post's likers.
    const post = await api<{
      data: { attributes: { users_permissions_users: { data: { id: number }[] } } };
    }>(`/api/posts/${postId}?populate=users_permissions_users`);
    expect(post.data.attributes.users_permissions_users.data.map((u) => u.id)).toContain(member.uid);
  });

  it('writes a comment on that post', async () => {
    // The next stop after 'สาธุ' is the comment button: it opens the post's page.
    const comment = page
      .locator(`[data-component="PostCard"][data-post-id="${postId}"]`)
      .getByRole('button', { name: 'ความคิดเห็น' });
    await tabTo(comment, 1);
    await page.keyboard.press('Enter');
    await waitForPath(`/p/${postId}`);
    await page.locator('[data-testid="post-page"][data-state="ready"]').waitFor({ timeout: 20_000 });
    const thread = page.getByRole('region', { name: 'ความคิดเห็น' }).last();
    const box = thread.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
    await box.waitFor({ timeout: 20_000 });
    await expectAccessible('post');
    await tabTo(box, 40);
    const text = 'อนุโมทนาบุญครับ เขียนด้วยแป้นพิมพ์';
    await page.keyboard.type(text);
    await tabTo(thread.getByRole('button', { name: 'ส่ง' }), 2);
    await page.keyboard.press('Enter');
    await thread.getByText(text).waitFor({ timeout: 15_000 });
    const stored = await api<{ data: { attributes: { des: string; user?: { data: { id: number } } } }[] }>(
      `/api/comments?filters[pid][$eq]=${postId}&sort=id:desc&populate=user`,
    );
    expect(stored.data[0]?.attributes.des).toBe(text);
    expect(stored.data[0]?.attributes.user?.data.id).toBe(member.uid);
  });

  it('opens the share dialog, copies the link, and Escape gives focus back to the share button', async () => {
    const share = page.getByTestId('post-view').getByRole('button', { name: 'แชร์' });
    await tabTo(share, 40, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    await dialog.waitFor();
    await expect.poll(() => focusWithin(dialog)).toBe(true);
    await tabTo(dialog.getByRole('button', { name: 'คัดลอกลิงก์' }), 10);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'คัดลอกแล้ว' }).waitFor();
    const { data } = await api<{ data: { attributes: { key: string } } }>(`/api/posts/${postId}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${url}/s/${data.attributes.key}/${member.uid}`,
    );
    await expectAccessible('share dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(share);
  });

  it('puts a souvenir in the basket and places the order', async () => {
    const ordersBefore = (await api<{ data: unknown[] }>('/api/orders')).data.length;
    await page.goto(`${url}/coin`);
    const add = page.getByRole('article', { name: product.name }).getByRole('button', { name: 'ใส่ตะกร้า' });
    await add.waitFor({ timeout: 20_000 });
    await expectAccessible('shop');
    await skipToContent();
    await tabTo(add, 60);
    await page.keyboard.press('Enter');
    const badge = page.locator('[data-component="AppHeader"] [data-part="Basket"] [data-part="Badge"]');
    await expect.poll(() => badge.textContent()).toBe('1');

    await page.goto(`${url}/coin/basket`);
    const exchange = page.getByRole('button', { name: 'แลกของที่ระลึก' });
    await exchange.waitFor({ timeout: 20_000 });
    await expect.poll(() => exchange.isEnabled()).toBe(true);
    await expectAccessible('basket');
    await skipToContent();
    await tabTo(exchange, 30);
    await page.keyboard.press('Enter');
    // Each step takes focus when it replaces the one before (the pressed button is gone).
    const delivery = page.getByTestId('coin-delivery');
    await expectFocus(delivery);
    const next = delivery.getByRole('button', { name: 'ถัดไป' });
    await next.waitFor();
    await expectAccessible('delivery');
    // Collected at the temple (the default), where an address may stay blank.
    await tabTo(next, 15);
    await page.keyboard.press('Enter');
    const review = page.getByTestId('coin-review');
    await expectFocus(review);
    const confirm = review.getByRole('button', { name: 'ยืนยันการแลก' });
    await confirm.waitFor();
    await expectAccessible('review');
    await tabTo(confirm, 15);
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    await expect.poll(() => focusWithin(ask)).toBe(true);
    await expectAccessible('confirm');
    await tabTo(ask.getByRole('button', { name: 'แลกเลย' }), 3);
    await page.keyboard.press('Enter');
    await waitForPath('/coin/wallet');

    // The service has the order: one more, this souvenir, once.
    const orders = await api<{
      data: {
        attributes: { total: number; order: { amount: number; product: { data: { id: number } } }[] };
      }[];
    }>('/api/orders?sort=id:desc&populate=order.product');
    expect(orders.data).toHaveLength(ordersBefore + 1);
    const placed = orders.data[0]?.attributes;
    expect(placed?.total).toBe(product.price);
    expect(placed?.order.map((line) => [line.product.data.id, line.amount])).toEqual([[product.id, 1]]);
    await page
      .getByText(/แลกของที่ระลึก OrderNumber/)
      .first()
      .waitFor({ timeout: 15_000 });
    await expectAccessible('wallet');
  });

  it('edits the profile’s bio; focus comes back to the edit button', async () => {
    await page.goto(`${url}/me`);
    // /me is rewritten to the profile's own address.
    await waitForPath(/^\/(@[^/]+|u\d+)\/share$/);
    const edit = page.getByRole('button', { name: 'แก้ไขโปรไฟล์' });
    await edit.waitFor({ timeout: 20_000 });
    await expectAccessible('profile');
    await skipToContent();
    await tabTo(edit, 30);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await dialog.waitFor();
    await expect.poll(() => focusWithin(dialog)).toBe(true);
    await tabTo(dialog.locator('[name="bio"]'), 10);
    await page.keyboard.press('ControlOrMeta+A');
    const bio = 'แชร์ธรรมะทุกวัน ด้วยแป้นพิมพ์';
    await page.keyboard.type(bio);
    await expectAccessible('edit profile');
    await tabTo(dialog.getByRole('button', { name: 'บันทึก' }), 5);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expectFocus(edit);
    const res = await fetch(`${url}/api/profiles?filters[uid][$eq]=${member.uid}`);
    const saved = (await res.json()) as { data: { attributes: { des: string | null } }[] };
    expect(saved.data[0]?.attributes.des).toBe(bio);
    await page.getByText(bio).first().waitFor();

    // Nothing went wrong on the way: no uncaught error, no CSP violation.
    expect([...problems.pageErrors, ...problems.cspViolations]).toEqual([]);
  });
});
