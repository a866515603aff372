import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CARD_VARIANTS, type CardTemplate, cardVariant } from '@lightbearers/domain';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as th from '../../../packages/ui/src/i18n/th';
import { kioskContext, launchChromium } from './browser';
import { expectedLumaTable, jpegSize, lumaQuantTable } from './jpeg';
import { artifactsDir } from './paths';

const url = inject('kioskUrl');
const THAI_NAME = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์'; // tone marks: ์ on ณ and ศ, ี on ร
const LONG_THAI_NAME = 'พระมหาสมศักดิ์ธรรมวิริยะ ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล';
const ENGLISH_NAME = 'Margaret Ashworth-Whitfield';
const CHINESE_NAME = '欧阳明珠';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(artifactsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await kioskContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await run(page, context);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const canvas = (page: Page) => page.locator('[data-component="CardCanvas"]');

/** Waits until the preview has drawn, with `text` among what it drew when given. */
async function drawn(page: Page, text?: string) {
  if (text) await canvas(page).locator('[data-part="Text"]').filter({ hasText: text }).waitFor();
  await page.locator('[data-component="CardCanvas"][data-state="ready"]').waitFor();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error('download has no file');
  return readFileSync(file);
}

async function downloadBy(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

/** Pixels (of 255-level RGB) that differ by more than 48 between two JPEGs inside `box`. */
async function differingPixels(
  page: Page,
  a: Buffer,
  b: Buffer,
  box: { x: number; y: number; width: number; height: number },
): Promise<number> {
  return page.evaluate(
    async ({ a, b, box }) => {
      const pixels = async (base64: string) => {
        const blob = await (await fetch(`data:image/jpeg;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
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

const nameBox = (template: CardTemplate) => {
  const slot = template.slots.find((s) => s.role === 'name');
  if (!slot) throw new Error(`no name slot in ${template.id}`);
  return slot.box;
};

describe('the card kiosk (built, in Chromium)', () => {
  it('lists every variant on the home page, each linking to its route', async () => {
    await withPage(async (page) => {
      await page.goto(url);
      for (const variant of CARD_VARIANTS) {
        await expect(page.locator(`a[href="${variant.path}"]`).textContent()).resolves.toContain(
          variant.title,
        );
      }
      // No way out of the kiosk: every link stays on this origin.
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) expect(new URL(href).origin).toBe(url);
    });
  });

  it('serves the product’s routes and a 404 for others', async () => {
    await withPage(async (page) => {
      for (const route of ['/card', '/card/as', '/card22', '/card22m', '/card22s', '/card/m7']) {
        await page.goto(url + route);
        await expect(page.locator('h1').textContent()).resolves.toBe(
          CARD_VARIANTS.find((v) => v.path === route)?.title,
        );
        await drawn(page);
      }
      // The site's not-found page (ui's NotFound and its Thai text), its way home the kiosk's.
      await page.goto(`${url}/card99`);
      await expect(page.locator('h1').textContent()).resolves.toBe(th.notFound.title);
      await page.getByText(th.notFound.description).waitFor();
      await page.getByRole('link', { name: th.notFound.home }).click();
      await page.locator(`a[href="${CARD_VARIANTS[0]?.path}"]`).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('types a Thai name with tone marks, confirms, opens the JPEG and saves {variant}-{name}.jpg that differs from the empty template', async () => {
    await withPage(async (page, context) => {
      const template = cardVariant('card22').templates[0] as CardTemplate;
      await page.goto(`${url}/card22`);
      await drawn(page);
      const save = page.getByRole('button', { name: 'บันทึก', exact: true });
      await expect(save.isDisabled()).resolves.toBe(true);

      // Tapping the empty preview downloads the empty template.
      const empty = await downloadBy(page, () => canvas(page).getByRole('button').click());
      expect(empty.name).toBe('card22.jpg');
      expect(jpegSize(empty.bytes)).toEqual({ width: 1000, height: 773 });

      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).pressSequentially(THAI_NAME, { delay: 5 });
      await drawn(page, THAI_NAME);
      await expect(save.isEnabled()).resolves.toBe(true);
      await save.click();

      const dialog = page.getByRole('alertdialog', { name: 'ชื่อของท่านถูกต้องหรือไม่?' });
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain(THAI_NAME);
      // Cancel goes back to the form with the name kept.
      await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).inputValue()).resolves.toBe(THAI_NAME);

      await save.click();
      await dialog.waitFor();
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'ใช่' }).click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/^blob:/);
      const shown = await popup.evaluate(() => {
        const img = document.querySelector('img');
        return { type: document.contentType, width: img?.naturalWidth, height: img?.naturalHeight };
      });
      expect(shown).toEqual({ type: 'image/jpeg', width: 1000, height: 773 });

      const saved = await downloadBy(page, () => page.getByRole('button', { name: 'บันทึกไฟล์' }).click());
      expect(saved.name).toBe(`card22-${THAI_NAME}.jpg`);
      expect(jpegSize(saved.bytes)).toEqual({ width: 1000, height: 773 });
      // JPEG quality 0.9 (product §9): the luminance table libjpeg writes at quality 90.
      expect(lumaQuantTable(saved.bytes)).toEqual(expectedLumaTable(90));
      expect(saved.bytes.equals(empty.bytes)).toBe(false);
      // The name really is drawn: thousands of pixels in the name box changed, none outside the card.
      expect(await differingPixels(page, empty.bytes, saved.bytes, nameBox(template))).toBeGreaterThan(2000);
      writeFileSync(path.join(artifactsDir, 'card22-thai-confirmed.jpg'), saved.bytes);
    });
  });

  it('prints exactly one page at the template size', async () => {
    await withPage(async (page) => {
      await page.goto(`${url}/card22s`);
      await drawn(page);
      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).fill('สมชาย ใจดี');
      await page.getByRole('spinbutton', { name: /จำนวน/ }).fill('25');
      await drawn(page, 'ร่วมเป็นเจ้าภาพ 25 ตารางเมตร');
      await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
      await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'ใช่' }).click()]);
      // พิมพ์ asks the browser to print (recorded here: a headless print has no dialog).
      await page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printed = 'true';
        };
      });
      await page.getByRole('button', { name: 'พิมพ์' }).click();
      await page.locator('body[data-printed="true"]').waitFor({ state: 'attached' });

      // What the printer gets: the card alone, one page of exactly the template's size.
      await page.emulateMedia({ media: 'print' });
      const visible = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter(
            (el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden',
          )
          .map((el) => el.tagName),
      );
      expect(visible).toEqual(['DIV', 'IMG']);
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
      // 800 CSS px = 600 pt.
      expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 600 600\s*\]/);
      await page.emulateMedia({ media: 'screen' });

      // Printing fired afterprint: the kiosk cleared the form for the next member.
      await expect(page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).inputValue()).resolves.toBe('');
    });
  });

  it('keeps Save disabled for an amount below 1 and draws amount and unit on the thanks card', async () => {
    await withPage(async (page) => {
      await page.goto(`${url}/card`);
      await drawn(page);
      const save = page.getByRole('button', { name: 'บันทึก', exact: true });
      await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).fill('สมศรี มีบุญ');
      await expect(save.isDisabled()).resolves.toBe(true);
      const amount = page.getByRole('spinbutton', { name: /จำนวน/ });
      await amount.fill('0');
      await expect(save.isDisabled()).resolves.toBe(true);
      await amount.fill('1500');
      await page.getByText('ตารางเมตร', { exact: true }).click();
      await drawn(page, 'ร่วมเป็นเจ้าภาพ 1,500 ตารางเมตร');
      await expect(save.isEnabled()).resolves.toBe(true);
      // The picker: 12 thumbnails, arrow keys move the choice.
      const radios = page.getByRole('radiogroup', { name: 'เลือกแบบการ์ด' }).getByRole('radio');
      await expect(radios.count()).resolves.toBe(12);
      await radios.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(radios.nth(1).getAttribute('aria-checked')).resolves.toBe('true');
      await expect(canvas(page).getAttribute('data-template')).resolves.toBe('card-hall-sapphire');
    });
  });

  it('asks before leaving while a name is typed, and clears the form after an idle minute', async () => {
    await withPage(async (page) => {
      await page.clock.install();
      await page.goto(`${url}/card/as`);
      await drawn(page);
      const name = page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ });
      await name.fill('สมชาย ใจดี');
      // In-app navigation is held until the staff confirm.
      await page.getByRole('link', { name: 'หน้าแรก' }).click();
      const leave = page.getByRole('alertdialog', { name: 'ออกจากหน้านี้หรือไม่?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'อยู่ต่อ' }).click();
      expect(new URL(page.url()).pathname).toBe('/card/as');
      await expect(name.inputValue()).resolves.toBe('สมชาย ใจดี');
      // Leaving the page entirely triggers the browser's own prompt.
      const asked = await page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(asked).toBe(true);

      await page.clock.fastForward(30_000);
      await expect(name.inputValue()).resolves.toBe('สมชาย ใจดี');
      await page.clock.fastForward(31_000);
      await page.getByText('ล้างข้อมูลแล้ว').waitFor();
      await expect(name.inputValue()).resolves.toBe('');
    });
  });

  it('draws a long Thai, an English and a Chinese name inside the box of every template', async () => {
    await withPage(async (page) => {
      // Moving on with a name typed asks first (beforeunload): accept.
      page.on('dialog', (dialog) => dialog.accept());
      for (const variant of CARD_VARIANTS) {
        await page.goto(url + variant.path);
        const templates = variant.templates;
        for (const template of templates) {
          if (variant.templates.length > 1)
            await page.locator(`[role="radio"][data-value="${template.id}"]`).click();
          for (const [label, name] of [
            ['thai', LONG_THAI_NAME],
            ['english', ENGLISH_NAME],
            ['chinese', CHINESE_NAME],
          ] as const) {
            await page.getByRole('textbox', { name: /ชื่อ - นามสกุล/ }).fill(name);
            if (variant.amount.kind !== 'none')
              await page.getByRole('spinbutton', { name: /จำนวน/ }).fill('1200');
            await drawn(page, name.split(' ')[0]);
            // Whole, not cut: every grapheme of the name is in what was drawn.
            const spoken = await canvas(page).locator('[data-part="Text"]').textContent();
            expect(spoken?.replace(/\s+/g, ''), `${template.id} ${label}`).toContain(
              name.replace(/\s+/g, ''),
            );
            const jpeg = await canvas(page)
              .locator('canvas')
              .evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/jpeg', 0.9));
            writeFileSync(
              path.join(artifactsDir, `${template.id}-${label}.jpg`),
              Buffer.from(jpeg.split(',')[1] as string, 'base64'),
            );
          }
        }
      }
    });
  });
});
