/**
 * A TikTok short link, as the TikTok app's share button copies it (`vm.tiktok.com/…`), becomes a
 * post that plays: the composer has the service resolve it (the service follows the link's
 * redirects itself — here to a fake TikTok on this machine, through the resolver's injectable
 * network, with all of its checks), waits meanwhile, and posts the video's own address; the post's
 * facade and the All TikTok page's full-screen player then open TikTok's player for that video.
 * A link TikTok does not know is refused with the composer's error, and nothing is posted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSignIn, launchChromium, phoneContext, signInAs, watchProblems } from './browser';
import { siteRoot } from './paths';
import { type RunningService, startService } from './service';

const CREATOR = 6;
const VIDEO_ID = '7301234567890123456';
const VIDEO_PAGE = `https://www.tiktok.com/@dhamma.daily/video/${VIDEO_ID}?_r=1`;

/** What the fake TikTok was asked: `host path` per request. */
const asked: string[] = [];

/**
 * TikTok's short-link hosts as they answer: `vm.tiktok.com/ZSmorning1/` redirects to the mobile
 * page, which redirects to the video's page; any other short link is unknown (404).
 */
function fakeTikTok(): Promise<Server> {
  const server = createServer((req, res) => {
    const where = `${req.headers.host} ${req.url}`;
    asked.push(where);
    if (where === 'vm.tiktok.com /ZSmorning1/') {
      res.writeHead(301, { location: `https://m.tiktok.com/v/${VIDEO_ID}.html` });
    } else if (where === `m.tiktok.com /v/${VIDEO_ID}.html`) {
      res.writeHead(302, { location: VIDEO_PAGE });
    } else res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let tiktok: Server;
let service: RunningService;
let url: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  tiktok = await fakeTikTok();
  const { port } = tiktok.address() as AddressInfo;
  service = await startService(
    { FAKE_TIKTOK_ORIGIN: `http://127.0.0.1:${port}` },
    { entry: path.join(siteRoot, 'e2e/fake-tiktok-service.mjs') },
  );
  url = service.url;
  browser = await launchChromium();
  context = await phoneContext(browser);
  await context.addInitScript(() => {
    if (location.origin !== 'null') localStorage.setItem('accept-all', 'true');
  });
  // No internet here: TikTok's player and pictures are answered empty, and counted.
  await context.route(
    (address) => address.origin !== url,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await service?.close();
  await new Promise((resolve) => tiktok?.close(resolve));
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function compose(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'สร้างโพสต์' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'สร้างโพสต์' });
  await dialog.waitFor();
  await expect.poll(() => dialog.locator('select option').count()).toBeGreaterThan(1);
  return dialog;
}

/** Pastes the message as a member does (the composer reads it on the paste and the key-up). */
async function paste(dialog: Locator, message: string) {
  const box = dialog.getByRole('textbox', { name: /ข้อความ หรือ ลิงก์/ });
  await box.fill(message);
  await box.press('End');
}

describe('a TikTok short link', () => {
  it('is resolved by the service while the composer waits, and the post plays the video', async () => {
    const problems = await watchProblems(context);
    const page = await context.newPage();
    await signInAs(page, url, CREATOR);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
    const dialog = await compose(page);
    await paste(dialog, 'สวดมนต์ข้ามปีที่วัด คลิปจากแอป https://vm.tiktok.com/ZSmorning1/');

    const state = dialog.locator('[data-part="ShortLink"]');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 15_000 }).toBe('resolved');
    // The service, not the browser, followed both redirects.
    expect(asked).toEqual(['vm.tiktok.com /ZSmorning1/', `m.tiktok.com /v/${VIDEO_ID}.html`]);
    expect(await dialog.locator('[data-part="ResolvedLink"]').textContent()).toBe(VIDEO_PAGE);

    await dialog.getByRole('combobox', { name: /หมวดหมู่/ }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'โพสต์' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/p\/\d+$/);
    const id = Number(pathOf(page).split('/')[2]);

    // Stored with the video's own address, the member's words kept.
    const stored = (await (await fetch(`${url}/api/posts/${id}`)).json()) as {
      data: { attributes: { type: string; url: string; des: string } };
    };
    expect(stored.data.attributes).toMatchObject({ type: 'videoTikTok', url: VIDEO_PAGE });
    expect(stored.data.attributes.des).toContain('https://vm.tiktok.com/ZSmorning1/');

    // The post page's facade opens TikTok's player for that video.
    await page.locator('[data-testid="post-page"][data-state="ready"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-component="Embed"] button').first().click();
    const frame = page.locator('[data-component="Embed"] iframe');
    await frame.waitFor({ timeout: 10_000 });
    expect(await frame.getAttribute('src')).toContain(`tiktok.com/player/v1/${VIDEO_ID}`);

    // …and so does the All TikTok page's full-screen player: the post is its newest tile.
    await page.goto(`${url}/all/tiktok`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
    const tile = page.locator('[data-component="MediaGrid"] a[data-part="Item"]').first();
    expect(await tile.getAttribute('href')).toBe(`/p/${id}`);
    await tile.click();
    const player = page.locator('[role="dialog"][data-component="PlayerModal"] iframe');
    await player.waitFor({ timeout: 10_000 });
    expect(await player.getAttribute('src')).toContain(`tiktok.com/player/v1/${VIDEO_ID}`);
    expect(problems.all(), problems.all().join('\n')).toEqual([]);
    await page.close();
  });

  it('that TikTok does not know is refused with the error, and nothing is posted', async () => {
    const { jwt } = await devSignIn(url, CREATOR);
    const before = (await (
      await fetch(`${url}/api/posts?filters[uid][$eq]=${CREATOR}&pagination[pageSize]=1&sort=id:desc`, {
        headers: { Authorization: `Bearer ${jwt}` },
      })
    ).json()) as { data: Array<{ id: number }> };
    const page = await context.newPage();
    await signInAs(page, url, CREATOR);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
    const dialog = await compose(page);
    await paste(dialog, 'คลิปนี้ https://vm.tiktok.com/ZSgone404/');
    await dialog.getByRole('combobox', { name: /หมวดหมู่/ }).selectOption({ index: 1 });
    const state = dialog.locator('[data-part="ShortLink"]');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    expect(await dialog.getByRole('alert').textContent()).toContain('เปิดลิงก์ TikTok นี้ไม่ได้');
    await dialog.getByRole('button', { name: 'โพสต์' }).click();
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    const after = (await (
      await fetch(`${url}/api/posts?filters[uid][$eq]=${CREATOR}&pagination[pageSize]=1&sort=id:desc`)
    ).json()) as { data: Array<{ id: number }> };
    expect(after.data[0]?.id).toBe(before.data[0]?.id);
    await page.close();
  });
});
