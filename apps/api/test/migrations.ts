/**
 * What the migration tests share: the migrations folder as it was before a given migration, and a
 * bare database of either backend that the test migrates itself (no seed, no service).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { adminQuery, databaseUrl } from '../src/db/admin.js';
import { migrationsFolder } from '../src/db/client.js';

/**
 * A copy of the migrations folder whose journal stops before the migration `tag`: a database
 * migrated from it is as it was before that migration.
 */
export function migrationsBefore(tag: string): { before: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-mig-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { before: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Raw = {
  query: (text: string) => Promise<Array<Record<string, unknown>>>;
  migrate: (folder: string) => Promise<void>;
};

/** A bare database of the backend's kind, migrated by the caller (no seed, no service). */
export async function bareDatabase(
  name: 'pglite' | 'postgres',
): Promise<{ raw: Raw; close: () => Promise<void> }> {
  if (name === 'pglite') {
    const client = await PGlite.create('memory://');
    return {
      raw: {
        query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      },
      close: () => client.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const db = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${db}`);
  const client = new pg.Client({ connectionString: databaseUrl(url, db) });
  await client.connect();
  return {
    raw: {
      query: async (text) => (await client.query(text)).rows,
      migrate: (folder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder }),
    },
    close: async () => {
      await client.end();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    },
  };
}
