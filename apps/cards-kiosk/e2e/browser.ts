import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

/** Debian's Chromium (no Playwright browser download here), headless, quiet, deterministic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A kiosk-sized context that accepts downloads, in Thai and Bangkok time. */
export function kioskContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
}
