// Looks at a page the way a member would: a screenshot in Chromium.
//   node scripts/screenshot.mjs URL OUT.png [--phone] [--night] [--full]
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [--phone] [--night] [--full]');
  process.exit(2);
}
const phone = flags.includes('--phone');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const page = await browser.newPage({
  viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  deviceScaleFactor: phone ? 2 : 1,
  locale: 'th-TH',
  timezoneId: 'Asia/Bangkok',
});
if (flags.includes('--night')) await page.addInitScript(() => localStorage.setItem('nightMode', 'true'));
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(out);
