import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A human description for logs (never a password). */
  describe: string;
  close(): Promise<void>;
  /** VACUUM ANALYZE (PGlite never vacuums by itself). */
  vacuum(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

/**
 * Connections per process: twice the cores (at least 4). A read is one round trip (ADR 022), so a
 * few connections keep the server busy; more only add context switches on a small machine.
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? defaultPoolSize()),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01')
        console.error(`[api] idle database connection error: ${err.message}`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    try {
      await pool.query('select 1');
    } catch (err) {
      await pool.end().catch(() => {});
      throw new Error(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
    }
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    const u = new URL(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      describe: `postgresql://${u.host}${u.pathname}`,
      close: () => pool.end(),
      vacuum: async () => {
        await pool.query('VACUUM ANALYZE');
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder });
  return {
    db: pdb as unknown as Db,
    kind: 'pglite',
    describe: dataDir.startsWith('memory://') ? 'PGlite (in memory)' : `PGlite (${dataDir})`,
    close: () => client.close(),
    vacuum: async () => {
      await pdb.execute(sql`VACUUM ANALYZE`);
    },
  };
}

/** Rows of a raw query, whatever the driver. */
export async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
