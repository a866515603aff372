// The first-screen JavaScript budget (ADR 024): how much JavaScript (gzip) a browser loads before
// the first render of each screen of the site, computed from Vite's build manifest. A screen is the
// entry chunk with its static imports, plus one lazy route module the entry loads (its chunk and
// static imports). The heaviest screen must stay within the budget.
//   node scripts/js-budget.mjs [distDir]   prints every screen and fails over the budget
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 130 kB (1 kB = 1000 bytes, as Vite prints sizes) of gzip JavaScript for the heaviest first screen. */
export const FIRST_SCREEN_BUDGET = 130_000;

/** Lazy modules the entry loads that are no screen: loaded only after a first render. */
export const NOT_SCREENS = [
  // The offline notice: loaded when the device first goes offline.
  'src/offline/OfflineBanner.tsx',
];

/** The JavaScript files of `key`'s chunk and its static imports, transitively. */
function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Every first screen of the build: `{ name, files, bytes }`, heaviest first. `sizeOf(file)` gives a
 * file's gzip size. The entry alone counts as a screen too (a route with no lazy module).
 */
export function firstScreens(manifest, sizeOf, notScreens = NOT_SCREENS) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html'));
  if (!entryKey) throw new Error('the build manifest has no HTML entry');
  const entry = closure(manifest, entryKey);
  const total = (files) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);
  const screens = [{ name: '(entry)', files: [...entry], bytes: total(entry) }];
  for (const lazy of manifest[entryKey].dynamicImports ?? []) {
    if (lazy === entryKey || notScreens.includes(lazy)) continue;
    const files = closure(manifest, lazy, new Set(entry));
    screens.push({ name: lazy, files: [...files], bytes: total(files) });
  }
  return screens.sort((a, b) => b.bytes - a.bytes);
}

/** The check: the screens and whether the heaviest is within `budget`. */
export function checkBudget(manifest, sizeOf, budget = FIRST_SCREEN_BUDGET, notScreens = NOT_SCREENS) {
  const screens = firstScreens(manifest, sizeOf, notScreens);
  const heaviest = screens[0];
  return { budget, screens, heaviest, ok: heaviest.bytes <= budget };
}

/** Gzip (level 9) sizes of the files of a build folder. */
export function gzipSizer(distDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file))
      cache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

/** Reads `distDir/.vite/manifest.json` and checks it. */
export function checkBuild(distDir, budget = FIRST_SCREEN_BUDGET) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  return checkBudget(manifest, gzipSizer(distDir), budget);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report printed by the CLI and the test. */
export function formatReport(result) {
  const lines = [
    `First-screen JavaScript (gzip), budget ${kB(result.budget)}: heaviest ${kB(result.heaviest.bytes)} (${result.heaviest.name}) ${result.ok ? '✓' : '✗ OVER BUDGET'}`,
  ];
  for (const s of result.screens) lines.push(`  ${kB(s.bytes).padStart(9)}  ${s.name}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'apps/site/dist');
  const result = checkBuild(dist);
  console.log(formatReport(result));
  process.exit(result.ok ? 0 : 1);
}
