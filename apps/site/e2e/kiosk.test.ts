/**
 * The card kiosk on the site's origin (ADR 039): the service answers the card routes with the
 * kiosk's build, whose own worker (scope `/card`) keeps it working offline beside the site's.
 */
import { readFileSync } from 'node:fs';
import { type CardTemplate, cardVariant, KIOSK_SITE_SCOPE } from '@lightbearers/domain';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as th from '../../../packages/ui/src/i18n/th';
import { desktopContext, launchChromium, watchProblems } from './browser';
import { startService } from './service';

const url = inject('siteUrl');
const kioskDist = inject('kioskDist');
const NAME = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The size in a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] as number;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no start-of-frame marker');
}

async function download(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await (file as Download).path()) as string) };
}

const canvas = (page: Page) => page.locator('[data-component="CardCanvas"]');
async function drawn(page: Page, text?: string) {
  if (text) await canvas(page).locator('[data-part="Text"]').filter({ hasText: text }).waitFor();
  await page.locator('[data-component="CardCanvas"][data-state="ready"]').waitFor();
}

/** Waits until a service worker controls the page (a first visit: install, then claim). */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    return new URL(registration.scope).pathname;
  });
}

/** Pixels that differ by more than 48 (of 3 × 255) between two JPEGs inside `box`. */
function differingPixels(page: Page, a: Buffer, b: Buffer, box: CardTemplate['slots'][number]['box']) {
  return page.evaluate(
    async ({ a, b, box }) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(box.x, box.y, box.width, box.height).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      let count = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d =
          Math.abs((pa[i] ?? 0) - (pb[i] ?? 0)) +
          Math.abs((pa[i + 1] ?? 0) - (pb[i + 1] ?? 0)) +
          Math.abs((pa[i + 2] ?? 0) - (pb[i + 2] ?? 0));
        if (d > 48) count++;
      }
      return count;
    },
    { a: a.toString('base64'), b: b.toString('base64'), box },
  );
}

async function withContext(run: (context: BrowserContext) => Promise<void>) {
  const context = await desktopContext(browser, { acceptDownloads: true });
  const problems = await watchProblems(context);
  try {
    await run(context);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the card kiosk on the site’s origin', () => {
  it('/card22 draws a Thai name and saves the JPEG, after the site’s worker took the origin', async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      // A member's browser first: the site, its worker controlling the origin's pages.
      await page.goto(url);
      await page.locator('#root > *').first().waitFor();
      await expect(controlled(page)).resolves.toBe('/');

      // Then the card route: the kiosk (not the site's shell from the site's worker).
      const response = await page.goto(`${url}/card22`);
      expect(response?.status()).toBe(200);
      const variant = cardVariant('card22');
      await expect(page.locator('h1').textContent()).resolves.toBe(variant.title);
      await drawn(page);
      const template = variant.templates[0] as CardTemplate;
      const empty = await download(page, () => canvas(page).getByRole('button').click());
      expect(empty.name).toBe('card22.jpg');

      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).pressSequentially(NAME, { delay: 5 });
      await drawn(page, NAME);
      await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'ชื่อของท่านถูกต้องหรือไม่?' });
      await dialog.waitFor();
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'ใช่' }).click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/^blob:/);
      const saved = await download(page, () => page.getByRole('button', { name: 'บันทึกไฟล์' }).click());
      expect(saved.name).toBe(`card22-${NAME}.jpg`);
      expect(jpegSize(saved.bytes)).toEqual({ width: 1000, height: 773 });
      expect(
        await differingPixels(
          page,
          empty.bytes,
          saved.bytes,
          template.slots.find((s) => s.role === 'name')!.box,
        ),
      ).toBeGreaterThan(2000);

      // The kiosk's own worker now controls it, under the card prefix; the site's keeps the rest.
      await expect(controlled(page)).resolves.toBe(KIOSK_SITE_SCOPE);
      const scopes = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort(),
      );
      expect(scopes).toEqual(['/', KIOSK_SITE_SCOPE]);
    });
  });

  it('opens every card route and the kiosk’s home; its unknown pages show the site’s not-found text', async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      // The heading changes a moment after a page loads or a link moves within the kiosk: wait for
      // the expected one, then read it whole.
      const headingIs = async (title: string) => {
        await page.locator('h1').filter({ hasText: title }).waitFor();
        expect(await page.locator('h1').textContent()).toBe(title);
      };
      for (const id of ['card', 'card-as', 'card-m7', 'card22m', 'card22s'] as const) {
        const variant = cardVariant(id);
        await page.goto(`${url}${variant.path}`);
        await headingIs(variant.title);
      }
      // The kiosk's home lists the cards; its links stay inside the kiosk.
      await page.goto(`${url}/card-kiosk/`);
      await page.locator('a[href="/card22s"]').click();
      await headingIs(cardVariant('card22s').title);
      await page.getByRole('link', { name: 'หน้าแรก' }).click();
      await page.locator('a[href="/card22"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/card-kiosk');
      // An address next to the card routes is the site's: its not-found page, in the same words.
      await page.goto(`${url}/cardigan`);
      await headingIs(th.notFound.title);
    });
  });

  it('works offline after one visit, beside the site’s own offline shell', async () => {
    // A service of its own, stopped before going offline: nothing can come from the network.
    const service = await startService({ KIOSK_DIR: kioskDist });
    const context = await desktopContext(browser, { acceptDownloads: true });
    try {
      const page = await context.newPage();
      // The kiosk first this time: its worker installs and precaches…
      await page.goto(`${service.url}/card22`);
      await expect(controlled(page)).resolves.toBe(KIOSK_SITE_SCOPE);
      // …then the site's worker installs and activates: it must leave the kiosk's cache alone.
      await page.goto(service.url);
      await page.locator('#root > *').first().waitFor();
      await expect(controlled(page)).resolves.toBe('/');
      const cached = await page.evaluate(async () => {
        const keys = await caches.keys();
        const name = keys.find((k) => k.startsWith('cards-kiosk-precache'));
        return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
      });
      expect(cached).toContain('/card-kiosk/');
      expect(cached).toContain('/card-kiosk/manifest.webmanifest');
      expect(
        cached.some((p) => /^\/card-kiosk\/assets\/noto-serif-thai-thai-700-normal-[\w-]+\.woff2$/.test(p)),
      ).toBe(true);

      await service.close();
      await context.setOffline(true);

      // Another card route, from the kiosk's cache: Thai drawn in the cached face, and saved.
      await page.goto(`${service.url}/card22s`);
      await page.locator('h1', { hasText: 'ตารางเมตร' }).waitFor();
      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).fill(NAME);
      await page.getByRole('spinbutton', { name: /จำนวน/ }).fill('9');
      await drawn(page, 'ร่วมเป็นเจ้าภาพ 9 ตารางเมตร');
      await expect(
        page.evaluate(() => document.fonts.check("700 40px 'Noto Serif Thai'", 'ปริยากรณ์')),
      ).resolves.toBe(true);
      const saved = await download(page, () => canvas(page).getByRole('button').click());
      expect(jpegSize(saved.bytes)).toEqual({ width: 800, height: 800 });

      // The kiosk's home offline too, and the site's pages still from the site's worker.
      await page.goto(`${service.url}/card-kiosk/`);
      await page.locator('a[href="/card"]').waitFor();
      await page.goto(`${service.url}/all/other`);
      await page.locator('#root > *').first().waitFor();
      await expect(page.locator('h1', { hasText: cardVariant('card').title }).count()).resolves.toBe(0);
      await expect(controlled(page)).resolves.toBe('/');
    } finally {
      await context.close();
      await service.close();
    }
  });
});
