import { describe, expect, inject, it } from 'vitest';
import {
  type BuildManifest,
  checkBudget,
  checkBuild,
  FIRST_SCREEN_BUDGET,
  formatReport,
} from '../../../scripts/js-budget.mjs';

// A build as Vite's manifest describes it: an entry with a shared vendor chunk, two lazy routes
// (one importing a heavy editor chunk) and the offline banner, which is no screen.
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/Landing.tsx', 'src/pages/Editor.tsx', 'src/offline/OfflineBanner.tsx'],
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
const sizes: Record<string, number> = {
  'assets/index-a.js': 60_000,
  'assets/vendor-b.js': 40_000,
  'assets/Landing-c.js': 10_000,
  'assets/Editor-d.js': 5_000,
  'assets/editor-e.js': 20_000,
  'assets/OfflineBanner-f.js': 90_000,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`not a JavaScript file of the build: ${file}`);
  return size;
};

describe('the first-screen JavaScript budget', () => {
  it('adds the entry, its static imports and each lazy route with its own (shared chunks once)', () => {
    const result = checkBudget(manifest, sizeOf, 130_000);
    expect(result.screens.map((s) => [s.name, s.bytes])).toEqual([
      ['src/pages/Editor.tsx', 125_000],
      ['src/pages/Landing.tsx', 110_000],
      ['(entry)', 100_000],
    ]);
    expect(result.ok).toBe(true);
  });

  it('fails when the heaviest first screen is over the budget', () => {
    const result = checkBudget(manifest, sizeOf, 124_999);
    expect(result.ok).toBe(false);
    expect(result.heaviest.name).toBe('src/pages/Editor.tsx');
    expect(formatReport(result)).toContain('OVER BUDGET');
    // Over the default budget too, once a route grows.
    sizes['assets/editor-e.js'] = 26_000;
    try {
      expect(checkBudget(manifest, sizeOf).ok).toBe(false);
      expect(checkBudget(manifest, sizeOf).heaviest.bytes).toBe(FIRST_SCREEN_BUDGET + 1_000);
    } finally {
      sizes['assets/editor-e.js'] = 20_000;
    }
  });

  it('never counts the offline banner (loaded after a first render), unless told to', () => {
    expect(checkBudget(manifest, sizeOf).screens.some((s) => s.name.includes('OfflineBanner'))).toBe(false);
    expect(checkBudget(manifest, sizeOf, 130_000, []).heaviest.name).toBe('src/offline/OfflineBanner.tsx');
  });

  it(`keeps the built site's heaviest first screen within ${FIRST_SCREEN_BUDGET / 1000} kB gzip`, () => {
    const result = checkBuild(inject('siteDist'));
    console.log(formatReport(result));
    expect(result.screens.length).toBeGreaterThan(0);
    expect(result.heaviest.bytes).toBeGreaterThan(0);
    expect(result.heaviest.bytes, formatReport(result)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  });
});
