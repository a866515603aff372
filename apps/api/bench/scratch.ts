/**
 * A throw-away PostgreSQL database for the bench and the profiler: created on the server of a
 * superuser URL, opened (migrated) by the service's own client, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../src/db/admin.js';
import { type Database, openDatabase } from '../src/db/client.js';

export type Scratch = { database: Database; url: string; drop: () => Promise<void> };

/**
 * Creates `<prefix>_<random>` on `admin`'s server and opens it (no statement timeout unless given:
 * the bulk seed runs statements far longer than any request may). `drop()` closes and drops it.
 */
export async function scratchDatabase(
  admin: string,
  prefix: string,
  opts: { statementTimeoutMs?: number } = {},
): Promise<Scratch> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  const url = databaseUrl(admin, name);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url, statementTimeoutMs: opts.statementTimeoutMs ?? 0 });
  } catch (err) {
    await adminQuery(admin, `drop database if exists ${name} with (force)`);
    throw err;
  }
  return {
    database,
    url,
    drop: async () => {
      try {
        await database.close();
      } finally {
        await adminQuery(admin, `drop database if exists ${name} with (force)`);
      }
    },
  };
}
