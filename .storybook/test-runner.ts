import path from 'node:path';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';

/**
 * Every story is a test: its `play` runs, axe finds zero violations, and a screenshot in the light
 * and in the night theme must match the committed baseline pixel for pixel.
 *
 * Story parameters read here:
 * - `screenshot.viewport`: 'phone' (390×844) or 'desktop' (1280×800, the default);
 * - `screenshot.target`: 'root' (the default: `#storybook-root`) or 'page' (portals: dialogs, menus, toasts);
 * - `screenshot.tolerance`: `{ pixels, reason }`, an explicit per-story allowance of a few differing
 *   pixels, only where Chromium's software rasteriser alternates between two antialiasings;
 * - `a11y.config.rules`: axe rule overrides, each disabled rule with its reason in the story file.
 */
/** The axe rules whose outcome depends on colours — the only ones a theme can change. */
const colourRules = { type: 'rule' as const, values: ['color-contrast', 'link-in-text-block'] };
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const themes = ['light', 'night'] as const;
const snapshotsDir = path.resolve(process.cwd(), '.storybook/__screenshots__');
const diffDir = path.resolve(process.cwd(), 'test-results/visual-diffs');

type ScreenshotParams = {
  viewport?: keyof typeof viewports;
  target?: 'root' | 'page';
  tolerance?: { pixels: number; reason: string };
};
type A11yParams = { config?: { rules?: Array<{ id: string; enabled?: boolean }> } };

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    const shot = (parameters.screenshot ?? {}) as ScreenshotParams;
    await page.setViewportSize(viewports[shot.viewport ?? 'desktop']);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
    // Transitions promote elements to their own layers, whose rounded-corner antialiasing differs
    // from the settled page by a pixel or two; the end state is what a baseline records.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // The runner calls postVisit after a failed play too; the play failure is the real error.
    if (context.hasFailure) return;
    const { parameters } = await getStoryContext(page, context);
    const shot = (parameters.screenshot ?? {}) as ScreenshotParams;
    const a11y = (parameters.a11y ?? {}) as A11yParams;
    const rules = Object.fromEntries(
      (a11y.config?.rules ?? []).map((r) => [r.id, { enabled: r.enabled ?? true }]),
    );
    await waitForPageReady(page);
    for (const theme of themes) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      await settle(page);
      await checkA11y(page, shot.target === 'page' ? 'body' : '#storybook-root', {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Third-party players (iframes) are not ours to audit, and axe waits up to a minute for a
        // frame it could not inject into: audit this document only. The night theme changes
        // colours and nothing else, so its pass runs the colour rules only (the light pass runs all).
        axeOptions: { rules, iframes: false, ...(theme === 'light' ? {} : { runOnly: colourRules }) },
      });
      const image =
        shot.target === 'page'
          ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
          : await page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: `${context.id}--${theme}`,
        customDiffDir: diffDir,
        customReceivedDir: diffDir,
        // Zero tolerance: pixelmatch's default per-pixel threshold (0.01) lets a one-step colour
        // change of a token through; 0 counts any channel difference.
        customDiffConfig: { threshold: 0 },
        failureThreshold: shot.tolerance?.pixels ?? 0,
        failureThresholdType: 'pixel',
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
