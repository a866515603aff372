/**
 * Applications, the inner-zone form, the organisation member list, the profile export and the staff
 * review (ADR 030), in Chromium against the real service (PGlite, Thai demo data,
 * development sign-in). Demo members 14–40 have a sharer registration; member 1 is staff. This file
 * uses members 33–37 only, and member 35 becomes a creator here.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILE_EXPORT_HEADERS, REDIRECT_DELAY_MS } from '@lightbearers/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import * as XLSX from 'xlsx';
import { appRunning, desktopContext, devSignIn, launchChromium, phoneContext, signInAs } from './browser';

const url = inject('siteUrl');
const dist = inject('siteDist');
const STAFF = 1;
const APPLICANT = 35;
const MEMBER = 36;
const ORG_MEMBER = 37;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a page signed in as `uid` (as a browser completes a sign-in, `signInAs`), then goes to `to`. */
async function signedIn(uid: number, to: string, kind: 'phone' | 'desktop' = 'desktop') {
  context = await (kind === 'phone' ? phoneContext(browser) : desktopContext(browser));
  // The cookie notice was accepted before (flows.test.ts covers it): it would cover the phone's buttons.
  await context.addInitScript(() => localStorage.setItem('accept-all', 'true'));
  const page = await context.newPage();
  const jwt = await signInAs(page, url, uid);
  await page.goto(`${url}${to}`);
  // The page the service rendered runs before it is used.
  await appRunning(page);
  return { page, jwt };
}

// biome-ignore lint/suspicious/noExplicitAny: the service's JSON, read field by field in the assertions
type Json = any;

async function api(method: string, route: string, jwt: string, body?: unknown) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('applications and the inner-zone form', () => {
  it('a sharer application with a missing field shows the alert and loses nothing typed', async () => {
    const { page } = await signedIn(MEMBER, '/sharer', 'phone');
    const name = page.getByRole('textbox', { name: /ชื่อ-นามสกุล/ });
    await name.waitFor({ timeout: 15_000 });
    await name.fill('ทดสอบ ผู้ส่งต่อ');
    await page.getByRole('textbox', { name: /เบอร์มือถือ/ }).fill('');
    await page.getByRole('textbox', { name: /ไลน์ไอดี/ }).fill('tester_line');
    await page.getByRole('textbox', { name: /ที่อยู่/ }).fill('12 หมู่ 3 ต.คลองหนึ่ง');
    await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/tester');
    await page.getByRole('button', { name: 'ลงทะเบียน' }).click();
    const alert = page.getByRole('alertdialog', { name: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('เบอร์มือถือ');
    await alert.getByRole('button', { name: 'ตกลง' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('ทดสอบ ผู้ส่งต่อ');
    expect(await page.getByRole('textbox', { name: /ไลน์ไอดี/ }).inputValue()).toBe('tester_line');
    expect(await page.getByRole('textbox', { name: /ที่อยู่/ }).inputValue()).toBe('12 หมู่ 3 ต.คลองหนึ่ง');
    expect(await page.getByRole('textbox', { name: 'Facebook' }).inputValue()).toBe(
      'https://facebook.com/tester',
    );
    expect(await page.getByRole('textbox', { name: /เบอร์มือถือ/ }).getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/sharer');
  });

  it('the inner-zone form submits only with both levels and redirects to /u{id} after 1.8 s', async () => {
    const { page, jwt } = await signedIn(ORG_MEMBER, '/orgsub');
    const submit = page.getByRole('button', { name: 'บันทึกสังกัด' });
    await page.getByRole('combobox', { name: 'สาย' }).selectOption('ภูมิภาค');
    expect(await submit.count()).toBe(0);
    const unit = page.getByRole('combobox', { name: 'หน่วย' });
    await expect.poll(() => unit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await unit.selectOption('ภาคใต้');
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'บันทึกสังกัดเรียบร้อยแล้ว' }).waitFor();
    const saved = Date.now();
    expect(pathOf(page)).toBe('/orgsub');
    // `/u{id}`, which the profile's loader answers with the member's own address.
    await page.waitForURL(new RegExp(`/(u${ORG_MEMBER}|@[^/]+)(/\\w+)?$`), { timeout: 10_000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 300);
    const profile = await api('GET', `/profiles/${ORG_MEMBER}`, jwt);
    expect(profile.body.data.attributes).toMatchObject({ org1: 'ภูมิภาค', org2: 'ภาคใต้' });
  });
});

describe('contact details are for staff only', () => {
  it('a member who is not staff gets no contact details from /statlist/… or /profileexport', async () => {
    const { page, jwt } = await signedIn(MEMBER, '/statlist');
    // A unit with members: the first link of the statistics table.
    const firstUnit = page.getByRole('table').getByRole('link').nth(1);
    await firstUnit.waitFor({ timeout: 15_000 });
    await firstUnit.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/statlist\/[^/]+\/[^/]+$/);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await page.getByText('แสดงเฉพาะทีมงานเท่านั้น', { exact: false }).waitFor();
    // The viewer's own registration may show (they are in some unit); nobody else's does.
    const own = (await api('GET', '/sharer/me', jwt)).body.data.attributes.results[0] ?? {};
    let text = (await table.textContent()) ?? '';
    for (const mine of [own.tel, own.lineid, own.address]) if (mine) text = text.split(mine).join('');
    // The demo's phone numbers are 08 and eight digits, its LINE ids line_…
    expect(text).not.toMatch(/08\d{8}/);
    expect(text).not.toMatch(/line_/);
    expect(await table.getByText('ไม่แสดง').count()).toBeGreaterThan(0);
    // The service agrees: a member reads only their own sharer registration.
    const subs = await api('GET', '/sharer-subs?populate[0]=user&pagination[pageSize]=100', jwt);
    expect(subs.body.data.every((s: Json) => s.attributes.user.data.id === MEMBER)).toBe(true);

    await page.goto(`${url}/profileexport`);
    await page.getByText('หน้านี้สำหรับทีมงานเท่านั้น').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export to XLSX' }).count()).toBe(0);
  });
});

describe('staff', () => {
  it('approve a creator application; that member can then create a post', async () => {
    const applicant = (await devSignIn(url, APPLICANT)).jwt;
    const post = () =>
      api('POST', '/posts', applicant, {
        data: {
          des: 'โพสต์แรกหลังอนุมัติ https://example.org/first',
          cat: 1,
          url: null,
          type: 'postLink',
          photo: [],
        },
      });
    expect((await post()).status).toBe(403);
    const sub = await api('POST', '/creator-subs', applicant, {
      data: { name: 'ผู้สมัคร อีทูอี', tel: '0845555555', lineid: 'e2e_creator', address: 'นนทบุรี' },
    });
    expect(sub.status).toBe(200);

    const { page } = await signedIn(STAFF, '/staff/applications');
    const card = page.getByRole('article', { name: 'ผู้สมัคร อีทูอี' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('0845555555');
    await card.getByRole('button', { name: 'อนุมัติ' }).click();
    await page.getByRole('status').filter({ hasText: 'เป็น Creator แล้ว' }).waitFor();
    await card.waitFor({ state: 'detached' });

    const created = await post();
    expect(created.status).toBe(200);
    expect(created.body.data.attributes.uid).toBe(APPLICANT);
    const notes = await api('GET', '/getallnoti', applicant);
    expect(notes.body.data[0].attributes.msg).toContain('อนุมัติ');
  });

  it('the exported XLSX, downloaded in the browser, has one row per profile and the product’s columns', async () => {
    const { page, jwt } = await signedIn(STAFF, '/profileexport');
    await page.getByRole('status').filter({ hasText: 'อ่านครบ' }).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^profiles-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lb-export-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = XLSX.read(readFileSync(file));
    const sheet = workbook.Sheets[workbook.SheetNames[0] as string];
    const rows = XLSX.utils.sheet_to_json<Array<string | number>>(sheet as XLSX.WorkSheet, { header: 1 });
    expect(rows[0]).toEqual([...PROFILE_EXPORT_HEADERS]);
    const total = (await api('GET', '/profiles?pagination[pageSize]=1', jwt)).body.meta.pagination.total;
    expect(rows.length - 1).toBe(total);
    const uids = rows.slice(1).map((row) => row[1]);
    expect(new Set(uids).size).toBe(total);
    // Staff get contact details: the demo's sharer registrations fill the phone column.
    const tel = PROFILE_EXPORT_HEADERS.indexOf('เบอร์โทร');
    expect(rows.slice(1).filter((row) => /^08\d{8}$/.test(String(row[tel] ?? ''))).length).toBeGreaterThan(
      10,
    );
  });

  it('the xlsx writer is a lazy chunk, never part of the first screen', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
    >;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
    const closure = new Set<string>();
    const walk = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const next of manifest[key]?.imports ?? []) walk(next);
    };
    walk(entry);
    const xlsxKeys = Object.keys(manifest).filter(
      (key) => key.includes('node_modules/xlsx') || key.includes('/xlsx/'),
    );
    expect(xlsxKeys.length).toBeGreaterThan(0);
    for (const key of xlsxKeys) expect(closure.has(key)).toBe(false);
    for (const key of closure) {
      const code = readFileSync(path.join(dist, manifest[key]?.file as string), 'utf8');
      expect(code).not.toContain('SheetJS');
    }
  });
});
