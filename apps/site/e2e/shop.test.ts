/**
 * The souvenir shop in Chromium against the real service (its own PGlite with the Thai demo data):
 * a member adds two souvenirs, meets the limit message, is refused a 3-character mail address,
 * gives a valid one, confirms twice and finds the order in the wallet and its page; the limited
 * souvenir then shows its Thai unlock date and cannot be added; a swap below 100 is refused and
 * one at 100 or more moves the points; a double-tapped exchange whose answer is lost places one
 * order (the retry reuses the Idempotency-Key). Orders and balances are checked through the API.
 */

import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { addDays, bangkokToday, formatCount, formatThaiDate } from '@lightbearers/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  devSignIn,
  launchChromium,
  type PageProblems,
  phoneContext,
  signInAs,
  watchProblems,
} from './browser';
import { artifactsDir } from './paths';
import { type RunningService, startService } from './service';

let service: RunningService;
let url: string;
let browser: Browser;
let context: BrowserContext;
let problems: PageProblems;

interface Wallet {
  current_point: number;
  can_change_total: number;
  all_time_total: number;
}
interface Member {
  uid: number;
  jwt: string;
  wallet: Wallet;
  lockedProducts: number[];
}
interface ProductRow {
  id: number;
  name: string;
  price: number;
  amount: number;
  limit: number;
}

async function api<T>(
  path: string,
  jwt: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${jwt}`, ...(init.headers ?? {}) },
  });
  return { status: res.status, body: (await res.json()) as T };
}

const walletOf = async (jwt: string) =>
  (await api<{ data: { attributes: Wallet } }>('/api/wallets/getcalpoint', jwt)).body.data.attributes;

const ordersOf = async (jwt: string) =>
  (await api<{ data: { id: number; attributes: { total: number } }[] }>('/api/orders?sort=id:desc', jwt)).body
    .data;

let members: Member[] = [];
let products: ProductRow[] = [];
const byName = (name: string) => {
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name} in the demo data`);
  return product;
};
const used = new Set<number>();
function member(test: (m: Member) => boolean): Member {
  const found = members.find((m) => !used.has(m.uid) && test(m));
  if (!found) throw new Error('no demo member fits this test');
  used.add(found.uid);
  return found;
}

beforeAll(async () => {
  // The swap test's clicks come from one address (the development sign-in refuses a trusted proxy):
  // its daily cap is raised for this service.
  service = await startService({ CLICK_CAP_PER_ADDRESS: '1000' });
  url = service.url;
  browser = await launchChromium();
  const list = await fetch(`${url}/api/products?pagination[pageSize]=100`);
  products = ((await list.json()) as { data: { id: number; attributes: Omit<ProductRow, 'id'> }[] }).data.map(
    (e) => ({ id: e.id, ...e.attributes }),
  );
  const today = bangkokToday();
  // Members 2–40 with their balances and the products their order limits lock today.
  members = await Promise.all(
    Array.from({ length: 39 }, async (_, i) => {
      const uid = i + 2;
      const { jwt } = await devSignIn(url, uid);
      const limits = await api<{
        data: { attributes: { pid?: number; product?: { data: { id: number } | null } } }[];
      }>(
        `/api/order-limits?filters[user][id][$eq]=${uid}&filters[unlockdate][$gte]=${today}&populate=product&pagination[limit]=100`,
        jwt,
      );
      return {
        uid,
        jwt,
        wallet: await walletOf(jwt),
        lockedProducts: limits.body.data.flatMap(
          (e) => e.attributes.product?.data?.id ?? e.attributes.pid ?? [],
        ),
      };
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});
afterEach(async () => {
  await context?.close();
});

async function signedIn(m: Member): Promise<Page> {
  context = await phoneContext(browser);
  problems = await watchProblems(context);
  // The member accepted the cookie notice long ago (flows.test.ts covers it): it would cover the
  // basket's buttons at the bottom of a phone screen.
  await context.addInitScript(() => {
    // Also runs in about:blank, which has no storage.
    if (location.protocol.startsWith('http')) localStorage.setItem('accept-all', 'true');
  });
  const page = await context.newPage();
  await signInAs(page, url, m.uid);
  return page;
}

const path = (page: Page) => new URL(page.url()).pathname;

/** Clicks; when that fails, leaves a screenshot and what the element looked like in the artifacts. */
async function tap(page: Page, target: Locator) {
  try {
    await target.click({ timeout: 15_000 });
  } catch (error) {
    mkdirSync(artifactsDir, { recursive: true });
    await page
      .screenshot({ path: join(artifactsDir, 'shop-tap-failure.png'), fullPage: true })
      .catch(() => {});
    const seen = await target
      .evaluate((el) => ({
        html: el.outerHTML.slice(0, 300),
        box: JSON.stringify(el.getBoundingClientRect()),
        disabled: (el as HTMLButtonElement).disabled,
        style: getComputedStyle(el).visibility,
      }))
      .catch((e: unknown) => String(e));
    throw new Error(`tap failed at ${page.url()}: ${JSON.stringify(seen)}\n${String(error)}`);
  }
}
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('souvenir exchange', () => {
  it('two souvenirs, the limit message, mail refused at 3 characters, confirmed twice, found in the wallet and its page; the limited one then shows its unlock date', async () => {
    const keyring = byName('พวงกุญแจดอกบัว'); // 50 points, limit 5
    const scarf = byName('ผ้าพันคอสีทอง'); // 200 points, limit 1, locked 30 days after an exchange
    const m = member(
      (x) => x.wallet.current_point >= keyring.price + scarf.price && !x.lockedProducts.includes(scarf.id),
    );
    const ordersBefore = (await ordersOf(m.jwt)).length;
    const page = await signedIn(m);

    await page.goto(`${url}/coin`);
    await card(page, keyring.name).getByRole('button', { name: 'ใส่ตะกร้า' }).click();
    // The scarf twice: one exchange may hold one.
    await card(page, scarf.name).getByRole('button', { name: 'ใส่ตะกร้า' }).click();
    await card(page, scarf.name).getByRole('button', { name: 'ใส่ตะกร้า' }).click();
    // The header's basket shows the count, also after a reload; it opens the basket.
    const badge = page.locator('[data-component="AppHeader"] [data-part="Basket"] [data-part="Badge"]');
    await expect.poll(() => badge.textContent()).toBe('3');
    await page.reload();
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('3');
    await tap(page, page.locator('[data-component="AppHeader"] [data-part="Basket"]'));
    await expect.poll(() => path(page)).toBe('/coin/basket');
    const message = page.getByText('จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ');
    await message.waitFor({ timeout: 15_000 });
    const exchange = page.getByRole('button', { name: 'แลกของที่ระลึก' });
    expect(await exchange.isDisabled()).toBe(true);
    await page.getByRole('group', { name: scarf.name }).getByRole('button', { name: 'ลดจำนวน' }).click();
    await expect.poll(() => message.count()).toBe(0);

    expect(await exchange.isEnabled()).toBe(true);
    await tap(page, exchange);

    await page.getByRole('radio', { name: /ส่งทางไปรษณีย์/ }).check();
    const address = page.getByRole('textbox', { name: /ที่อยู่สำหรับจัดส่ง/ });
    await address.fill('ซอย');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await page.getByText('กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)').waitFor();
    expect(await page.getByText('กรุณาระบุชื่อ-นามสกุล ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์').isVisible()).toBe(true);
    expect(await page.getByTestId('coin-delivery').count()).toBe(1);
    const shipto = '99/9 หมู่ 7 ต.คลองสาม อ.คลองหลวง จ.ปทุมธานี 12120 โทร 0812345678';
    await address.fill(shipto);
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // Review, then the two-step confirm.
    await tap(page, page.getByRole('button', { name: 'ยืนยันการแลก' }));
    await tap(page, page.getByRole('alertdialog').getByRole('button', { name: 'แลกเลย' }));
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/coin/wallet');

    const orders = await ordersOf(m.jwt);
    expect(orders).toHaveLength(ordersBefore + 1);
    const placed = orders[0]!;
    const total = keyring.price + scarf.price;
    expect(placed.attributes.total).toBe(total);
    const after = await walletOf(m.jwt);
    expect(after.current_point).toBe(m.wallet.current_point - total);
    expect(await page.evaluate((uid) => localStorage.getItem(`lb_basket:${uid}`), m.uid)).toBeNull();

    // The wallet: the balance after, the entry with its order number and the points taken.
    await page
      .getByText(`${formatCount(after.current_point)} คะแนน`)
      .first()
      .waitFor();
    await page.getByText(`แลกของที่ระลึก OrderNumber ${placed.id}`, { exact: true }).waitFor();
    expect(await page.getByText(`−${formatCount(total)}`).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: `ดูคำสั่งแลกหมายเลข ${formatCount(placed.id)}` }).click();

    await expect.poll(() => path(page)).toBe(`/coin/order/${placed.id}`);
    await page.getByRole('heading', { level: 1, name: `คำสั่งแลกหมายเลข ${formatCount(placed.id)}` }).waitFor();
    for (const name of [keyring.name, scarf.name]) await page.getByRole('link', { name }).waitFor();
    expect(await page.getByText('ส่งทางไปรษณีย์').isVisible()).toBe(true);
    expect(await page.getByText(shipto).isVisible()).toBe(true);

    // The scarf is now limited: the Thai unlock date, no add.
    const unlock = formatThaiDate(addDays(bangkokToday(), 30));
    await page.goto(`${url}/coin/${scarf.id}`);
    await page.getByText(`จำกัดการแลก แลกได้อีกครั้งหลังวันที่ ${unlock}`).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'ใส่ตะกร้า' }).first().isDisabled()).toBe(true);
    await page.goto(`${url}/coin`);
    const limited = card(page, scarf.name);
    await limited.getByText(`แลกได้อีกครั้งหลังวันที่ ${unlock}`).waitFor({ timeout: 15_000 });
    expect(await limited.getByRole('button', { name: 'ใส่ตะกร้า' }).isDisabled()).toBe(true);
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
  });

  it('a double-tapped exchange whose answer is lost places one order: the retry reuses the Idempotency-Key', async () => {
    const keyring = byName('พวงกุญแจดอกบัว');
    const m = member((x) => x.wallet.current_point >= keyring.price * 2);
    const ordersBefore = (await ordersOf(m.jwt)).length;
    const page = await signedIn(m);
    const keys: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders')
        keys.push(request.headers()['idempotency-key'] ?? null);
    });

    await page.goto(`${url}/coin/${keyring.id}`);
    await page.getByRole('button', { name: 'ใส่ตะกร้า' }).first().click();
    await page.goto(`${url}/coin/basket`);
    await page.getByRole('button', { name: 'แลกของที่ระลึก' }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    // The first answer is lost on the way back: the service placed the order, the page saw a failure.
    await page.route('**/api/orders', async (route) => {
      await route.fetch();
      await route.abort('failed');
    });
    await tap(page, page.getByRole('button', { name: 'ยืนยันการแลก' }));
    await page.getByRole('alertdialog').getByRole('button', { name: 'แลกเลย' }).dblclick();
    await page.getByText('เกิดข้อผิดพลาดบางอย่าง').waitFor({ timeout: 15_000 });
    expect(keys).toHaveLength(1);
    expect(await page.evaluate((uid) => localStorage.getItem(`lb_basket:${uid}`), m.uid)).not.toBeNull();
    await page.unroute('**/api/orders');

    // The retry: same key, the service answers with the order it already placed.
    await tap(page, page.getByRole('button', { name: 'ยืนยันการแลก' }));
    await page.getByRole('alertdialog').getByRole('button', { name: 'แลกเลย' }).dblclick();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/coin/wallet');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(m.jwt)).toHaveLength(ordersBefore + 1);
    expect((await walletOf(m.jwt)).current_point).toBe(m.wallet.current_point - keyring.price);
  });
});

describe('point swap', () => {
  it('below 100 it is refused; at 100 or more it moves the share points into points', async () => {
    const low = member((x) => x.wallet.can_change_total < 100);
    let page = await signedIn(low);
    await page.goto(`${url}/coin/wallet`);
    await page.getByText('ต้องมีคะแนนแชร์อย่างน้อย 100 คะแนน จึงจะแลกได้').waitFor({ timeout: 15_000 });
    const lowSwap = page.getByRole('button', {
      name: `แลก ${formatCount(low.wallet.can_change_total)} คะแนน`,
    });
    expect(await lowSwap.isDisabled()).toBe(true);
    const refused = await api('/api/wallets/swappoint', low.jwt, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await walletOf(low.jwt)).toMatchObject(low.wallet);
    await context.close();

    // A sharer reaches 100 share points: a reader opens their short links to many posts (each link
    // counts once a day per reader), as a browser navigates — not `fetch`, whose requests never count.
    const high = member(() => true);
    const posts = await fetch(`${url}/api/posts?pagination[pageSize]=200&fields[0]=key`);
    const keys = ((await posts.json()) as { data: { attributes: { key: string } }[] }).data.map(
      (p) => p.attributes.key,
    );
    const open = (link: string) =>
      new Promise<void>((resolve, reject) =>
        http
          .get(link, { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } }, (res) => {
            res.resume();
            resolve();
          })
          .on('error', reject),
      );
    for (let i = 0; high.wallet.can_change_total + i < 105; i++)
      await open(`${url}/s/${keys[i]}/${high.uid}`);
    high.wallet = await walletOf(high.jwt);
    expect(high.wallet.can_change_total).toBeGreaterThanOrEqual(100);
    page = await signedIn(high);
    await page.goto(`${url}/coin/wallet`);
    await page
      .getByRole('button', { name: `แลก ${formatCount(high.wallet.can_change_total)} คะแนน` })
      .click({ timeout: 15_000 });
    const moved = high.wallet.current_point + high.wallet.can_change_total;
    await page
      .getByText(`${formatCount(moved)} คะแนน`)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await walletOf(high.jwt)).toMatchObject({
      current_point: moved,
      can_change_total: 0,
      all_time_total: high.wallet.all_time_total,
    });
    expect(path(page)).toBe('/coin/wallet');
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
  });
});
