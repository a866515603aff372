import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { appSources, buildApp, isStale } from '../../../scripts/build-freshness.mjs';
import { distDir, repoRoot, siteRoot } from './paths';
import { startService } from './service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin serving the built site and the service's API (same origin). */
    siteUrl: string;
    siteDist: string;
  }
}

/**
 * Builds the site (production) when `dist/` is missing or older than a source — `npm test` builds
 * the apps just before, so usually not — then starts the real service serving it, on a free port.
 */
export default async function setup(project: TestProject) {
  if (isStale(path.join(distDir, 'index.html'), appSources(siteRoot, repoRoot))) await buildApp(siteRoot);
  const service = await startService(distDir);
  project.provide('siteUrl', service.url);
  project.provide('siteDist', distDir);
  return () => service.close();
}
