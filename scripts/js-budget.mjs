// The first-screen JavaScript budget (ADR 024): how much JavaScript (gzip) a browser loads before
// the first render of each screen of the site, computed from Vite's build manifest. A route renders
// once its layout module and its screen module (both lazy) have loaded: a first screen is the entry
// chunk with its static imports, plus a layout and a screen module with theirs (chunks shared are
// counted once). Every layout × screen pair is measured — an upper bound on the real routes — and the
// heaviest must stay within the budget; '/' and '/all/other' are also named in the report. A second,
// signed-in figure adds what a member's page loads at start (`SIGNED_IN_MODULES`) to every pair, with
// its own gate. The entry is the page's module scripts, read from the built index.html. A build
// without layout/screen modules (a placeholder site) counts each lazy module alone.
//   node scripts/js-budget.mjs [distDir]   prints the screens and fails over the budget
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 150.75 kB (1 kB = 1000 bytes, as Vite prints sizes) of gzip JavaScript for the heaviest first screen
 * a visitor loads: a regression gate just above what the site measures (150.67 kB; chunk names are
 * hashes, which do not compress, so a build that changes no first-screen code moves it by a few bytes). The product's
 * target is 130 kB; React DOM, React Router, styled-components with stylis, React with its scheduler
 * and jotai alone weigh 107.1 kB, and ADR 024 says where the rest goes — lower this number as the
 * first screens shrink.
 */
export const FIRST_SCREEN_BUDGET = 150_750;

/**
 * What a signed-in member's page loads at start beside its first screen (src/main.tsx): the
 * member's chrome (side menu, bell, account menu), the api client and the daily-log call.
 */
export const SIGNED_IN_MODULES = ['src/chrome/MemberChrome.tsx', 'src/api.ts', 'src/session/userLog.ts'];

/**
 * The signed-in figure's gate: every first screen with `SIGNED_IN_MODULES` (measured 235.63 kB).
 */
export const SIGNED_IN_BUDGET = 235_700;

/** Where the site's lazy layout and screen modules live (manifest keys are source paths). */
export const LAYOUTS = /^src\/layouts\/(?!index\.)[^/]+\.tsx?$/;
export const SCREENS = /^src\/screens\/[^/]+\/[^/]+Screen\.tsx$/;

/** Routes named in the report: their layout and screen module. */
export const NAMED_SCREENS = {
  '/ (landing)': ['src/layouts/PlainLayout.tsx', 'src/screens/landing/LandingScreen.tsx'],
  '/all/other (feed)': ['src/layouts/SiteLayout.tsx', 'src/screens/feed/FeedScreen.tsx'],
};

/** Lazy modules that are no screen when the build has no layout/screen modules. */
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

/** The manifest key of the HTML entry (the page's own script). */
function htmlEntry(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html'));
  if (!entryKey) throw new Error('the build manifest has no HTML entry');
  return [entryKey];
}

/**
 * The manifest keys of the page's module scripts, read from the built `index.html`: when a chunk
 * group holds the entry module (the site's `first` group, vite.config.ts), the manifest no longer
 * marks an HTML entry, but the page still loads exactly these scripts.
 */
export function entryFromHtml(manifest, html) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => {
    const key = byFile.get(m[1]);
    if (!key) throw new Error(`index.html loads ${m[1]}, which the build manifest does not list`);
    return key;
  });
  if (keys.length === 0) throw new Error('index.html loads no module script');
  return keys;
}

/**
 * The JavaScript files loaded before a first render that needs the lazy modules `keys` (a layout, a
 * screen): the entry's chunks with their static imports, plus theirs.
 */
export function firstScreenFiles(manifest, keys, entry = htmlEntry(manifest)) {
  const files = new Set();
  for (const key of [...entry, ...keys]) closure(manifest, key, files);
  return [...files];
}

/**
 * Every first screen of the build: `{ name, files, bytes }`, heaviest first. `sizeOf(file)` gives a
 * file's gzip size; `extra` are lazy modules every screen loads as well (a member's chrome).
 */
export function firstScreens(
  manifest,
  sizeOf,
  notScreens = NOT_SCREENS,
  entry = htmlEntry(manifest),
  extra = [],
) {
  const total = (files) => files.reduce((sum, f) => sum + sizeOf(f), 0);
  const screen = (name, keys) => {
    const files = firstScreenFiles(manifest, [...keys, ...extra], entry);
    return { name, files, bytes: total(files) };
  };
  const keys = Object.keys(manifest);
  const layouts = keys.filter((k) => LAYOUTS.test(k));
  const screens = keys.filter((k) => SCREENS.test(k));
  const list = [screen('(entry)', [])];
  if (layouts.length > 0 && screens.length > 0) {
    for (const [name, pair] of Object.entries(NAMED_SCREENS))
      if (pair.every((k) => manifest[k])) list.push(screen(name, pair));
    for (const layout of layouts) for (const s of screens) list.push(screen(`${layout} + ${s}`, [layout, s]));
  } else {
    const lazyModules = new Set(entry.flatMap((k) => manifest[k].dynamicImports ?? []));
    for (const lazy of lazyModules) {
      if (entry.includes(lazy) || notScreens.includes(lazy)) continue;
      list.push(screen(lazy, [lazy]));
    }
  }
  return list.sort((a, b) => b.bytes - a.bytes);
}

/**
 * The check: the screens and whether the heaviest is within `budget`; for a routed build also the
 * signed-in figure (every screen with the member's modules, `SIGNED_IN_MODULES`) against
 * `signedInBudget`.
 */
export function checkBudget(
  manifest,
  sizeOf,
  budget = FIRST_SCREEN_BUDGET,
  notScreens = NOT_SCREENS,
  { entry = htmlEntry(manifest), signedInBudget = SIGNED_IN_BUDGET } = {},
) {
  const screens = firstScreens(manifest, sizeOf, notScreens, entry);
  const heaviest = screens[0];
  const routed = Object.keys(manifest).some((k) => LAYOUTS.test(k));
  let signedIn = null;
  if (routed) {
    // Every lazily imported module has its key in the site's manifest (`lazyModuleKeys`, vite.config.ts).
    const missing = SIGNED_IN_MODULES.filter((k) => !manifest[k]);
    if (missing.length > 0) throw new Error(`the build has no ${missing.join(', ')} (SIGNED_IN_MODULES)`);
    const member = firstScreens(manifest, sizeOf, notScreens, entry, SIGNED_IN_MODULES);
    signedIn = {
      budget: signedInBudget,
      screens: member,
      heaviest: member[0],
      ok: member[0].bytes <= signedInBudget,
    };
  }
  return {
    budget,
    screens,
    heaviest,
    ok: heaviest.bytes <= budget && (signedIn?.ok ?? true),
    visitorOk: heaviest.bytes <= budget,
    signedIn,
  };
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
  const entry = entryFromHtml(manifest, readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  return checkBudget(manifest, gzipSizer(distDir), budget, NOT_SCREENS, { entry });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report printed by the CLI and the test. */
export function formatReport(result) {
  const lines = [
    `First-screen JavaScript (gzip), budget ${kB(result.budget)}: heaviest ${kB(result.heaviest.bytes)} (${result.heaviest.name}) ${result.visitorOk ? '✓' : '✗ OVER BUDGET'}`,
  ];
  const member = result.signedIn;
  if (member)
    lines.push(
      `Signed in (with the member's chrome and client), budget ${kB(member.budget)}: heaviest ${kB(member.heaviest.bytes)} (${member.heaviest.name}) ${member.ok ? '✓' : '✗ OVER BUDGET'}`,
    );
  // The named routes, the entry and the five heaviest pairs.
  const named = new Set([...Object.keys(NAMED_SCREENS), '(entry)']);
  const shown = [
    ...result.screens.filter((s) => named.has(s.name)),
    ...result.screens.filter((s) => !named.has(s.name)).slice(0, 5),
  ];
  for (const s of shown.sort((a, b) => b.bytes - a.bytes))
    lines.push(`  ${kB(s.bytes).padStart(9)}  ${s.name}`);
  if (result.screens.length > shown.length)
    lines.push(`  … ${result.screens.length - shown.length} lighter screens`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'apps/site/dist');
  const result = checkBuild(dist);
  console.log(formatReport(result));
  process.exit(result.ok ? 0 : 1);
}
