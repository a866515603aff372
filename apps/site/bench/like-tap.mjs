// `pnpm --filter @lightbearers/site bench:like`: how long a like tap takes with 100 posts loaded
// (target ≤ 50 ms, ADR 027). The built site served by the real service (PGlite, demo data), a
// signed-in demo member on /all/other in Debian's Chromium; the feed is scrolled until 100 posts are
// in the page, then 20 like taps on 20 cards, each measured with the Event Timing API (the
// interaction's longest `event` entry: input delay + handlers + the next paint). Printed, never
// gated (ADR 027). Event Timing reports only entries of 16 ms or more (rounded to 8 ms): a tap
// without an entry counts as "under 16 ms" and is printed as 16 (an upper bound).
//   TAPS=20 POSTS=100 pnpm --filter @lightbearers/site bench:like
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildSite, isSiteStale } from '../../../scripts/build-freshness.mjs';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { serveSite, signInAs } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '..');
const repoRoot = path.resolve(siteRoot, '../..');
const TAPS = Number(process.env.TAPS ?? 20);
const POSTS = Number(process.env.POSTS ?? 100);
const MEMBER = 15;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (isSiteStale(siteRoot, repoRoot)) {
  console.log('› Building the site…');
  await buildSite(siteRoot);
}
const service = await serveSite(path.join(siteRoot, 'dist'), {
  NODE_ENV: 'development',
  AUTH_DEV: 'true',
  RATE_LIMIT_SCALE: '0',
});
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: 'block',
  });
  // Nothing leaves the machine (thumbnails of the video hosts answer nothing).
  await context.route(
    (u) => u.origin !== service.url,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await signInAs(page, service.url, MEMBER);
  await page.waitForURL('**/all/other', { timeout: 30_000 });
  await page.locator('[data-component="PostCard"]').first().waitFor({ timeout: 30_000 });

  // Scroll until POSTS cards are in the page (or the feed ends).
  let cards = 0;
  for (let i = 0; i < 200 && cards < POSTS; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(150);
    cards = await page.locator('[data-component="PostCard"]').count();
    if (await page.locator('[data-part="FeedEnd"]').count()) break;
  }
  console.log(`› ${cards} posts loaded`);

  // Event Timing: every `event` entry of 16 ms or more, by interaction.
  await page.evaluate(() => {
    window.__likeTaps = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          window.__likeTaps.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

  const likeButtons = page.locator('[data-component="PostCard"] [data-part="Like"]');
  const total = await likeButtons.count();
  const taps = [];
  for (let i = 0; i < TAPS; i++) {
    const button = likeButtons.nth(Math.floor((i * total) / TAPS));
    await button.scrollIntoViewIfNeeded();
    const id = await button.evaluate((el) =>
      el.closest('[data-component="PostCard"]')?.getAttribute('data-post-id'),
    );
    const before = await page.evaluate(() => window.__likeTaps.length);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/like/${id}`));
    await button.click();
    await answered;
    await page.waitForTimeout(100);
    const entries = await page.evaluate((from) => window.__likeTaps.slice(from), before);
    const worst = entries.filter((e) => ['pointerdown', 'pointerup', 'click'].includes(e.name));
    taps.push(worst.length ? Math.max(...worst.map((e) => e.duration)) : 16);
  }
  const measured = taps.filter((t) => t > 16).length;
  console.log(`› like tap, ${TAPS} taps with ${cards} posts: ${taps.join(', ')} ms`);
  console.log(
    `› median ${median(taps)} ms (Event Timing; ${TAPS - measured} of ${TAPS} taps under the 16 ms reporting threshold, counted as 16)`,
  );
} finally {
  await browser.close();
  service.close();
}
