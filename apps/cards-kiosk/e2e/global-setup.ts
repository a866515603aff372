import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { appSources, buildApp, isStale } from '../../../scripts/build-freshness.mjs';
import { distDir, kioskRoot, repoRoot } from './paths';
import { serveKiosk } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    kioskUrl: string;
    kioskDist: string;
  }
}

/**
 * Builds the kiosk (Vite's build API, production) unless `dist/` is newer than every source —
 * `npm test` builds the apps just before — then serves it for the tests.
 */
export default async function setup(project: TestProject) {
  const sources = appSources(kioskRoot, repoRoot, [path.join(kioskRoot, 'build')]);
  if (isStale(path.join(distDir, 'index.html'), sources)) await buildApp(kioskRoot);
  const server = await serveKiosk(distDir);
  project.provide('kioskUrl', server.url);
  project.provide('kioskDist', distDir);
  return () => server.close();
}
