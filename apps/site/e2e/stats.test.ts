/**
 * Statistics, notices and notifications in Chromium against the real service (PGlite, Thai demo
 * data, development sign-in): `/topshare` refuses a 'to' day before 'from', keeps its range in the
 * address (a reload shows it again), expands a list past 20 and opens a badge's holders; a notice's
 * Markdown renders with its `javascript:` link inert (the demo seed's notice 'ระวังลิงก์แปลกปลอม');
 * tapping a notification on `/noti` marks it read and the header bell's count drops at once, and
 * stays lower after a reload. Demo member 14 has unread notifications (two of each member's newest
 * are unread in the seed).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopContext, launchChromium, type PageProblems, signInAs, watchProblems } from './browser';

const url = inject('siteUrl');
const MEMBER = 14;

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

/** A desktop page with the cookie notice already accepted (it would cover the lower buttons). */
async function open(): Promise<Page> {
  context = await desktopContext(browser);
  await context.addInitScript(() => {
    // Only on the site's own pages (about:blank has no storage).
    if (location.protocol === 'http:') localStorage.setItem('accept-all', 'true');
  });
  problems = await watchProblems(context);
  const page = await context.newPage();
  // No alert may ever open (a `javascript:` link that ran would).
  page.on('dialog', (dialog) => {
    problems.pageErrors.push(`dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

/**
 * Problems of the page, less the demo seed's members without a picture: their `/uploads/none-N.jpg`
 * answers 404 on purpose and the avatar shows initials.
 */
const pageProblems = () => problems.all().filter((p) => !/404.*\/uploads\/none-\d+\.jpg/.test(p));

async function ready(page: Page, testId: string) {
  await page.locator(`[data-testid="${testId}"][data-state="ready"]`).waitFor({ timeout: 20_000 });
}

describe('/topshare', () => {
  it("refuses a 'to' day before 'from', expands a list past 20, opens a badge's holders", async () => {
    const page = await open();
    const ranges: Array<{ from: string; to: string }> = [];
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.pathname === '/stats/get_top_share_by_day')
        ranges.push({ from: u.searchParams.get('mdate') ?? '', to: u.searchParams.get('mdate2') ?? '' });
    });
    await page.goto(`${url}/topshare`);
    await ready(page, 'stats-page');
    const from = page.locator('input[name="from"]');
    const to = page.locator('input[name="to"]');
    const today = await to.inputValue();
    // Default: today to today, read by the service that rendered the page (no call from the browser).
    expect(await from.inputValue()).toBe(today);
    expect(ranges).toEqual([]);

    /** Changes one picker and waits for the page to have loaded that range. */
    const pick = async (input: typeof from, day: string, expected: { from: string; to: string }) => {
      const loaded = page.waitForResponse((r) => {
        const u = new URL(r.url());
        return (
          u.pathname === '/stats/get_top_share_by_day' &&
          u.searchParams.get('mdate') === expected.from &&
          u.searchParams.get('mdate2') === expected.to
        );
      });
      await input.fill(day);
      await loaded;
      await ready(page, 'stats-page');
    };

    // A 'to' before 'from' is refused: 'to' never goes before 'from' (its minimum follows 'from').
    await pick(from, '2022-03-04', { from: '2022-03-04', to: today });
    await pick(to, '2022-03-05', { from: '2022-03-04', to: '2022-03-05' });
    await pick(from, '2022-03-10', { from: '2022-03-10', to: '2022-03-10' });
    expect(await to.getAttribute('min')).toBe('2022-03-10');
    const before = ranges.length;
    await to.fill('2022-03-07');
    expect(await to.inputValue()).toBe('2022-03-10');
    expect(await from.inputValue()).toBe('2022-03-10');
    for (const r of ranges) expect(r.to >= r.from, `${r.from}…${r.to}`).toBe(true);

    // The whole history: more than 20 sharers, '...more...' shows the rest.
    await pick(to, today, { from: '2022-03-10', to: today });
    await pick(from, '2022-03-04', { from: '2022-03-04', to: today });
    expect(ranges.length).toBe(before + 2);
    const sharers = page.getByTestId('top-sharers');
    await expect.poll(() => sharers.getByRole('listitem').count(), { timeout: 15_000 }).toBe(20);
    await sharers.getByRole('button', { name: '...more...' }).click();
    expect(await sharers.getByRole('listitem').count()).toBeGreaterThan(20);
    expect(await sharers.getByRole('button', { name: '...more...' }).count()).toBe(0);
    expect(await sharers.getByRole('link').first().getAttribute('href')).toMatch(/^\/user\d+$/);
    // The range is the address's: a reload reads and shows the same one.
    expect(new URL(page.url()).search).toBe(`?from=2022-03-04&to=${today}`);
    await page.reload();
    await ready(page, 'stats-page');
    expect(await from.inputValue()).toBe('2022-03-04');
    expect(ranges.at(-1)).toEqual({ from: '2022-03-04', to: today });

    // A badge's holders, closed by 'สาธุ !'.
    const badge = page.locator('[data-component="BadgeShelf"] [data-part="Badge"]').first();
    await badge.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('link').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'สาธุ !' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageProblems()).toEqual([]);
  });
});

describe('/notice', () => {
  it('renders the Markdown with the javascript: link inert; Back returns to /notice', async () => {
    const page = await open();
    await page.goto(`${url}/notice`);
    await ready(page, 'notices-page');
    await page.getByRole('link', { name: /ระวังลิงก์แปลกปลอม/ }).click();
    await ready(page, 'notice-page');
    const notice = page.getByTestId('notice-page');
    expect(await notice.getByRole('heading', { level: 1 }).textContent()).toBe('ระวังลิงก์แปลกปลอม');
    expect(await notice.locator('strong', { hasText: 'ไม่ต้องกด' }).count()).toBe(1);
    // The unsafe link is plain text: no anchor, and a click does nothing.
    const inert = notice.getByText('กดรับคะแนนฟรี');
    expect(await inert.evaluate((el) => el.closest('a'))).toBeNull();
    expect(await notice.locator('a[href^="javascript" i]').count()).toBe(0);
    const before = page.url();
    await inert.click();
    expect(page.url()).toBe(before);
    // The safe one is a link.
    expect(await notice.getByRole('link', { name: 'ร้านของที่ระลึก' }).getAttribute('href')).toBe('/coin');
    await notice.getByRole('link', { name: 'กลับไปหน้าประกาศ' }).click();
    await ready(page, 'notices-page');
    expect(new URL(page.url()).pathname).toBe('/notice');
    expect(pageProblems()).toEqual([]);
  });
});

describe('/noti', () => {
  it("tapping a notification marks it read and the bell's count drops (no reload), and stays so", async () => {
    const page = await open();
    await signInAs(page, url, MEMBER);
    await page.waitForURL((u) => u.pathname === '/all/other', { timeout: 20_000 });
    await page.goto(`${url}/noti`);
    await ready(page, 'noti-page');
    const bell = page.locator('[data-component="NotificationBell"]');
    const count = async () => Number((await bell.textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await count();
    const list = page.getByTestId('noti-page');
    const unread = list.locator('[data-part="Notification"][data-state="unread"]');
    const unreadBefore = await unread.count();
    expect(unreadBefore).toBeGreaterThan(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const marked = page.waitForResponse((r) => /\/api\/readnoti\/\d+$/.test(r.url()) && r.ok());
    // A tap on the notification itself (its time: the message may hold a link of its own).
    await unread.first().locator('[data-part="Time"]').click();
    expect(await unread.count()).toBe(unreadBefore - 1);
    await expect.poll(count).toBe(before - 1);
    await marked;
    expect(navigations).toEqual([]);
    // The service kept it: after a reload the count is still one lower.
    await page.reload();
    await ready(page, 'noti-page');
    await expect.poll(count, { timeout: 15_000 }).toBe(before - 1);
    expect(await unread.count()).toBe(unreadBefore - 1);
    expect(pageProblems()).toEqual([]);
  });
});
