import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kioskContext, launchChromium } from './browser';
import { jpegSize } from './jpeg';
import { serveKiosk } from './server';

const dist = inject('kioskDist');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('offline (service worker)', () => {
  it('is installable: a manifest with 192 and 512 icons, and a worker that takes control', async () => {
    const server = await serveKiosk(dist);
    const context = await kioskContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? (await fetch(link.href)).json() : null;
      });
      expect(manifest).toMatchObject({ start_url: '/', display: 'fullscreen' });
      const sizes = (manifest.icons as { sizes: string; type: string }[]).map((i) => i.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      await page.evaluate(() => navigator.serviceWorker.ready);
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('works with the network off after one visit: routes, fonts, drawing and export', async () => {
    // A server of its own, stopped before the second load: nothing can come from the network.
    const server = await serveKiosk(dist);
    const context = await kioskContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/card22`);
      // First visit: the worker installs (precaching everything) and takes control.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve),
          );
        }
      });
      const cached = await page.evaluate(async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith('cards-kiosk-')) as string);
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
      expect(cached).toContain('/');
      expect(cached).toContain('/manifest.webmanifest');
      expect(cached.some((p) => /noto-serif-sc-\d+-700-normal-[\w-]+\.woff2$/.test(p))).toBe(true);
      expect(cached.some((p) => /noto-serif-thai-thai-700-normal-[\w-]+\.woff2$/.test(p))).toBe(true);

      await server.close();
      await context.setOffline(true);

      // Second load, another route, with the network blocked.
      await page.goto(`${server.url}/card22s`);
      await page.locator('h1', { hasText: 'ตารางเมตร' }).waitFor();
      const name = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์ 王秀英';
      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).fill(name);
      await page.getByRole('spinbutton', { name: /จำนวน/ }).fill('9');
      await page
        .locator('[data-component="CardCanvas"] [data-part="Text"]')
        .filter({ hasText: 'ร่วมเป็นเจ้าภาพ 9 ตารางเมตร' })
        .waitFor();
      await page.locator('[data-component="CardCanvas"][data-state="ready"]').waitFor();
      // The Thai and Chinese faces came from the cache, not a fallback.
      const fonts = await page.evaluate(() =>
        ['Noto Serif Thai', 'Noto Serif SC'].map((family) =>
          document.fonts.check(`700 40px '${family}'`, family === 'Noto Serif SC' ? '王秀英' : 'ปริยากรณ์'),
        ),
      );
      expect(fonts).toEqual([true, true]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-component="CardCanvas"] button').click(),
      ]);
      const file = await download.path();
      expect(jpegSize(readFileSync(file as string))).toEqual({ width: 800, height: 800 });
    } finally {
      await context.close();
      await server.close().catch(() => undefined);
    }
  });
});
