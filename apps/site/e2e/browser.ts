import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import * as copy from '../src/copy';
import { SIGN_IN_NONCE_KEY } from '../src/session/handoff';

/** Debian's Chromium (no Playwright browser download here), headless, quiet, deterministic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Thai, Bangkok time, reduced motion: how every e2e page is seen. */
const common: BrowserContextOptions = {
  locale: 'th-TH',
  timezoneId: 'Asia/Bangkok',
  reducedMotion: 'reduce',
};

/** A phone (390×844, touch, mobile) — most members. */
export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...common,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/** A desktop browser window (1280×800). */
export function desktopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...common, viewport: { width: 1280, height: 800 }, ...options });
}

export interface PageProblems {
  /** `console.error` lines and failed resource loads the page reported. */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Content-Security-Policy violations (`securitypolicyviolation` events), as `directive blocked-uri`. */
  cspViolations: string[];
  /** Everything above in one list: a clean page has none. */
  all: () => string[];
}

const CSP_MARK = '[csp-violation]';

/**
 * Records what went wrong on every page of `context`: console errors, page errors and CSP
 * violations (reported by a listener installed before any page script runs). Call it before
 * opening pages; assert `problems.all()` is empty at the end of a test.
 */
export async function watchProblems(context: BrowserContext): Promise<PageProblems> {
  const problems: PageProblems = {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    all: () => [...problems.cspViolations, ...problems.pageErrors, ...problems.consoleErrors],
  };
  await context.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, CSP_MARK);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith(CSP_MARK)) problems.cspViolations.push(text.slice(CSP_MARK.length + 1));
      else {
        // "Failed to load resource" names no address in its text: the location does.
        const at = message.location().url;
        problems.consoleErrors.push(`${page.url()}: ${text}${at && at !== page.url() ? ` (${at})` : ''}`);
      }
    });
    page.on('pageerror', (error) => problems.pageErrors.push(`${page.url()}: ${error.message}`));
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return problems;
}

/**
 * Signs demo member `uid` in the way a member's browser completes a sign-in (ADR 020): the tab, on a
 * page of the site, keeps a one-time nonce in `sessionStorage` (as the login dialog does before it
 * leaves for Google or TikTok); the service's answer — here the development provider's token —
 * lands on `/#jwt=…&nonce=…`, and the site takes the token only with that nonce. When another
 * member is signed in on this page, the site asks before switching and the member says yes. Ends
 * on the post-login page (`/all/other` with a sharer registration, else `/sharer`); answers the
 * token. (The development sign-in page itself is driven in flows.test.ts.)
 */
export async function signInAs(page: Page, baseUrl: string, uid: number): Promise<string> {
  const { jwt } = await devSignIn(baseUrl, uid);
  await page.goto(`${baseUrl}/privacy`);
  const nonce = `e2e-${randomUUID()}`;
  const current = await page.evaluate(
    ([key, value]) => {
      sessionStorage.setItem(key, value);
      return (JSON.parse(localStorage.getItem('072today') ?? 'null') as { userID: number } | null)?.userID;
    },
    [SIGN_IN_NONCE_KEY, nonce] as const,
  );
  await page.goto(`${baseUrl}/#jwt=${encodeURIComponent(jwt)}&nonce=${nonce}`);
  if (current !== undefined && current !== uid) {
    const question = page.getByRole('alertdialog', { name: copy.session.switchTitle });
    await question.getByRole('button', { name: copy.session.switchConfirm }).click({ timeout: 15_000 });
  }
  await page.waitForFunction(
    (id) => JSON.parse(localStorage.getItem('072today') ?? '{}').userID === id && location.pathname !== '/',
    uid,
    { timeout: 15_000 },
  );
  return jwt;
}

/** What the service's development sign-in answers: the token and the member, as the site receives them. */
export interface DevSignIn {
  jwt: string;
  user: { id: number; name: string; [field: string]: unknown };
}

/**
 * A demo member's token from the service's development provider (`POST /api/auth/dev`), for the
 * tests' own API calls. It signs no browser in: that is `signInAs`.
 */
export async function devSignIn(baseUrl: string, uid: number): Promise<DevSignIn> {
  const res = await fetch(`${baseUrl}/api/auth/dev`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uid }),
  });
  if (!res.ok) throw new Error(`dev sign-in of ${uid} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as DevSignIn;
}

/** The demo members the development sign-in offers (`GET /api/connect/dev`). */
export async function demoMembers(
  baseUrl: string,
): Promise<{ uid: number; name: string; type: string; role: string }[]> {
  const res = await fetch(`${baseUrl}/api/connect/dev`);
  if (!res.ok) throw new Error(`GET /api/connect/dev: ${res.status}`);
  return ((await res.json()) as { data: { uid: number; name: string; type: string; role: string }[] }).data;
}

/**
 * Waits until the page's app runs (`<html data-app="running">`): a page the service rendered shows
 * its content before its scripts, and a tap before the app runs does nothing, as for a member on a
 * slow phone. After it, a tap on a part still hydrating is replayed by React once that part is.
 */
export async function appRunning(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached', timeout });
  // Parts with form fields stay inert until their own code has hydrated them (router/lazyPart.ts).
  await page.waitForFunction(() => !document.querySelector('[data-hydrating]'), null, { timeout });
}
