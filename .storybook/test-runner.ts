import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Every story is a test: its `play` runs, axe finds zero violations, and a screenshot in the light
 * and in the night theme must match the committed baseline pixel for pixel (bar the rasteriser
 * jitter defined below: a few pixels, a few colour steps).
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

/** Story parameters read once per story (preVisit) and reused after the play (postVisit). */
const storyParams = new WeakMap<Page, { id: string; shot: ScreenshotParams; a11y: A11yParams }>();

async function paramsOf(page: Page, context: { id: string; title: string; name: string }) {
  const cached = storyParams.get(page);
  if (cached?.id === context.id) return cached;
  const { parameters } = await getStoryContext(page, context);
  const entry = {
    id: context.id,
    shot: (parameters.screenshot ?? {}) as ScreenshotParams,
    a11y: (parameters.a11y ?? {}) as A11yParams,
  };
  storyParams.set(page, entry);
  return entry;
}

/**
 * Waits until what a baseline records is final: the bundled fonts, every image loaded (or failed —
 * a third-party thumbnail offline must not hang the run) and decoded, finite animations (a
 * dialog's entrance) ended on their own (at most one second: a paused one never ends), and two
 * frames painted.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    await Promise.all(
      images
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    await Promise.all(
      images.filter((img) => img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined)),
    );
    const finite = document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 1000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Repaints the whole page: the other theme for a frame, then `theme` again (every colour is a
 * theme variable, so every layer is painted and rasterised anew; `settle` then waits for that
 * paint). Chromium rasterises a composited layer — a sticky bar, a dialog — once and then only
 * moves it: a layer rasterised at a fractional offset mid-scroll (a sticky bar stuck to the
 * viewport while a play typed into a field) keeps that raster a pixel off once the page settles
 * elsewhere. The night capture follows a theme change and never sees it; the light capture, taken
 * as the play left the page, can.
 */
async function repaint(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate(async (t) => {
    document.documentElement.dataset.theme = t === 'light' ? 'night' : 'light';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    document.documentElement.dataset.theme = t;
  }, theme);
}

/** Requests on their way, per page, and when one last started or ended. */
const inFlight = new WeakMap<Page, { pending: Set<unknown>; lastActivity: number }>();

function trackRequests(page: Page) {
  const state = { pending: new Set<unknown>(), lastActivity: 0 };
  inFlight.set(page, state);
  const settled = (request: unknown) => {
    state.pending.delete(request);
    state.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    state.pending.add(request);
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/**
 * Waits until no request has been on its way for 100 ms (at most 1.5 s: a loading story's answer
 * never comes), so a page story's late answers (the bell's count, a second list) are painted. A
 * story whose requests all ended 100 ms ago or more (most of them: none at all, or the play took
 * longer) does not wait.
 */
async function networkQuiet(page: Page) {
  const state = inFlight.get(page);
  if (!state) return;
  const deadline = Date.now() + 1500;
  while (Date.now() < deadline) {
    if (state.pending.size === 0 && Date.now() - state.lastActivity >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The committed baseline's bytes, or null when there is none yet. */
function baseline(identifier: string): Buffer | null {
  const file = path.join(snapshotsDir, `${identifier}.png`);
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Rasteriser jitter: Chromium's software rasteriser sometimes composites a translucent layer (a
 * dialog's backdrop over rounded corners, a freshly decoded image's edge) a few colour steps apart
 * from run to run. A capture whose only differences are at most JITTER.pixels pixels, none off by
 * more than JITTER.levels in any channel, is that jitter; anything more is a change. (A one-step
 * change of a colour token changes a whole border or text run: hundreds of pixels — it still fails.)
 */
const JITTER = { pixels: 128, levels: 16 };

function isJitter(expected: Buffer, actual: Buffer): boolean {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return false;
  let pixels = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let differs = false;
    for (let c = 0; c < 4; c++) {
      const delta = Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0));
      if (delta > JITTER.levels) return false;
      if (delta > 0) differs = true;
    }
    if (differs && ++pixels > JITTER.pixels) return false;
  }
  return true;
}

const config: TestRunnerConfig = {
  /**
   * Sent with the runner's own `index.json` request only (the browser page never sends it): on a
   * whole run, `scripts/test-stories.mjs` answers it with the stories packed into fewer test files.
   */
  getHttpHeaders: async () => ({ 'x-lightbearers-runner-index': '1' }),
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  /**
   * Once per page (a page renders every story of its test file in turn): load the preview, switch
   * CSS transitions off (a transitioning element is rasterised on its own layer, whose rounded
   * corners antialias a pixel or two apart from the settled page), switch the a11y addon's own
   * audit off and inject axe.
   */
  async prepare({ page }) {
    trackRequests(page);
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    // The a11y addon audits every story itself after its play (Storybook's own `afterEach`), a
    // second full axe run beside the one below, which audits the settled story in both themes.
    // Its `manual` global turns that off (Storybook's UI keeps it).
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.evaluate(() => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(...a: unknown[]): void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
    await injectAxe(page);
  },
  async preVisit(page, context) {
    const { shot } = await paramsOf(page, context);
    const size = viewports[shot.viewport ?? 'desktop'];
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
  },
  async postVisit(page, context) {
    // The runner calls postVisit after a failed play too; the play failure is the real error.
    if (context.hasFailure) return;
    const { shot, a11y } = await paramsOf(page, context);
    // `region` (content outside landmarks) is off, as the a11y addon turns it off in Storybook: the
    // preview's own hidden help links come before the story in the document, so axe cannot tell a
    // page story's skip link from page content. The site's landmarks are audited on the served
    // pages (e2e/keyboard.test.ts, every rule).
    const rules = {
      region: { enabled: false },
      ...Object.fromEntries((a11y.config?.rules ?? []).map((r) => [r.id, { enabled: r.enabled ?? true }])),
    };
    const capture = () =>
      shot.target === 'page'
        ? page.screenshot({ animations: 'disabled', caret: 'hide' })
        : page.locator('#storybook-root').screenshot({ animations: 'disabled', caret: 'hide' });
    for (const theme of themes) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      await networkQuiet(page);
      await settle(page);
      await checkA11y(page, shot.target === 'page' ? 'body' : '#storybook-root', {
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Third-party players (iframes) are not ours to audit, and axe waits up to a minute for a
        // frame it could not inject into: audit this document only. The night theme changes
        // colours and nothing else, so its pass runs the colour rules only (the light pass runs all).
        // Only violations are read: axe then writes selectors and HTML for one node of each passed
        // or incomplete rule instead of every node, and sends that much less back from the page.
        axeOptions: {
          rules,
          iframes: false,
          resultTypes: ['violations'],
          ...(theme === 'light' ? {} : { runOnly: colourRules }),
        },
      });
      const identifier = `${context.id}--${theme}`;
      const committed = baseline(identifier);
      let image = await capture();
      // Identical bytes are identical pixels: the common case needs no PNG decoding. A capture that
      // differs is compared pixel by pixel, and one within the rasteriser's jitter matches (one in
      // twenty captures, taken again before, came back jitter again). Any other is taken again (twice
      // at most, after repainting and settling) — a late or stale paint is not a regression, and a
      // real change differs every time.
      const matches = (png: Buffer) =>
        committed !== null && (png.equals(committed) || isJitter(committed, png));
      for (let retry = 0; committed && !matches(image) && retry < 2; retry++) {
        await page.waitForTimeout(100);
        await repaint(page, theme);
        await settle(page);
        image = await capture();
      }
      if (matches(image)) continue;
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: identifier,
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
