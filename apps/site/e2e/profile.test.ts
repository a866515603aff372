/**
 * Profiles, the directory and member search in Chromium against the real service (PGlite, Thai
 * demo data, development sign-in). Demo member 16 edits their own profile; members 2–13 are
 * creators; every fifth member has no handle (5, 10, 15, …).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  desktopContext,
  launchChromium,
  type PageProblems,
  phoneContext,
  signInAs,
  watchProblems,
} from './browser';
import { repoRoot } from './paths';

const url = inject('siteUrl');
const EDITOR = 16; // a sharer with a handle: edits name, bio, handle, picture and links
const OTHER = 17; // whose handle the editor tries to take
const CREATOR = 3; // a creator with a handle: /u3 rewrites to /@{at}/other
const SHARER = 14; // a sharer whose share statistics are read

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
  // No uncaught error and no CSP violation on any page (a refused handle's 409 is an expected console line).
  expect([...problems.pageErrors, ...problems.cspViolations]).toEqual([]);
  await context?.close();
});

async function open(kind: 'phone' | 'desktop' = 'phone'): Promise<Page> {
  context = await (kind === 'phone' ? phoneContext(browser) : desktopContext(browser));
  problems = await watchProblems(context);
  return context.newPage();
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

async function waitForPath(page: Page, expected: string | RegExp) {
  await expect
    .poll(() => pathOf(page), { timeout: 15_000 })
    .toSatisfy((p: string) => (typeof expected === 'string' ? p === expected : expected.test(p)));
}

/** The profile's view runs (a page the service rendered is hydrated before it is used). */
async function profileReady(page: Page) {
  await page.locator('[data-testid="profile"][data-state="ready"]').waitFor({ timeout: 20_000 });
}

async function signIn(page: Page, uid: number) {
  await signInAs(page, url, uid);
  await waitForPath(page, '/all/other');
}

interface WireProfile {
  attributes: { uid: number; name: string; at: string | null; type: string };
}

async function profileOf(uid: number): Promise<WireProfile['attributes']> {
  const res = await fetch(`${url}/api/profiles?filters[uid][$eq]=${uid}`);
  const body = (await res.json()) as { data: WireProfile[] };
  const found = body.data[0];
  if (!found) throw new Error(`no demo profile ${uid}`);
  return found.attributes;
}

const graphemes = (text: string, count: number) =>
  [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text)]
    .slice(0, count)
    .map((s) => s.segment)
    .join('');

const header = (page: Page) => page.locator('[data-component="ProfileHeader"]');

describe('own profile', () => {
  it('edits name, bio and handle: a taken handle shows the notice and keeps the old one; reload shows the saved name', async () => {
    const page = await open('desktop');
    const me = await profileOf(EDITOR);
    const other = await profileOf(OTHER);
    expect(me.at && other.at).toBeTruthy();
    await signIn(page, EDITOR);
    await page.goto(`${url}/me`);
    // A sharer opens on the share tab, under their handle.
    await waitForPath(page, `/@${me.at}/share`);
    await profileReady(page);

    const name = 'ผู้ทดสอบ แก้ไขโปรไฟล์';
    await header(page).getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
    let dialog = page.getByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('[name="bio"]').fill('ชอบแชร์ธรรมะทุกวัน');
    await dialog.locator('input[name="handle"]').fill(`@${other.at}`);
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    const notice = page.getByRole('alertdialog', { name: 'ชื่อผู้ใช้นี้มีคนใช้แล้ว' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain(`@${other.at}`);
    await notice.getByRole('button').first().click();
    await expect.poll(() => header(page).getByRole('heading', { level: 1 }).textContent()).toBe(name);
    // The old handle stays (in the service and in the address).
    expect((await profileOf(EDITOR)).at).toBe(me.at);
    expect(pathOf(page)).toBe(`/@${me.at}/share`);
    await page.reload();
    await profileReady(page);
    await expect
      .poll(() => header(page).getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(name);

    // A free handle is saved, and the address follows it.
    const fresh = `e2e${me.uid}x`;
    await header(page).getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
    dialog = page.getByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await dialog.locator('input[name="handle"]').fill(fresh);
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await waitForPath(page, `/@${fresh}/share`);
    await profileReady(page);
    expect((await profileOf(EDITOR)).at).toBe(fresh);
  });

  it('crops and uploads a picture and sees it in the header; edits social links (only links with a url show)', async () => {
    const page = await open('phone');
    await signIn(page, EDITOR);
    await page.goto(`${url}/me`);
    // /me (blank layout) is rewritten to the profile's own address (another layout): act after it.
    await waitForPath(page, /^\/@[^/]+\/share$/);
    await profileReady(page);
    await header(page).waitFor({ timeout: 15_000 });
    const picture = header(page).locator('[data-part="Picture"] img');
    const before = (await picture.count()) ? await picture.getAttribute('src') : null;

    const png = readFileSync(
      path.join(repoRoot, '.storybook/__screenshots__/components-avatar--default--light.png'),
    );
    await header(page)
      .getByLabel('เปลี่ยนรูปโปรไฟล์')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const crop = page.getByRole('dialog', { name: 'ครอปรูปโปรไฟล์' });
    await crop.waitFor();
    const save = crop.getByRole('button', { name: 'บันทึก' });
    await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
    await save.click();
    await crop.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => ((await picture.count()) ? await picture.getAttribute('src') : null), {
        timeout: 15_000,
      })
      .toMatch(/\/uploads\//);
    expect(await picture.getAttribute('src')).not.toBe(before);

    await header(page).getByRole('button', { name: 'แก้ไขลิงก์โซเชียล' }).click();
    const links = page.getByRole('dialog', { name: 'แก้ไขลิงก์โซเชียล' });
    for (const label of ['Facebook', 'Twitter', 'TikTok', 'YouTube', 'เว็บไซต์'])
      await links.getByLabel(label, { exact: true }).fill('');
    await links.getByLabel('YouTube', { exact: true }).fill('https://www.youtube.com/@e2e-lightbearer');
    await links.getByRole('button', { name: 'บันทึก' }).click();
    await links.waitFor({ state: 'hidden', timeout: 15_000 });
    const icons = header(page).locator('[data-part="Links"] a[data-social]');
    await expect.poll(() => icons.count()).toBe(1);
    expect(await icons.first().getAttribute('data-social')).toBe('youtube');
    expect(await icons.first().getAttribute('href')).toBe('https://www.youtube.com/@e2e-lightbearer');
  });
});

describe("another member's profile", () => {
  it('/u{id} of a member with a handle rewrites to /@{at}/{tab}', async () => {
    const page = await open('desktop');
    const creator = await profileOf(CREATOR);
    await signIn(page, SHARER);
    await page.goto(`${url}/u${CREATOR}`);
    await waitForPath(page, `/@${creator.at}/other`);
    await profileReady(page);
    await expect
      .poll(() => header(page).getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(creator.name);
    expect(await header(page).getByRole('button', { name: 'แก้ไขโปรไฟล์' }).count()).toBe(0);
  });

  it("the share tab's date range reloads the list and refuses dates before 2022-03-04", async () => {
    const page = await open('desktop');
    const sharer = await profileOf(SHARER);
    await signIn(page, EDITOR);
    await page.goto(`${url}/u${SHARER}/share`);
    await waitForPath(page, sharer.at ? `/@${sharer.at}/share` : `/u${SHARER}/share`);
    await profileReady(page);
    const panel = page.getByTestId('share-stats');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 15_000 }).toBe('idle');
    const from = panel.getByLabel('ตั้งแต่วันที่');
    expect(await from.inputValue()).toBe('2022-03-04');
    expect(await from.getAttribute('min')).toBe('2022-03-04');
    const to = await panel.getByLabel('ถึงวันที่').inputValue();
    const allDays = await panel.locator('[data-part="Shared"] [data-part="Row"]').count();
    expect(allDays).toBeGreaterThan(0);

    // Today only: the list is read again for that day.
    const reload = page.waitForRequest(
      (r) => r.url().includes('/stats/getsharedbyuser') && r.url().includes(`date=${to}`),
    );
    await from.fill(to);
    await reload;
    await expect.poll(() => panel.getAttribute('data-state')).toBe('idle');
    expect(await panel.getAttribute('data-range')).toBe('days');
    expect(await panel.locator('[data-part="Shared"] [data-part="Row"]').count()).toBeLessThanOrEqual(
      allDays,
    );

    // A day before the first statistics day becomes 2022-03-04.
    const refused = page.waitForRequest(
      (r) => r.url().includes('/stats/getsharedbyuser') && r.url().includes('date=2022-03-04'),
    );
    await from.fill('2021-12-31');
    await refused;
    expect(await from.inputValue()).toBe('2022-03-04');

    // Show all days again: the request carries no dates.
    const all = page.waitForRequest(
      (r) => r.url().includes('/stats/getsharedbyuser') && !r.url().includes('date='),
    );
    await panel.getByRole('button', { name: 'แสดงทุกวัน' }).click();
    await all;
    await expect.poll(() => panel.locator('[data-part="Shared"] [data-part="Row"]').count()).toBe(allDays);
  });
});

describe('search and directory', () => {
  it('finds a demo member by a 3-character Thai part of the name, and does nothing for 2', async () => {
    const page = await open('phone');
    const member = await profileOf(20);
    await signIn(page, SHARER);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/profiles') && r.url().includes('containsi')) searches.push(r.url());
    });
    await page.goto(`${url}/search`);
    const box = page.getByRole('searchbox');
    await box.waitFor({ timeout: 15_000 });
    await box.pressSequentially(graphemes(member.name, 2));
    await page.waitForTimeout(600);
    expect(searches).toEqual([]);
    expect(await page.locator('[data-component="MemberResults"]').getAttribute('data-state')).toBe('idle');

    await box.fill('');
    await box.pressSequentially(graphemes(member.name, 3));
    const result = page.locator('[data-component="MemberResults"]').getByRole('link', { name: member.name });
    await result.first().waitFor({ timeout: 15_000 });
    expect(searches.length).toBeGreaterThan(0);
    await result.first().click();
    await waitForPath(page, member.at ? `/@${member.at}/share` : `/u20/share`);
  });

  it('the directory filters Creator and Sharer on the page', async () => {
    const page = await open('desktop');
    await page.goto(`${url}/creator`);
    const items = page.locator('[data-component="MemberGrid"] [data-part="Item"]');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const all = await items.count();
    await page.getByRole('radio', { name: 'Creator' }).check();
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThan(all);
    expect(
      new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-member-type')))),
    ).toEqual(new Set(['creator']));
    await page.getByRole('radio', { name: 'Sharer' }).check();
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    expect(
      new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-member-type')))),
    ).toEqual(new Set(['member']));
    await page.getByRole('radio', { name: 'ทั้งหมด' }).check();
    await expect.poll(() => items.count()).toBe(all);
  });
});
