/**
 * The site is two builds: the browser's (`dist/`) and the service's renderer (`dist-server/`). A
 * setup that rebuilt only the first would leave the service on an old renderer (or none: the
 * client shell), so the e2e tests and the benches would check another page than the one shipped.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSiteStale, SITE_BUILDS } from '../../../scripts/build-freshness.mjs';

/** The fake repositories made by a test, removed after it. */
const made: string[] = [];

/** A fake repository whose site has one source (a minute old) and `builds`; returns the site's root and the repository's. */
function fakeSite(builds: readonly string[]): { site: string; root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'lb-freshness-'));
  made.push(root);
  const site = path.join(root, 'apps/site');
  mkdirSync(path.join(site, 'src'), { recursive: true });
  writeFileSync(path.join(site, 'src/main.tsx'), '');
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(site, 'src/main.tsx'), past, past);
  utimesSync(path.join(site, 'src'), past, past);
  for (const build of builds) {
    mkdirSync(path.dirname(path.join(site, build)), { recursive: true });
    writeFileSync(path.join(site, build), '');
  }
  return { site, root };
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the site's builds", () => {
  it('are the browser build and the server build', () => {
    expect(SITE_BUILDS).toEqual(['dist/index.html', 'dist-server/entry-server.js']);
  });

  it('are fresh when both are newer than the sources', () => {
    const { site, root } = fakeSite(SITE_BUILDS);
    expect(isSiteStale(site, root)).toBe(false);
  });

  it('are stale when the server build is missing, even with a fresh browser build', () => {
    const { site, root } = fakeSite(['dist/index.html']);
    expect(isSiteStale(site, root)).toBe(true);
  });

  it('are stale when a source changed after them', () => {
    const { site, root } = fakeSite(SITE_BUILDS);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(site, 'src/main.tsx'), later, later);
    expect(isSiteStale(site, root)).toBe(true);
  });
});
