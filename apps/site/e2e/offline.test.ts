import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { themes } from '../../../packages/ui/src/tokens/tokens';
import { pictureFamily } from '../src/offline/pictureFamily';
import { appRunning, desktopContext, launchChromium, phoneContext, signInAs, watchProblems } from './browser';
import { startService } from './service';

const url = inject('siteUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker controls the page (first visit: install, then claim). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

describe('installable and offline (service worker)', () => {
  it('links a Thai manifest with the token colours and 192/512 icons, maskable included, all served', async () => {
    const context = await phoneContext(browser);
    const problems = await watchProblems(context);
    try {
      const page = await context.newPage();
      await page.goto(url);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? (await fetch(link.href)).json() : null;
      });
      expect(manifest).toMatchObject({
        lang: 'th',
        start_url: '/',
        display: 'standalone',
        theme_color: themes.light.accent,
        background_color: themes.light.canvas,
      });
      expect(manifest.name).toContain('ผู้ส่งต่อแสงสว่างแห่งธรรม');
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      for (const [sizes, purpose] of [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['192x192', 'maskable'],
        ['512x512', 'maskable'],
      ])
        expect(
          icons.some((i) => i.sizes === sizes && i.purpose === purpose),
          `${sizes} ${purpose}`,
        ).toBe(true);
      for (const icon of icons) {
        const res = await fetch(new URL(icon.src, url));
        expect(res.status, icon.src).toBe(200);
      }
      await controlled(page);
      // Under the worker, a short link still reaches the service (never the app shell).
      const short = await page.goto(`${url}/s/no-such-link`);
      expect(short?.status()).toBe(404);
      expect(short?.headers()['content-type']).toContain('application/json');
      expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after one visit, offline still shows the shell, on a deep link too, with the offline notice', async () => {
    // A service of its own, stopped before going offline: nothing can come from the network.
    const service = await startService();
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(service.url);
      await page.locator('#root > *').first().waitFor();
      await controlled(page);
      const precached = await page.evaluate(async () => {
        const keys = await caches.keys();
        const name = keys.find((k) => k.startsWith('lightbearers-site-precache'));
        if (!name) return [];
        return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      });
      expect(precached).toContain('/index.html');
      expect(precached.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);

      await service.close();
      await context.setOffline(true);

      // The page the member is on: the notice appears when the connection drops.
      await page.getByRole('status').filter({ hasText: 'ออฟไลน์อยู่' }).waitFor();

      // A fresh load of another address, with the network gone: the shell and the notice.
      await page.goto(`${service.url}/p/12`);
      await page.locator('#root > *').first().waitFor();
      await page.getByRole('status').filter({ hasText: 'ออฟไลน์อยู่' }).waitFor();

      // Back online: the notice goes.
      await context.setOffline(false);
      await page.getByRole('status').filter({ hasText: 'ออฟไลน์อยู่' }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
      await service.close();
    }
  });

  it('a member’s feed and two posts read show offline, marked as kept; an unread post says offline, never 404; a comment typed offline stays; back online the post loads', async () => {
    const service = await startService();
    const context = await phoneContext(browser);
    // The cookie notice was accepted earlier (its own flow has its test): it covers the page's foot.
    await context.addInitScript(() => {
      if (location.origin !== 'null') localStorage.setItem('accept-all', 'true');
    });
    const problems = await watchProblems(context);
    try {
      const page = await context.newPage();
      await signInAs(page, service.url, MEMBER);
      await controlled(page);

      // Online: the feed (the page the service renders), a post opened from it (read in the
      // browser), another post opened by its address (rendered by the service).
      await page.goto(`${service.url}/all/other`);
      await appRunning(page);
      await page.locator('[data-component="PostCard"]').first().waitFor({ timeout: 20_000 });
      const feedIds = await cardIds(page);
      await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain(`/u${MEMBER}/all/other`);
      // The pictures the feed showed online (a size of each): offline they must show too. One
      // below the fold, never loaded, cannot be kept.
      const shownOnline = await loadedFamilies(page);
      const [first, second] = feedIds;
      await page.locator(`[data-component="PostCard"][data-post-id="${first}"] [data-part="Date"]`).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/p/${first}`);
      await page
        .getByTestId('post-view')
        .and(page.locator(`[data-post-id="${first}"]`))
        .waitFor();
      await page.goto(`${service.url}/p/${second}`);
      await appRunning(page);
      await page
        .getByTestId('post-view')
        .and(page.locator(`[data-post-id="${second}"]`))
        .waitFor();
      await expect
        .poll(() => keptPaths(page), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([`/u${MEMBER}/p/${first}`, `/u${MEMBER}/p/${second}`]));
      // The pictures the feed loaded are kept by the worker.
      await expect.poll(() => pictureCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
      const unread = await unreadPost(service.url, [...feedIds, first, second]);

      await context.setOffline(true);

      // The feed, reloaded offline: the same posts, with their pictures, marked as kept.
      await page.goto(`${service.url}/all/other`);
      await page.locator('[data-component="PostCard"]').first().waitFor({ timeout: 20_000 });
      expect(await rendered(page)).toBe('client shell');
      expect(await cardIds(page)).toEqual(feedIds);
      await expect(page.getByTestId('kept-notice').textContent()).resolves.toMatch(/^บันทึกไว้เมื่อ /);
      const brokenShown = async () =>
        (await brokenPictures(page)).filter((src) =>
          shownOnline.has(pictureFamily(new URL(src).pathname) ?? ''),
        );
      await expect.poll(brokenShown, { timeout: 10_000 }).toEqual([]);
      expect(shownOnline.size).toBeGreaterThan(0);
      expect(await loadedPictures(page)).toBeGreaterThan(0);

      // Both posts read show, marked as kept.
      for (const id of [first, second]) {
        await page.goto(`${service.url}/p/${id}`);
        await page
          .getByTestId('post-view')
          .and(page.locator(`[data-post-id="${id}"]`))
          .waitFor();
        await page.getByTestId('kept-notice').waitFor();
      }

      // A comment typed offline stays in its box, and the box says sending needs a connection.
      const box = page.getByRole('textbox', { name: 'เขียนความคิดเห็น…' });
      await box.fill('อนุโมทนาบุญค่ะ');
      await box.press('Enter');
      await expect(
        page.getByRole('alert').filter({ hasText: 'ต้องเชื่อมต่ออินเทอร์เน็ต' }).textContent(),
      ).resolves.toContain('ข้อความของท่านยังอยู่ในช่อง');
      expect(await box.inputValue()).toBe('อนุโมทนาบุญค่ะ');

      // A like offline changes nothing and says it needs a connection.
      const like = page.locator('[data-testid="post-view"] [data-part="Like"]').first();
      const pressed = await like.getAttribute('aria-pressed');
      await like.click();
      await page.getByRole('status').filter({ hasText: 'การกดสาธุต้องเชื่อมต่ออินเทอร์เน็ต' }).waitFor();
      expect(await like.getAttribute('aria-pressed')).toBe(pressed);

      // A post never opened: the offline state, never the 404 page, listing what can be read.
      await page.goto(`${service.url}/p/${unread}`);
      await page.getByTestId('offline-state').waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'ออฟไลน์อยู่ หน้านี้ยังไม่ได้บันทึกไว้' }).waitFor();
      expect(await page.getByTestId('not-found').count()).toBe(0);
      const listed = await page
        .getByRole('region', { name: 'หน้าที่บันทึกไว้ อ่านได้ขณะออฟไลน์' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listed).toEqual(expect.arrayContaining(['/all/other', `/p/${first}`, `/p/${second}`]));

      // Back online: the retry fires by itself and the post loads.
      await context.setOffline(false);
      await page
        .getByTestId('post-view')
        .and(page.locator(`[data-post-id="${unread}"]`))
        .waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('offline-state').count()).toBe(0);
      expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    } finally {
      await context.close();
      await service.close();
    }
  });

  it('keeps a member’s screens under that member only, and forgets them on logout', async () => {
    const service = await startService();
    const context = await desktopContext(browser);
    await context.addInitScript(() => {
      if (location.origin !== 'null') localStorage.setItem('accept-all', 'true');
    });
    try {
      const page = await context.newPage();
      await signInAs(page, service.url, MEMBER);
      await controlled(page);
      await page.goto(`${service.url}/all/other`);
      await appRunning(page);
      await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain(`/u${MEMBER}/all/other`);

      // Another member on the same phone, offline: the first member's feed is not theirs to read.
      await signInAs(page, service.url, OTHER_MEMBER);
      await context.setOffline(true);
      await page.goto(`${service.url}/all/other`);
      await page.getByTestId('offline-state').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('kept-notice').count()).toBe(0);
      await context.setOffline(false);

      // Logout forgets every kept screen.
      await page.goto(`${service.url}/all/other`);
      await appRunning(page);
      await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain(`/u${OTHER_MEMBER}/all/other`);
      await page.getByRole('button', { name: /เมนูบัญชีของ/ }).click();
      await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toEqual([]);
    } finally {
      await context.close();
      await service.close();
    }
  });
});

const MEMBER = 15; // has a sharer registration: lands on /all/other
const OTHER_MEMBER = 16;

/** The addresses kept for offline reading (`/{owner}{path}`). */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('lightbearers-site-screens'))) return [];
    const keys = await (await caches.open('lightbearers-site-screens')).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname.replace(/^\/__kept/, '')}${url.search}`;
    });
  });
}

/** How many pictures the worker keeps. */
function pictureCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await caches.open('lightbearers-site-pictures')).keys()).length);
}

const cardIds = (page: Page) =>
  page.$$eval('[data-component="PostCard"]', (cards) =>
    cards.map((card) => card.getAttribute('data-post-id')),
  );

/** Whether the page came as the service's render or as the client shell (offline). */
const rendered = (page: Page) =>
  page.evaluate(() => (window.__staticRouterHydrationData ? 'service' : 'client shell'));

/** The service's pictures on the page that were asked for and did not load. */
const brokenPictures = (page: Page) =>
  page.$$eval('img', (images) =>
    images
      .filter(
        (image) =>
          /\/(uploads|thumbs)\//.test(image.currentSrc) && image.complete && image.naturalWidth === 0,
      )
      .map((image) => image.currentSrc),
  );

/** The picture families (all sizes of one picture) of the service's pictures loaded on the page. */
const loadedFamilies = async (page: Page) =>
  new Set(
    (
      await page.$$eval('img', (images) =>
        images.filter((image) => image.naturalWidth > 0).map((image) => image.currentSrc),
      )
    )
      .map((src) => pictureFamily(new URL(src).pathname))
      .filter((family): family is string => family !== null),
  );

const loadedPictures = (page: Page) =>
  page.$$eval(
    'img',
    (images) =>
      images.filter((image) => /\/(uploads|thumbs)\//.test(image.currentSrc) && image.naturalWidth > 0)
        .length,
  );

/** A post that exists and was not read (not in the feed's first page, not opened). */
async function unreadPost(base: string, read: readonly (string | null | undefined)[]): Promise<number> {
  const res = await fetch(`${base}/api/posts?pagination[pageSize]=50&sort=id:asc`);
  const ids = ((await res.json()) as { data: { id: number }[] }).data.map((post) => post.id);
  const id = ids.find((candidate) => !read.includes(String(candidate)));
  if (id === undefined) throw new Error('no unread post in the demo data');
  return id;
}
