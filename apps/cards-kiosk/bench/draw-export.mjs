// Benchmark: time to draw and export a card JPEG in Chromium, with the kiosk's own code and
// bundled fonts (1040×1040 thanks card first; the other sizes for reference). Median of 20 runs
// after 3 warm-ups, printed. Timings are reported, not gated (these machines are noisy).
//   pnpm --filter @lightbearers/cards-kiosk bench        (RUNS=50 for more runs)

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { serveStatic } from '../../../scripts/serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.RUNS ?? 20);
const outDir = mkdtempSync(path.join(tmpdir(), 'cards-kiosk-bench-'));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

process.env.NODE_ENV = 'production';
await build({
  root: here,
  mode: 'production',
  logLevel: 'warn',
  configFile: false,
  build: { outDir, emptyOutDir: true },
});

const server = await serveStatic(outDir);
const url = `${server.url}/`;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const results = await page.evaluate((n) => window.runBench(n), runs);
  console.log(
    `\nCard draw + JPEG export (quality 0.9) in Chromium ${browser.version()}, median of ${runs} runs`,
  );
  console.log(
    'template               size        total (draw+export)   draw      encode    min–max total   JPEG',
  );
  for (const r of results) {
    console.log(
      `${r.template.padEnd(22)} ${r.size.padEnd(11)} ${ms(median(r.totalMs)).padStart(10)}            ${ms(median(r.drawMs)).padStart(8)}  ${ms(median(r.encodeMs)).padStart(8)}  ${ms(Math.min(...r.totalMs))}–${ms(Math.max(...r.totalMs))}  ${(r.bytes / 1024).toFixed(0)} KiB`,
    );
  }
  console.log('(draw = recording the canvas commands; Chromium rasterises them during the encode)');
  const headline = results[0];
  console.log(`\n1040×1040: median ${ms(median(headline.totalMs))} to draw and export a JPEG (${runs} runs)`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
