/**
 * The back office (ADR 035, 036) in Chromium against the real service — a service of its own (in-
 * memory PGlite, Thai demo data), as these tests change categories, souvenirs, badges and orders.
 * Demo member 1 is staff, member 45 an admin; members 2–13 are creators, 14–40 have a sharer
 * registration. The journeys: a staff member publishes a notice a member then reads; an admin
 * creates a category a creator posts into (and cannot delete it then); an admin stocks a new
 * souvenir, a member orders it, staff pack and send it with its tracking text and the member sees
 * 'sent' with it; two cancels at the same moment refund once; an admin awards a badge to three
 * members in one step; a member opens no staff screen and calls no staff endpoint; and the audit
 * log holds every action above.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  appRunning,
  desktopContext,
  devSignIn,
  launchChromium,
  type PageProblems,
  phoneContext,
  signInAs,
  watchProblems,
} from './browser';
import { type RunningService, startService } from './service';

const STAFF = 1;
const ADMIN = 45;
const CREATOR = 9;
const BUYER = 31;
// Members whose number is a multiple of 4 keep a broken "Google" picture in the demo data (a 404).
const MEMBER = 30;

let service: RunningService;
let url: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const tokens = new Map<number, string>();
/** A mark of this run in the names it creates. */
const stamp = Date.now().toString(36).slice(-5);

// biome-ignore lint/suspicious/noExplicitAny: the service's JSON, read field by field in the assertions
type Json = any;

async function api(method: string, route: string, uid: number | null, body?: unknown, headers = {}) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: {
      ...(uid === null ? {} : { authorization: `Bearer ${tokens.get(uid)}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

beforeAll(async () => {
  service = await startService();
  url = service.url;
  browser = await launchChromium();
  for (const uid of [STAFF, ADMIN, CREATOR, BUYER, MEMBER, 20, 21, 22, 23, 24, 25, 26])
    tokens.set(uid, (await devSignIn(url, uid)).jwt);
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

/** A browser signed in as `uid` (desktop for staff, a phone for members), with its problems watched. */
async function as(uid: number, kind: 'desktop' | 'phone' = 'desktop') {
  const context = await (kind === 'phone' ? phoneContext(browser) : desktopContext(browser));
  contexts.push(context);
  const problems = await watchProblems(context);
  // The cookie notice was accepted before (flows.test.ts covers it): it would cover phone buttons.
  await context.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('accept-all', 'true');
  });
  const page = await context.newPage();
  await signInAs(page, url, uid);
  return { page, problems, context };
}

/** Opens a back-office address and waits for its page to run (`data-state="ready"`). */
async function staffPage(page: Page, to: string) {
  await page.goto(`${url}${to}`);
  await page.locator('[data-testid="staff-screen"][data-state="ready"]').waitFor({ timeout: 20_000 });
  await appRunning(page);
}

/** The message of the last back-office action. */
const flash = (page: Page, text: string | RegExp) =>
  page.locator('[data-part="Flash"]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

/** The demo seed's members without a picture: their `/uploads/none-N.jpg` is missing (a 404). */
const DEMO_PICTURES = /404.*\/uploads\/none-\d+\.jpg/;

/** The problems of a page, bar the demo's missing pictures and the refusals caused on purpose. */
const unexpected = (problems: PageProblems, allowed: RegExp[] = []) =>
  problems.all().filter((p) => !DEMO_PICTURES.test(p) && !allowed.some((a) => a.test(p)));

/** Opens a row's menu in a back-office table and picks `action`. */
async function rowAction(page: Page, row: string, action: string) {
  await page.getByRole('button', { name: `ตัวเลือกของ ${row}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

const state: {
  noticeId?: number;
  categoryId?: number;
  productId?: number;
  sentOrder?: number;
  cancelOrder?: number;
  badgeId?: number;
  awarded?: number[];
} = {};

describe('the back office', () => {
  it('a staff member writes a notice as a draft, publishes it from the list; a member then reads it', async () => {
    const topic = `ประกาศทดสอบหลังบ้าน ${stamp}`;
    const staff = await as(STAFF);
    await staffPage(staff.page, '/staff/notices/new');
    await staff.page.getByRole('textbox', { name: /หัวข้อ/ }).fill(topic);
    await staff.page
      .getByRole('textbox', { name: /เนื้อหา/ })
      .fill('## รายละเอียดงาน\n\nขอเชิญ **ทุกท่าน** ร่วมงาน');
    // The live preview is the members' renderer.
    await staff.page.locator('[data-part="Preview"] h2', { hasText: 'รายละเอียดงาน' }).waitFor();
    await staff.page.getByRole('button', { name: 'บันทึก' }).click();
    await flash(staff.page, 'สร้างประกาศแล้ว');
    state.noticeId = Number(new URL(staff.page.url()).pathname.split('/').pop());
    expect(state.noticeId).toBeGreaterThan(0);

    // A draft: members do not see it.
    const member = await as(MEMBER, 'phone');
    await member.page.goto(`${url}/notice`);
    await member.page.getByTestId('notices-page').waitFor();
    expect(await member.page.getByText(topic).count()).toBe(0);

    await staffPage(staff.page, '/staff/notices?state=draft');
    await rowAction(staff.page, topic, 'เผยแพร่ทันที');
    await flash(staff.page, `เผยแพร่ "${topic}" แล้ว`);

    await member.page.goto(`${url}/notice`);
    await member.page.getByRole('link', { name: new RegExp(topic) }).click();
    await expect.poll(() => new URL(member.page.url()).pathname).toBe(`/notice/${state.noticeId}`);
    await member.page.getByRole('heading', { name: 'รายละเอียดงาน' }).waitFor({ timeout: 15_000 });
    expect(unexpected(staff.problems)).toEqual([]);
    expect(unexpected(member.problems)).toEqual([]);
  });

  it('an admin creates a category, a creator posts into it, and the category can then only be hidden', async () => {
    const name = `หมวดทดสอบ ${stamp}`;
    const admin = await as(ADMIN);
    await staffPage(admin.page, '/staff/categories/new');
    await admin.page.getByRole('textbox', { name: /ชื่อหมวดหมู่/ }).fill(name);
    await admin.page.getByRole('button', { name: 'บันทึก' }).click();
    await flash(admin.page, 'เพิ่มหมวดหมู่แล้ว');
    await admin.page.getByRole('rowheader', { name }).waitFor();
    const cats = await api('GET', '/cats?pagination[pageSize]=100', null);
    state.categoryId = cats.body.data.find((c: Json) => c.attributes.name === name)?.id;
    expect(state.categoryId).toBeGreaterThan(0);

    const creator = await as(CREATOR);
    await creator.page.goto(`${url}/all/other`);
    await appRunning(creator.page);
    await creator.page.getByRole('button', { name: 'สร้างโพสต์' }).first().click();
    const dialog = creator.page.getByRole('dialog', { name: 'สร้างโพสต์' });
    await dialog.getByRole('combobox', { name: /หมวดหมู่/ }).selectOption({ label: name });
    await dialog.getByRole('textbox', { name: /ข้อความ หรือ ลิงก์/ }).fill('โพสต์แรกในหมวดใหม่');
    await dialog.getByRole('button', { name: 'โพสต์' }).click();
    await expect.poll(() => new URL(creator.page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/p\/\d+$/);
    const postId = Number(new URL(creator.page.url()).pathname.split('/')[2]);
    const post = await api('GET', `/posts/${postId}?populate=cat`, null);
    expect(post.body.data.attributes.cat.data.id).toBe(state.categoryId);

    // It holds a post now: deleting is refused (the dialog says to hide it), hiding works.
    await staffPage(admin.page, '/staff/categories');
    await rowAction(admin.page, name, 'ลบ');
    const confirm = admin.page.getByRole('alertdialog', { name: 'ลบหมวดหมู่นี้ใช่ไหม' });
    await confirm.getByRole('button', { name: 'ลบ', exact: true }).click();
    await confirm.getByText('หมวดหมู่นี้มีโพสต์อยู่ จึงลบไม่ได้ ให้ซ่อนหมวดหมู่แทน').waitFor();
    await confirm.getByRole('button', { name: 'ไม่ลบ' }).click();
    expect(
      (await api('GET', `/staff/categories/${state.categoryId}`, ADMIN)).body.data.attributes.deletedAt,
    ).toBe(null);
    expect(unexpected(admin.problems, [/409/])).toEqual([]);
    expect(unexpected(creator.problems)).toEqual([]);
  });

  it('an admin stocks a new souvenir, a member orders it, staff pack and send it; the member sees "sent" with the tracking text', async () => {
    const name = `ของที่ระลึกทดสอบ ${stamp}`;
    const admin = await as(ADMIN);
    await staffPage(admin.page, '/staff/souvenirs/new');
    await admin.page.getByRole('textbox', { name: /ชื่อของที่ระลึก/ }).fill(name);
    await admin.page.getByRole('spinbutton', { name: /ราคา/ }).fill('10');
    await admin.page.getByRole('spinbutton', { name: /จำนวนสูงสุดต่อการแลก/ }).fill('3');
    await admin.page.getByRole('button', { name: 'บันทึก' }).click();
    await flash(admin.page, 'เพิ่มของที่ระลึกแล้ว');
    state.productId = Number(new URL(admin.page.url()).pathname.split('/').pop());
    // Stock with its reason, ledgered.
    const stock = admin.page.getByRole('form', { name: 'ปรับจำนวนคงเหลือ' });
    await stock.getByRole('spinbutton', { name: /จำนวนที่เพิ่มหรือลด/ }).fill('5');
    await stock.getByRole('textbox', { name: /เหตุผล/ }).fill('รับของล็อตแรก');
    await stock.getByRole('button', { name: 'ปรับจำนวน' }).click();
    await flash(admin.page, 'ปรับจำนวนแล้ว คงเหลือ 5 ชิ้น');
    await admin.page.getByRole('table', { name: 'ประวัติจำนวนคงเหลือ' }).getByText('รับของล็อตแรก').waitFor();

    // The member exchanges it (the shop's own journey is shop.test.ts): mail, to an address.
    const placed = await api(
      'POST',
      '/orders',
      BUYER,
      {
        data: {
          name: 'ผู้แลก ทดสอบ',
          total: 20,
          order: [{ product: state.productId, amount: 2 }],
          shipto: '99 หมู่ 1 ต.บางพูด อ.ปากเกร็ด จ.นนทบุรี 11120 โทร 0812345678',
          logistic: 'mail',
          user: BUYER,
        },
      },
      { 'Idempotency-Key': `staff-e2e-${stamp}-sent` },
    );
    expect(placed.status).toBe(200);
    state.sentOrder = placed.body.data.id;

    const staff = await as(STAFF);
    // The packing list of mail orders to prepare names it.
    await staffPage(staff.page, '/staff/orders/packing-list?status=placed&logistic=mail');
    await staff.page.getByRole('heading', { name: new RegExp(`#${state.sentOrder} `) }).waitFor();
    await staffPage(staff.page, '/staff/orders?logistic=mail&status=placed');
    await staff.page.getByRole('link', { name: `#${state.sentOrder}`, exact: true }).click();
    await staff.page.getByRole('heading', { level: 1, name: `คำสั่งแลก #${state.sentOrder}` }).waitFor();
    await staff.page.getByRole('button', { name: 'จัดเตรียมแล้ว' }).click();
    await flash(staff.page, 'เปลี่ยนสถานะเป็น "จัดเตรียมแล้ว" แล้ว');
    // Mail needs its tracking text.
    await staff.page.getByRole('button', { name: 'จัดส่งแล้ว' }).click();
    await staff.page.getByText('กรุณาใส่เลขพัสดุสำหรับการจัดส่งทางไปรษณีย์').waitFor();
    await staff.page.getByRole('textbox', { name: /ข้อมูลการจัดส่ง/ }).fill('ไปรษณีย์ไทย EF123456789TH');
    await staff.page.getByRole('button', { name: 'จัดส่งแล้ว' }).click();
    await flash(staff.page, 'เปลี่ยนสถานะเป็น "จัดส่งแล้ว" แล้ว');

    // The mail addresses export: an XLSX written in the browser, this order in it.
    await staffPage(staff.page, '/staff/orders?logistic=mail&status=sent');
    const [download] = await Promise.all([
      staff.page.waitForEvent('download'),
      staff.page.getByRole('button', { name: 'ส่งออกที่อยู่ไปรษณีย์ (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mail-addresses-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lb-staff-')), download.suggestedFilename());
    await download.saveAs(file);
    // Read back here only to check it (the app itself only writes XLSX).
    const sheet = XLSX.read(readFileSync(file));
    const rows = XLSX.utils.sheet_to_json<Array<string | number>>(
      sheet.Sheets[sheet.SheetNames[0] as string] as XLSX.WorkSheet,
      { header: 1 },
    );
    const row = rows.find((r) => r[0] === state.sentOrder);
    expect(row?.[2]).toContain('ต.บางพูด');
    expect(row?.[5]).toBe('ไปรษณีย์ไทย EF123456789TH');

    // The member: the order page says sent, with the tracking text; a notification at each step.
    const buyer = await as(BUYER, 'phone');
    await buyer.page.goto(`${url}/coin/order/${state.sentOrder}`);
    const status = buyer.page.getByTestId('order-status');
    await status.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => status.locator('[data-component="OrderStatusBadge"]').textContent())
      .toBe('จัดส่งแล้ว');
    expect(await status.textContent()).toContain('ไปรษณีย์ไทย EF123456789TH');
    const notes = (await api('GET', '/getallnoti', BUYER)).body.data.map((n: Json) => n.attributes.msg);
    expect(notes.some((m: string) => m.includes(`${state.sentOrder}`) && m.includes('EF123456789TH'))).toBe(
      true,
    );
    expect(notes.some((m: string) => m.includes(`${state.sentOrder}`) && m.includes('แพ็กของ'))).toBe(true);
    for (const p of [admin, staff, buyer]) expect(unexpected(p.problems)).toEqual([]);
  });

  it('cancelling an order refunds the points once, even confirmed in two tabs at the same moment', async () => {
    const placed = await api(
      'POST',
      '/orders',
      BUYER,
      {
        data: {
          name: 'ผู้แลก ทดสอบ',
          total: 10,
          order: [{ product: state.productId, amount: 1 }],
          shipto: '',
          logistic: 'temple',
          user: BUYER,
        },
      },
      { 'Idempotency-Key': `staff-e2e-${stamp}-cancel` },
    );
    expect(placed.status).toBe(200);
    state.cancelOrder = placed.body.data.id;
    const before = (await api('GET', '/wallets/getcalpoint', BUYER)).body.data.attributes.current_point;

    const staff = await as(STAFF);
    const second = await staff.context.newPage();
    const dialogs = [];
    for (const page of [staff.page, second]) {
      await staffPage(page, `/staff/orders/${state.cancelOrder}`);
      await page.getByRole('button', { name: 'ยกเลิกและคืนคะแนน' }).click();
      const dialog = page.getByRole('alertdialog', { name: `ยกเลิกคำสั่งแลก #${state.cancelOrder} ใช่ไหม` });
      await dialog.waitFor();
      dialogs.push(dialog);
    }
    // Both confirmed at once.
    await Promise.all(dialogs.map((d) => d.getByRole('button', { name: 'ยกเลิกและคืนคะแนน' }).click()));
    await flash(staff.page, /ยกเลิกแล้ว คืน 10 คะแนนให้ผู้แลก|ถูกยกเลิกไปแล้ว ไม่ได้คืนคะแนนซ้ำ/);
    await flash(second, /ยกเลิกแล้ว คืน 10 คะแนนให้ผู้แลก|ถูกยกเลิกไปแล้ว ไม่ได้คืนคะแนนซ้ำ/);
    const said = await Promise.all(
      [staff.page, second].map((p) => p.locator('[data-part="Flash"]').first().textContent()),
    );
    expect(said.filter((t) => t?.includes('ยกเลิกแล้ว คืน 10 คะแนน'))).toHaveLength(1);
    expect(said.filter((t) => t?.includes('ไม่ได้คืนคะแนนซ้ำ'))).toHaveLength(1);

    const after = (await api('GET', '/wallets/getcalpoint', BUYER)).body.data.attributes.current_point;
    expect(after - before).toBe(10);
    const ledger = (await api('GET', '/wallets/listwallet/1', BUYER)).body.data.map(
      (e: Json) => e.attributes.msg,
    );
    expect(ledger.filter((m: string) => m === `คืนแต้ม ยกเลิก OrderNumber ${state.cancelOrder}`)).toHaveLength(
      1,
    );
    expect(unexpected(staff.problems)).toEqual([]);
  });

  it('an admin awards a badge to three members in one step; each holds it and is notified', async () => {
    const badges = await api('GET', '/staff/badges?pageSize=100', ADMIN);
    const badge = badges.body.data[0];
    state.badgeId = badge.id;
    const holding = async (uid: number) =>
      (await api('GET', `/badges?filters[users][id][$eq]=${uid}`, null)).body.data.some(
        (b: Json) => b.id === badge.id,
      );
    const candidates = [20, 21, 22, 23, 24, 25, 26];
    const free: number[] = [];
    for (const uid of candidates) if (!(await holding(uid))) free.push(uid);
    state.awarded = free.slice(0, 3);
    expect(state.awarded).toHaveLength(3);

    const admin = await as(ADMIN);
    await staffPage(admin.page, `/staff/badges/${badge.id}`);
    await admin.page.getByRole('textbox', { name: /รายชื่อสมาชิก/ }).fill(state.awarded.join('\n'));
    await admin.page.getByText('รายชื่อ 3 คน').waitFor();
    await admin.page.getByRole('button', { name: 'มอบเหรียญ', exact: true }).click();
    await flash(admin.page, 'มอบเหรียญให้ 3 คนแล้ว');
    for (const uid of state.awarded) {
      expect(await holding(uid)).toBe(true);
      const notes = (await api('GET', '/getallnoti', uid)).body.data.map((n: Json) => n.attributes.msg);
      expect(notes.some((m: string) => m.includes(badge.attributes.name))).toBe(true);
    }
    expect(unexpected(admin.problems)).toEqual([]);
  });

  it('a member opens no /staff/… screen (the not-found page) and calls no staff endpoint (403); a visitor 401; staff no admin page', async () => {
    const screens = [
      '/staff',
      '/staff/applications',
      '/staff/notices',
      '/staff/notices/new',
      `/staff/notices/${state.noticeId}`,
      '/staff/categories',
      '/staff/souvenirs',
      `/staff/souvenirs/${state.productId}`,
      '/staff/badges',
      '/staff/organisations',
      '/staff/organisations/import',
      '/staff/orders',
      `/staff/orders/${state.sentOrder}`,
      '/staff/orders/packing-list',
      '/staff/members',
      `/staff/members/${MEMBER}`,
      '/staff/moderation',
      '/staff/audit',
    ];
    const member = await as(MEMBER, 'phone');
    for (const to of screens) {
      await member.page.goto(`${url}${to}`);
      await member.page.getByTestId('not-found').waitFor({ timeout: 15_000 });
      expect(await member.page.locator('[data-testid="staff-screen"]').count()).toBe(0);
    }
    // Staff, no admin: the admins' pages are not found either.
    const staff = await as(STAFF);
    for (const to of [
      '/staff/categories',
      '/staff/souvenirs',
      '/staff/badges',
      '/staff/organisations',
      '/staff/audit',
    ]) {
      await staff.page.goto(`${url}${to}`);
      await staff.page.getByTestId('not-found').waitFor({ timeout: 15_000 });
    }

    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', '/staff/notices'],
      ['POST', '/staff/notices', { data: { topic: 'x', des: 'y', icon: 'info' } }],
      ['POST', `/staff/notices/${state.noticeId}/unpublish`],
      ['GET', '/staff/categories'],
      ['DELETE', `/staff/categories/${state.categoryId}`],
      ['GET', '/staff/products'],
      ['POST', `/staff/products/${state.productId}/stock`, { data: { delta: 100, reason: 'x' } }],
      ['GET', '/staff/badges'],
      ['POST', `/staff/badges/${state.badgeId}/award`, { data: { members: String(MEMBER) } }],
      ['GET', '/staff/orgs'],
      ['POST', '/staff/orgs/import', { data: { csv: 'ภูมิภาค,x', mode: 'merge', dryRun: true } }],
      ['GET', '/staff/orders'],
      ['POST', `/staff/orders/${state.sentOrder}/status`, { data: { status: 'received' } }],
      ['POST', `/staff/orders/${state.cancelOrder}/cancel`],
      ['GET', '/staff/orders/packing-list'],
      ['GET', '/staff/orders/addresses.csv'],
      ['GET', '/staff/members'],
      ['POST', `/staff/members/${MEMBER}/block`, { data: { reason: 'x' } }],
      ['PUT', `/staff/members/${MEMBER}/role`, { data: { role: 'admin' } }],
      ['GET', '/staff/moderation/post'],
      ['POST', '/staff/moderation/post/1/hide', { data: { reason: 'x' } }],
      ['GET', '/staff/audit'],
      ['GET', '/staff/creator-applications'],
    ];
    for (const [method, route, body] of endpoints) {
      expect({ route, status: (await api(method, route, MEMBER, body)).status }).toEqual({
        route,
        status: 403,
      });
      expect({ route, status: (await api(method, route, null, body)).status }).toEqual({
        route,
        status: 401,
      });
    }
    expect((await api('GET', '/staff/audit', STAFF)).status).toBe(403);
    expect((await api('GET', '/staff/me', MEMBER)).body.data).toMatchObject({ staff: false, role: 'member' });
    // Nothing the member tried changed anything.
    expect((await api('GET', `/staff/members/${MEMBER}`, ADMIN)).body.data.attributes).toMatchObject({
      role: 'member',
      blockedAt: null,
    });
    // The only problems: the refusals of the screens' reads, and the not-found pages' own 404.
    const notFoundPage =
      /^http:\/\/[^ ]+\/staff[^ ]*: Failed to load resource: the server responded with a status of 404/;
    expect(unexpected(member.problems, [/status of 40[13]/, notFoundPage])).toEqual([]);
    expect(unexpected(staff.problems, [/status of 403/, notFoundPage])).toEqual([]);
  });

  it('every action above is in the audit log, once, with its actor', async () => {
    const admin = await as(ADMIN);
    const entries = async (query: string) =>
      (await api('GET', `/staff/audit?${query}&pageSize=100`, ADMIN)).body.data;
    const one = async (query: string, actor: number) => {
      const found = await entries(query);
      expect({ query, count: found.length }).toEqual({ query, count: 1 });
      expect(found[0].attributes.actorId).toBe(actor);
    };
    await one(`action=notice.create&entity=notice&entityId=${state.noticeId}`, STAFF);
    await one(`action=notice.publish&entity=notice&entityId=${state.noticeId}`, STAFF);
    await one(`action=category.create&entity=category&entityId=${state.categoryId}`, ADMIN);
    await one(`action=product.create&entity=product&entityId=${state.productId}`, ADMIN);
    await one(`action=product.stock&entity=product&entityId=${state.productId}`, ADMIN);
    expect(await entries(`action=order.status&entity=order&entityId=${state.sentOrder}`)).toHaveLength(2);
    await one(`action=order.cancel&entity=order&entityId=${state.cancelOrder}`, STAFF);
    await one(`action=badge.award&entity=badge&entityId=${state.badgeId}`, ADMIN);
    const award = (await entries(`action=badge.award&entity=badge&entityId=${state.badgeId}`))[0];
    expect([...award.attributes.after.members].sort()).toEqual([...(state.awarded ?? [])].sort());

    // The screen: the order's history in words, by whom; a refused delete left no row.
    await staffPage(admin.page, `/staff/audit?entity=order&entityId=${state.sentOrder}`);
    const log = admin.page.getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    await expect.poll(() => log.locator('[data-part="Entry"]').count()).toBe(2);
    expect(await log.textContent()).toContain('เปลี่ยนสถานะคำสั่งแลก');
    await staffPage(admin.page, `/staff/audit?action=category.&entityId=${state.categoryId}`);
    const categoryLog = admin.page.getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    await expect.poll(() => categoryLog.locator('[data-part="Entry"]').count()).toBe(1);
    expect(await categoryLog.textContent()).toContain('สร้างหมวดหมู่');
    await staffPage(admin.page, '/staff/audit?action=badge.');
    await admin.page.getByText('มอบเหรียญตรา').first().waitFor();
    expect(unexpected(admin.problems)).toEqual([]);
  });
});
