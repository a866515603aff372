/**
 * The feed in Chromium against the real service (PGlite, Thai demo data): a visitor scrolls past
 * two pages with no post twice and nothing reaches YouTube or TikTok before a tap; a photo post's
 * lightbox opens from its card; a member's like survives a reload. One browser for the file.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, phoneContext, signInAs } from './browser';

const url = inject('siteUrl');
const origin = new URL(url).origin;
const MEMBER = 15; // has a sharer registration: lands on /all/other

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

/** Third-party hosts a page asked for (none answers: the machine is offline). */
async function open(): Promise<{ page: Page; thirdParty: string[] }> {
  context = await phoneContext(browser, { serviceWorkers: 'block' });
  const thirdParty: string[] = [];
  await context.route(
    (address) => address.origin !== origin,
    (route) => {
      thirdParty.push(new URL(route.request().url()).hostname);
      return route.abort();
    },
  );
  return { page: await context.newPage(), thirdParty };
}

const postIds = (page: Page) =>
  page.$$eval('[data-component="PostCard"]', (cards) =>
    cards.map((card) => card.getAttribute('data-post-id')),
  );

/** YouTube's and TikTok's hosts: their sites, players and picture hosts. */
const videoHosts = (hosts: string[]) =>
  hosts.filter((h) =>
    /(^|\.)(youtube|youtube-nocookie|ytimg|tiktok|tiktokcdn|tiktokcdn-us|tiktokcdn-eu)\.com$/.test(h),
  );

describe('feed', () => {
  it('a visitor scrolls past two pages with no post twice; no request reaches YouTube or TikTok before a tap', async () => {
    const { page, thirdParty } = await open();
    const feedRequests: string[] = [];
    page.on('request', (request: Request) => {
      const u = new URL(request.url());
      // The feed's own pages (5 a page), not the pinned or top posts it asks for by id.
      if (
        u.pathname === '/api/posts' &&
        u.searchParams.get('pagination[pageSize]') === '5' &&
        !decodeURIComponent(u.search).includes('$in')
      )
        feedRequests.push(u.searchParams.get('pagination[page]') ?? '?');
    });
    await page.goto(`${url}/all/other`);
    await page.locator('[data-component="PostCard"]').first().waitFor({ timeout: 20_000 });
    const firstPage = (await postIds(page)).length;
    // Scroll to the bottom until three feed pages have loaded.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 4000);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return new Set(feedRequests).size;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(async () => (await postIds(page)).length, { timeout: 10_000 })
      .toBeGreaterThan(firstPage + 5);
    const ids = await postIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    // One load at a time: no page asked twice.
    expect(feedRequests.length).toBe(new Set(feedRequests).size);
    // The carousels are up, and still nothing went to the players' hosts.
    await page.getByRole('region', { name: 'TikTok' }).waitFor({ timeout: 10_000 });
    expect(videoHosts(thirdParty)).toEqual([]);

    // A tap on a YouTube facade is what loads its player (and the first request to YouTube).
    const facade = page
      .locator('[data-component="PostCard"][data-post-type="videoYoutube"] [data-component="Embed"] button')
      .first();
    await facade.scrollIntoViewIfNeeded();
    await facade.click();
    await expect.poll(() => videoHosts(thirdParty).length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it("the video rows and facades show the service's posters: sized, offered at three widths, the first fetched first", async () => {
    const { page, thirdParty } = await open();
    const posters: Array<{ url: string; status: number; type: string | null }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/thumbs/'))
        posters.push({
          url: response.url(),
          status: response.status(),
          type: response.headers()['content-type'] ?? null,
        });
    });
    await page.goto(`${url}/all/other`);
    const tiktok = page.getByRole('region', { name: 'TikTok' });
    await tiktok.locator('img').first().waitFor({ timeout: 20_000 });
    const youtube = page.getByRole('region', { name: 'YouTube' });
    const rowImages = (region: typeof tiktok) =>
      region.locator('img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          srcset: img.getAttribute('srcset'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          priority: img.getAttribute('fetchpriority'),
          loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        })),
      );
    for (const [region, size] of [
      [tiktok, ['480', '853']],
      [youtube, ['480', '270']],
    ] as const) {
      const imgs = await rowImages(region);
      expect(imgs.length).toBeGreaterThan(1);
      for (const img of imgs) {
        expect(img.src).toMatch(/\/thumbs\/\d+\/480\.webp$/);
        expect(img.srcset).toMatch(/\/thumbs\/\d+\/240\.webp 240w, .*\/480\.webp 480w, .*\/720\.webp 720w$/);
        expect([img.width, img.height]).toEqual(size);
      }
      expect(imgs.map((img) => img.priority)).toEqual(['high', ...imgs.slice(1).map(() => 'low')]);
      await expect.poll(async () => (await rowImages(region))[0]?.loaded, { timeout: 10_000 }).toBe(true);
    }
    // The service answered every poster with a picture (offline: its generated poster), never an error.
    expect(posters.length).toBeGreaterThan(0);
    for (const poster of posters)
      expect(poster, poster.url).toMatchObject({ status: 200, type: 'image/webp' });
    // A TikTok card's facade shows its poster too.
    const facade = page
      .locator('[data-component="PostCard"][data-post-type="videoTikTok"] [data-component="Embed"] img')
      .first();
    await expect
      .poll(
        async () => {
          if ((await facade.count()) > 0) return true;
          await page.evaluate(() => window.scrollBy(0, 1500));
          return false;
        },
        { timeout: 30_000, interval: 400 },
      )
      .toBe(true);
    expect(await facade.getAttribute('src')).toMatch(/\/thumbs\/\d+\/480\.webp$/);
    expect([await facade.getAttribute('width'), await facade.getAttribute('height')]).toEqual(['480', '853']);
    expect(videoHosts(thirdParty)).toEqual([]);
  });

  it('a photo post opens its lightbox from the feed', async () => {
    const { page } = await open();
    await page.goto(`${url}/all/other`);
    const photoCard = page.locator('[data-component="PostCard"][data-post-type="postPhoto"]').first();
    await expect
      .poll(
        async () => {
          if ((await photoCard.count()) > 0) return true;
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return false;
        },
        { timeout: 30_000, interval: 400 },
      )
      .toBe(true);
    await photoCard.scrollIntoViewIfNeeded();
    await photoCard.locator('[data-part="Tile"]').first().click();
    const lightbox = page.getByRole('dialog', { name: 'ภาพของโพสต์' });
    await lightbox.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('a member’s like (count and highlight) survives a reload', async () => {
    const { page } = await open();
    await signInAs(page, url, MEMBER);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/all/other');
    const unliked = page
      .locator('[data-component="PostCard"]:has([data-part="Like"][aria-pressed="false"])')
      .first();
    await unliked.waitFor({ timeout: 20_000 });
    const id = await unliked.getAttribute('data-post-id');
    const card = page.locator(`[data-component="PostCard"][data-post-id="${id}"]`);
    const count = async () =>
      Number(((await card.locator('[data-part="Count"]').textContent()) ?? '').replace(/\D/g, ''));
    const before = await count();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith(`/api/like/${id}`) && r.request().method() === 'POST',
    );
    await card.locator('[data-part="Like"]').click();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => card.locator('[data-part="Like"]').getAttribute('aria-pressed')).toBe('true');
    expect(await count()).toBe(before + 1);

    // The service renders the page; a tap counts once React has hydrated it (its code has loaded).
    await page.reload({ waitUntil: 'networkidle' });
    await card.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => card.locator('[data-part="Like"]').getAttribute('aria-pressed'), { timeout: 10_000 })
      .toBe('true');
    expect(await count()).toBe(before + 1);

    // And back, so the demo data is as it was.
    await card.locator('[data-part="Like"]').click();
    await expect.poll(() => card.locator('[data-part="Like"]').getAttribute('aria-pressed')).toBe('false');
    expect(await count()).toBe(before);
  });
});
