import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { appSources, buildApp, buildSite, isSiteStale, isStale } from '../../../scripts/build-freshness.mjs';
import { distDir, kioskDistDir, kioskRoot, repoRoot, siteRoot } from './paths';
import { seedData, serviceOnCopy } from './service';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin serving the built site and the service's API (same origin). */
    siteUrl: string;
    siteDist: string;
    /** The card kiosk built for the site's origin, served by the service at its card routes. */
    kioskDist: string;
    /** A service data directory with the demo data, copied by every service a test starts. */
    seededData: string;
  }
}

/**
 * Builds the site (production: the browser's build and the service's renderer) and the card kiosk's
 * site build when `dist/` or `dist-site/` is missing or older than a source — `npm test` builds the
 * apps just before, so usually not — then seeds the demo data once (`seedData`) and starts the real
 * service on a copy of it, serving both, as `npm start` does, on a free port.
 */
export default async function setup(project: TestProject) {
  if (isSiteStale(siteRoot, repoRoot)) await buildSite(siteRoot);
  const kioskSources = appSources(kioskRoot, repoRoot, [path.join(kioskRoot, 'build')]);
  if (isStale(path.join(kioskDistDir, 'index.html'), kioskSources))
    await buildApp(kioskRoot, { mode: 'site' });
  const seeded = await seedData(distDir);
  const service = await serviceOnCopy(distDir, seeded.dir, { KIOSK_DIR: kioskDistDir });
  project.provide('siteUrl', service.url);
  project.provide('siteDist', distDir);
  project.provide('kioskDist', kioskDistDir);
  project.provide('seededData', seeded.dir);
  return async () => {
    await service.close();
    seeded.remove();
  };
}
