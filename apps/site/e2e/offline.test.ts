import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { themes } from '../../../packages/ui/src/tokens/tokens';
import { launchChromium, phoneContext, watchProblems } from './browser';
import { startService } from './service';

const url = inject('siteUrl');
const dist = inject('siteDist');

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
      expect(problems.all()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after one visit, offline still shows the shell, on a deep link too, with the offline notice', async () => {
    // A service of its own, stopped before going offline: nothing can come from the network.
    const service = await startService(dist);
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

  it('keeps a visitor’s last reads offline, and a member’s answers only under that member', async () => {
    const service = await startService(dist);
    const context = await phoneContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(service.url);
      await controlled(page);
      const read = (token?: string) =>
        page.evaluate(async (auth) => {
          const res = await fetch('/api/posts?pagination[pageSize]=2', {
            headers: auth ? { Authorization: `Bearer ${auth}` } : {},
          });
          return { status: res.status, ids: ((await res.json()).data as { id: number }[]).map((p) => p.id) };
        }, token);
      const signIn = await fetch(`${service.url}/api/auth/dev`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ uid: 20 }),
      });
      const { jwt } = (await signIn.json()) as { jwt: string };
      const visitor = await read();
      const member = await read(jwt);
      expect(visitor.ids.length).toBe(2);
      expect(member.ids.length).toBe(2);

      await service.close();
      await context.setOffline(true);
      // Offline, both come from the cache, each from its own entry.
      await expect(read()).resolves.toEqual(visitor);
      await expect(read(jwt)).resolves.toEqual(member);
      const keys = await page.evaluate(async () =>
        (await (await caches.open('lightbearers-site-reads')).keys()).map((r) => new URL(r.url).search),
      );
      expect(keys.filter((k) => k.includes('__member='))).toHaveLength(1);
      expect(keys.filter((k) => !k.includes('__member='))).toHaveLength(1);
      // Another member (another token) never gets the first member's answer.
      await expect(read('another.member.token')).rejects.toThrow();
    } finally {
      await context.close();
      await service.close();
    }
  });
});
