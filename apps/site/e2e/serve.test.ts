import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopContext, launchChromium, phoneContext, watchProblems } from './browser';

const url = inject('siteUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built site, served by the service', () => {
  it('answers / with 200, the page and its Content-Security-Policy', async () => {
    const res = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).toContain("object-src 'none'");
    expect(await res.text()).toContain('<div id="root">');
  });

  for (const [name, open] of [
    ['phone', phoneContext],
    ['desktop', desktopContext],
  ] as const) {
    it(`renders / on a ${name} with no console error and no CSP violation`, async () => {
      const context = await open(browser);
      const problems = await watchProblems(context);
      try {
        const page = await context.newPage();
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        // The app rendered into #root (React replaced the empty element).
        await page.locator('#root > *').first().waitFor();
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('th');
        expect(problems.all(), problems.all().join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("preloads the feed's faces in the rendered head, and the page uses them", async () => {
    const html = await (await fetch(`${url}/all/other`, { headers: { Accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [
      ...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]!);
    // The shell's five faces, then the feed's own five (its module's `faces`).
    expect(preloads.map((href) => href.replace(/^\/assets\/([\w-]+?)-normal-[\w-]+\.woff2$/, '$1'))).toEqual([
      'sarabun-thai-400',
      'sarabun-latin-400',
      'sarabun-thai-700',
      'noto-serif-thai-thai-700',
      'noto-serif-thai-latin-700',
      'sarabun-thai-500',
      'sarabun-latin-500',
      'sarabun-latin-700',
      'noto-serif-thai-thai-500',
      'noto-serif-thai-latin-500',
    ]);
    const context = await phoneContext(browser);
    const warnings: string[] = [];
    try {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(`${url}/all/other`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Each preloaded file was fetched once and is a face the page drew with.
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      for (const file of preloads) expect(fetched.filter((path) => path === file)).toHaveLength(1);
      // Thai text in each face is drawn with its loaded Thai file (not waiting, not a fallback).
      const drawn = await page.evaluate(() => [
        document.fonts.check('400 16px Sarabun', 'ก'),
        document.fonts.check('500 16px Sarabun', 'ก'),
        document.fonts.check('700 16px Sarabun', 'ก'),
        document.fonts.check('500 16px "Noto Serif Thai"', 'ก'),
        document.fonts.check('700 16px "Noto Serif Thai"', 'ก'),
      ]);
      expect(drawn).toEqual([true, true, true, true, true]);
      expect(warnings).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reports a CSP violation when the page breaks the policy (the watcher works)', async () => {
    const context = await desktopContext(browser);
    const problems = await watchProblems(context);
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // An inline script the policy does not list by hash: the browser must refuse it.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__ran = true';
        document.head.append(script);
      });
      await expect.poll(() => problems.cspViolations.length).toBeGreaterThan(0);
      expect(problems.cspViolations[0]).toMatch(/^script-src-elem inline/);
      await expect(page.evaluate(() => (window as { __ran?: boolean }).__ran)).resolves.toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
