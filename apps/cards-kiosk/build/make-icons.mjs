// Renders public/icons/icon.svg to the PNG sizes the web manifest lists, in Debian's Chromium.
// Run after changing the SVG:  node apps/cards-kiosk/build/make-icons.mjs  (then commit the PNGs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const svg = readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--force-color-profile=srgb'],
});
try {
  for (const [file, size, inset] of [
    ['icon-192.png', 192, 0],
    ['icon-512.png', 512, 0],
    // Maskable: the artwork inside the 80% safe zone, on the medallion's colour.
    ['icon-maskable-512.png', 512, 0.1],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${inset ? '#4A0C08' : 'transparent'}">` +
        `<div style="padding:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px">` +
        svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `) +
        '</div></body>',
    );
    await page.screenshot({ path: path.join(icons, file), omitBackground: !inset });
    await page.close();
  }
} finally {
  await browser.close();
}
