/**
 * The demo data every test file starts from, built once per run (`global-setup.ts`) and copied per
 * file (`helpers.ts`): migrating and seeding a database takes about six seconds, a copy about one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { adminQuery, databaseUrl } from '../src/db/admin.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';

/** The fixed "now" of the suite: 2026-06-15 10:00 in Bangkok. */
export const NOW = new Date('2026-06-15T03:00:00Z');

/** The seed of every harness: the development sign-in is on in the tests, so demo member 1 is staff. */
const seedSuite = (database: Database) => seedDemo(database.db, { now: NOW, staff: true });

/** An in-memory PGlite, migrated and seeded, as PGlite's `dumpDataDir` writes its data directory. */
export async function seededPgliteImage(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedSuite(database);
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** Creates database `name` on `url`'s server, migrated and seeded: the template the files copy. */
export async function seededPostgresTemplate(url: string, name: string): Promise<void> {
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  try {
    await seedSuite(database);
  } finally {
    await database.close();
  }
}
