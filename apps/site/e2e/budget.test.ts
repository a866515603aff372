import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  type BuildManifest,
  checkBudget,
  checkBuild,
  entryFromHtml,
  FIRST_SCREEN_BUDGET,
  firstScreenFiles,
  formatReport,
  LAYOUTS,
  SIGNED_IN_BUDGET,
} from '../../../scripts/js-budget.mjs';

const sizesOf = (sizes: Record<string, number>) => (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`not a JavaScript file of the build: ${file}`);
  return size;
};

// A placeholder build: an entry with a vendor chunk, two lazy modules, the offline banner (no screen).
const flat: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'index.html',
      'src/pages/Landing.tsx',
      'src/pages/Editor.tsx',
      'src/offline/OfflineBanner.tsx',
    ],
    css: ['assets/index-a.css'],
  },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  'src/pages/Landing.tsx': { file: 'assets/Landing-c.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/pages/Editor.tsx': {
    file: 'assets/Editor-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_editor.js', '_vendor.js'],
  },
  '_editor.js': { file: 'assets/editor-e.js' },
  'src/offline/OfflineBanner.tsx': { file: 'assets/OfflineBanner-f.js', isDynamicEntry: true },
};
const flatSizes: Record<string, number> = {
  'assets/index-a.js': 60_000,
  'assets/vendor-b.js': 40_000,
  'assets/Landing-c.js': 10_000,
  'assets/Editor-d.js': 5_000,
  'assets/editor-e.js': 20_000,
  'assets/OfflineBanner-f.js': 90_000,
};

// The site's shape: lazy layouts (src/layouts) and lazy screens (src/screens/*/*Screen.tsx); a route loads both.
const routed: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    dynamicImports: [
      'src/layouts/SiteLayout.tsx',
      'src/layouts/PlainLayout.tsx',
      'src/screens/landing/LandingScreen.tsx',
      'src/screens/feed/FeedScreen.tsx',
      'src/api.ts',
      'src/chrome/MemberChrome.tsx',
      'src/session/userLog.ts',
    ],
  },
  'src/layouts/SiteLayout.tsx': { file: 'assets/SiteLayout-b.js', imports: ['index.html', '_chrome.js'] },
  'src/layouts/PlainLayout.tsx': { file: 'assets/PlainLayout-c.js', imports: ['index.html'] },
  'src/screens/landing/LandingScreen.tsx': { file: 'assets/landing-d.js', imports: ['index.html'] },
  'src/screens/feed/FeedScreen.tsx': { file: 'assets/feed-e.js', imports: ['index.html', '_chrome.js'] },
  '_chrome.js': { file: 'assets/chrome-f.js' },
  // Loaded at start for a member only (the api client, the chrome, the daily log): never a screen.
  'src/api.ts': { file: 'assets/api-g.js' },
  'src/chrome/MemberChrome.tsx': { file: 'assets/member-h.js', imports: ['_chrome.js', 'src/api.ts'] },
  'src/session/userLog.ts': { file: 'assets/userLog-i.js', imports: ['src/api.ts'] },
};
const routedSizes: Record<string, number> = {
  'assets/index-a.js': 90_000,
  'assets/SiteLayout-b.js': 6_000,
  'assets/PlainLayout-c.js': 1_000,
  'assets/landing-d.js': 8_000,
  'assets/feed-e.js': 2_000,
  'assets/chrome-f.js': 20_000,
  'assets/api-g.js': 50_000,
  'assets/member-h.js': 30_000,
  'assets/userLog-i.js': 1_000,
};

/** The built site's manifest, a reader of its files and the manifest keys of the page's entry. */
function builtSite() {
  const dist = inject('siteDist');
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const manifest: BuildManifest = JSON.parse(read('.vite/manifest.json'));
  return { manifest, read, entry: entryFromHtml(manifest, read('index.html')) };
}

describe('the first-screen JavaScript budget', () => {
  it('counts a route as entry + its layout + its screen, shared chunks once, for every pair', () => {
    const result = checkBudget(routed, sizesOf(routedSizes), 130_000);
    const byName = Object.fromEntries(result.screens.map((s) => [s.name, s.bytes]));
    expect(byName['/ (landing)']).toBe(90_000 + 1_000 + 8_000);
    // The chrome chunk both import is counted once.
    expect(byName['/all/other (feed)']).toBe(90_000 + 6_000 + 2_000 + 20_000);
    expect(result.heaviest).toMatchObject({
      name: 'src/layouts/SiteLayout.tsx + src/screens/landing/LandingScreen.tsx',
      bytes: 90_000 + 6_000 + 20_000 + 8_000,
    });
    expect(result.screens.some((s) => s.name.includes('api'))).toBe(false);
    expect(result.ok).toBe(true);
  });

  it("adds the member's modules to every pair for the signed-in figure, with its own gate", () => {
    const result = checkBudget(routed, sizesOf(routedSizes), 130_000, [], { signedInBudget: 200_000 });
    // The heaviest pair, with the chrome, the client and the daily log (the chrome chunk once).
    expect(result.signedIn?.heaviest.bytes).toBe(90_000 + 6_000 + 20_000 + 8_000 + 30_000 + 50_000 + 1_000);
    expect(result.signedIn?.ok).toBe(false);
    expect(result.visitorOk).toBe(true);
    expect(result.ok).toBe(false);
    expect(formatReport(result)).toMatch(/Signed in .*205\.0 kB.*OVER BUDGET/);
    expect(checkBudget(routed, sizesOf(routedSizes), 130_000, [], { signedInBudget: 205_000 }).ok).toBe(true);
  });

  it("reads the entry from the page's module scripts when the manifest marks none", () => {
    const grouped: BuildManifest = {
      '_first.js': { file: 'assets/first-x.js', dynamicImports: ['src/pages/Landing.tsx'] },
      '_runtime.js': { file: 'assets/runtime-y.js' },
      'src/pages/Landing.tsx': { file: 'assets/Landing-c.js', imports: ['_first.js'] },
    };
    const html =
      '<script type="module" crossorigin src="/assets/runtime-y.js"></script><script type="module" crossorigin src="/assets/first-x.js"></script>';
    expect(entryFromHtml(grouped, html)).toEqual(['_runtime.js', '_first.js']);
    expect(firstScreenFiles(grouped, ['src/pages/Landing.tsx'], entryFromHtml(grouped, html))).toEqual([
      'assets/runtime-y.js',
      'assets/first-x.js',
      'assets/Landing-c.js',
    ]);
    expect(() => firstScreenFiles(grouped, [])).toThrow('no HTML entry');
    expect(() => entryFromHtml(grouped, '<script type="module" src="/assets/gone.js"></script>')).toThrow(
      'gone.js',
    );
  });

  it('fails when the heaviest first screen is over the budget', () => {
    const result = checkBudget(routed, sizesOf(routedSizes), 123_999);
    expect(result.ok).toBe(false);
    expect(formatReport(result)).toContain('OVER BUDGET');
    // Over the default budget too, once the entry grows.
    // The heaviest pair is the entry + 34 kB (default layout, chrome, landing): one byte over.
    const grown = { ...routedSizes, 'assets/index-a.js': FIRST_SCREEN_BUDGET - 34_000 + 1 };
    expect(checkBudget(routed, sizesOf(grown)).heaviest.bytes).toBe(FIRST_SCREEN_BUDGET + 1);
    expect(checkBudget(routed, sizesOf(grown)).ok).toBe(false);
  });

  it('without layouts and screens, counts each lazy module alone, never the offline banner', () => {
    const result = checkBudget(flat, sizesOf(flatSizes), 130_000);
    expect(result.screens.map((s) => [s.name, s.bytes])).toEqual([
      ['src/pages/Editor.tsx', 125_000],
      ['src/pages/Landing.tsx', 110_000],
      ['(entry)', 100_000],
    ]);
    expect(checkBudget(flat, sizesOf(flatSizes), 130_000, []).heaviest.name).toBe(
      'src/offline/OfflineBanner.tsx',
    );
  });

  it(`keeps the built site's heaviest first screen within ${FIRST_SCREEN_BUDGET / 1000} kB gzip`, () => {
    const result = checkBuild(inject('siteDist'));
    console.log(formatReport(result));
    expect(result.heaviest.bytes).toBeGreaterThan(0);
    expect(result.heaviest.bytes, formatReport(result)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(result.signedIn?.heaviest.bytes, formatReport(result)).toBeLessThanOrEqual(SIGNED_IN_BUDGET);
  });

  it("keeps React Router's unused components out of the entry", () => {
    // The build marks React Router's top-level components pure and drops their display names
    // (vite.config.ts, ADR 024), and the site's links are its own (router/RouterAnchor.tsx): `Link`,
    // with its framework-mode prefetching, is then not in the page's code. Its attribute
    // `data-discover` is the string that says so; React Router's production module carries it.
    const { manifest, read, entry: entryKeys } = builtSite();
    const entry = firstScreenFiles(manifest, [], entryKeys);
    expect(entry.length).toBeGreaterThan(0);
    expect(entry.filter((f) => read(f).includes('data-discover'))).toEqual([]);
    const dom = createRequire(import.meta.url).resolve('react-router-dom');
    const production = path.join(path.dirname(createRequire(dom).resolve('react-router')), '../production');
    const modules = readdirSync(production).filter((f) => f.endsWith('.mjs'));
    expect(
      modules.some((f) => readFileSync(path.join(production, f), 'utf8').includes('data-discover')),
    ).toBe(true);
  });

  it("keeps the account menu's Radix dropdown out of every layout's first screen", () => {
    // The header's avatar menu is a slot the member's chrome fills (ADR 024): the dropdown loads
    // with that chrome, never with a layout (visitors never open it).
    const { manifest, read, entry } = builtSite();
    // Radix names its dropdown's context 'DropdownMenu', a string the minifier keeps.
    const dropdown = (files: string[]) => files.filter((f) => /["'`]DropdownMenu["'`]/.test(read(f)));
    const layouts = Object.keys(manifest).filter((k) => LAYOUTS.test(k));
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts)
      expect(dropdown(firstScreenFiles(manifest, [layout], entry)), layout).toEqual([]);
    // The check can fail: the member's chrome does carry it.
    expect(dropdown(firstScreenFiles(manifest, ['src/chrome/MemberChrome.tsx'], entry))).toHaveLength(1);
  });
});
