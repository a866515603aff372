import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { distDir, kioskRoot, repoRoot } from './paths';
import { serveKiosk } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    kioskUrl: string;
    kioskDist: string;
  }
}

/** Newest modification time under `target` (a file or a folder), skipping node_modules. */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const sources = [
  path.join(kioskRoot, 'src'),
  path.join(kioskRoot, 'public'),
  path.join(kioskRoot, 'build'),
  path.join(kioskRoot, 'index.html'),
  path.join(kioskRoot, 'vite.config.ts'),
  path.join(repoRoot, 'packages/ui/src'),
  path.join(repoRoot, 'packages/domain/src'),
];

/**
 * Builds the kiosk (Vite's build API) unless `dist/` is newer than every source — `npm test`
 * builds the apps just before — then serves it for the tests.
 */
export default async function setup(project: TestProject) {
  const built = path.join(distDir, 'index.html');
  const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
  if (stale) {
    const { build } = await import('vite');
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and
    // leave out the service worker (import.meta.env.PROD false): build as production, like CI does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: kioskRoot,
        mode: 'production',
        logLevel: 'warn',
        configFile: path.join(kioskRoot, 'vite.config.ts'),
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const server = await serveKiosk(distDir);
  project.provide('kioskUrl', server.url);
  project.provide('kioskDist', distDir);
  return () => server.close();
}
