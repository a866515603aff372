import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (no Playwright browser download here), headless, quiet, deterministic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
    ],
  });
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
