import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery } from '../src/db/admin.js';
import { seededPgliteImage, seededPostgresTemplate } from './seeded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite's data directory with the demo data (`dumpDataDir`'s tar), for `loadDataDir`. */
    seededPglite: string;
    /** The PostgreSQL database with the demo data, the files' template (when TEST_DATABASE_URL is set). */
    seededPostgres: string | null;
  }
}

/** Migrates and seeds the demo data once for the run, on each backend; removes both afterwards. */
export default async function setup(project: TestProject) {
  const home = mkdtempSync(path.join(tmpdir(), 'lb-api-seeded-'));
  const image = path.join(home, 'pglite.tar');
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? `tpl_${randomBytes(6).toString('hex')}` : null;
  const [pglite] = await Promise.all([
    seededPgliteImage(),
    url && template ? seededPostgresTemplate(url, template) : null,
  ]);
  writeFileSync(image, new Uint8Array(await pglite.arrayBuffer()));
  project.provide('seededPglite', image);
  project.provide('seededPostgres', template);
  return async () => {
    rmSync(home, { recursive: true, force: true });
    if (url && template) await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
