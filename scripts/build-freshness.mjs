// "Is this build older than its sources?" — one check for every place that builds an app only when
// needed: `npm start`, the kiosk's and the site's e2e global setups, the site's benches.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under `target` (a file or a folder), skipping node_modules and dist. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newestMtime(path.join(target, entry)));
  }
  return latest;
}

/** True when `builtFile` is missing or any of `sources` (files or folders) changed after it. */
export function isStale(builtFile, sources) {
  if (!existsSync(builtFile)) return true;
  const built = statSync(builtFile).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/** The sources of a Vite app in this workspace: its own files plus the packages it bundles. */
export function appSources(appRoot, repoRoot, extra = []) {
  return [
    path.join(appRoot, 'src'),
    path.join(appRoot, 'public'),
    path.join(appRoot, 'index.html'),
    path.join(appRoot, 'vite.config.ts'),
    path.join(repoRoot, 'packages/ui/src'),
    path.join(repoRoot, 'packages/domain/src'),
    path.join(repoRoot, 'packages/api-client/src'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
    ...extra,
  ];
}

/**
 * Builds a Vite app for production with Vite's API. Under vitest NODE_ENV is `test`, which would
 * make Vite bundle React's development build and leave out the service worker: production, like CI.
 * `mode` picks another build of the app (the kiosk's `site`, ADR 039); production by default.
 */
export async function buildApp(appRoot, { mode = 'production', ssrEntry } = {}) {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const options = {
      root: appRoot,
      mode,
      logLevel: 'warn',
      configFile: path.join(appRoot, 'vite.config.ts'),
    };
    await build(options);
    // The server build beside it (its config puts it in dist-server), as `vite build --ssr` does.
    if (ssrEntry) await build({ ...options, build: { ssr: ssrEntry } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The site is two builds (ADR 037): the browser's (`dist/`) and the service's renderer
 * (`dist-server/`), as its `build` script makes them. Without the second the service serves the
 * client shell: a bench would measure the wrong page and an e2e test would miss the rendered one.
 */
export const SITE_BUILDS = ['dist/index.html', 'dist-server/entry-server.js'];

/** True when either of the site's builds is missing or older than its sources. */
export function isSiteStale(siteRoot, repoRoot) {
  const sources = appSources(siteRoot, repoRoot);
  return SITE_BUILDS.some((file) => isStale(path.join(siteRoot, file), sources));
}

/** Builds both of the site's builds. */
export function buildSite(siteRoot) {
  return buildApp(siteRoot, { ssrEntry: 'src/entry-server.tsx' });
}
