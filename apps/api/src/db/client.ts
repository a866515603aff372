import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  /** The connection pool on PostgreSQL (the rate limits' shared store uses it too); null on PGlite. */
  pool: pg.Pool | null;
  /** A human description for logs (never a password). */
  describe: string;
  close(): Promise<void>;
  /** VACUUM ANALYZE (PGlite never vacuums by itself). */
  vacuum(): Promise<void>;
};

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * `statement_timeout` of every connection the service queries through, ms (default
   * DEFAULT_STATEMENT_TIMEOUT_MS; 0 = none). Migrations and VACUUM run without it.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PGlite only: the data directory to start from, as PGlite's `dumpDataDir` wrote it (a database
   * already migrated and seeded, copied instead of built again; the test harness's use).
   */
  loadDataDir?: Blob | undefined;
};

/** The default statement timeout (`STATEMENT_TIMEOUT_MS`), milliseconds. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/**
 * Connections per process: twice the cores (at least 4). A read is one round trip (ADR 022), so a
 * few connections keep the server busy; more only add context switches on a small machine.
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const timeout = Math.max(0, Math.floor(opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS));
  if (opts.databaseUrl) {
    // Migrations first, on their own connection without the timeout (an index on a big table may
    // take longer than any request should).
    const migrator = new pg.Client({ connectionString: opts.databaseUrl });
    try {
      await migrator.connect();
    } catch (err) {
      throw new Error(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
    }
    try {
      await migrateNodePg(drizzleNodePg(migrator), { migrationsFolder });
    } finally {
      await migrator.end().catch(() => {});
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? defaultPoolSize()),
      // A statement that runs longer is cancelled by the server (SQLSTATE 57014 → JSON 503).
      statement_timeout: timeout,
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
    const u = new URL(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      pool,
      describe: `postgresql://${u.host}${u.pathname}`,
      close: () => pool.end(),
      vacuum: async () => {
        const client = await pool.connect();
        try {
          await client.query('SET statement_timeout = 0');
          await client.query('VACUUM ANALYZE');
        } finally {
          await client.query('RESET statement_timeout').catch(() => {});
          client.release();
        }
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder });
  // The same setting as on PostgreSQL. PGlite runs a statement synchronously on the event loop, so
  // the timer that would cancel it cannot fire until it has finished: on PGlite the setting is
  // recorded but not enforced, and the per-request bounds (caps, rate limits) carry the load (ADR 023).
  await client.exec(`SET statement_timeout = ${timeout}`);
  return {
    db: pdb as unknown as Db,
    kind: 'pglite',
    pool: null,
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

const MAX_NAMED = 500;
const named = new Map<string, string>();
/** A name for the statement text (prepared once per connection); the first MAX_NAMED texts only. */
function statementName(text: string): string | undefined {
  let name = named.get(text);
  if (!name && named.size < MAX_NAMED) {
    name = `lb_stmt_${named.size}`;
    named.set(text, name);
  }
  return name;
}

/**
 * Runs one statement on the database's own client, named: on a PostgreSQL pool parsed once per
 * pooled connection, on PGlite once (`pgliteNamed`); after five runs PostgreSQL keeps a generic
 * plan instead of planning again. Null for any other executor (a transaction).
 */
export async function runNamed<T>(db: Executor, text: string, values: unknown[]): Promise<T[] | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const name = statementName(text);
    return (await client.query<T & pg.QueryResultRow>({ text, values, ...(name ? { name } : {}) })).rows;
  }
  if (client instanceof PGlite) {
    const name = statementName(text);
    return name && values.every(plainValue)
      ? pgliteNamed<T>(client, name, text, values)
      : (await client.query<T>(text, values)).rows;
  }
  return null;
}

/** A value sent as its text (numbers, strings, null): anything else goes through PGlite's serializers. */
const plainValue = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number';

/** Protocol messages as one buffer. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * What each PGlite instance has parsed, by statement name: the statement (`rows`), or also its
 * JSON twin (`json`, named `<name>_j`) once a run has shown its columns all travel as JSON
 * unchanged (`JSON_SAFE`); `twin` when the next run is to parse the twin.
 */
const pgliteParsed = new WeakMap<PGlite, Map<string, 'rows' | 'twin' | 'json'>>();

/**
 * Column types whose JSON form parses to what PGlite's own parsers give: bool, int2, int4, text,
 * varchar. Any other type (int8, numeric, floats, dates and times, bytea, json…) keeps the rows.
 */
const JSON_SAFE = new Set([16, 21, 23, 25, 1043]);

/** A read the twin can wrap: a `select` or `with` (never one that writes through a `with`). */
const wrappable = (text: string) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);

/**
 * A named statement on PGlite, in one exchange: parsed the first time, then bound and executed
 * (PGlite's `query` parses, describes, binds, describes and executes in six exchanges, and plans
 * every time). Under the same locks as `query`: never inside another caller's transaction.
 *
 * A read whose columns are all `JSON_SAFE` then runs as its twin, `select json_agg(….*) from (…)`:
 * one value to receive instead of a value per column and row. PGlite decodes each value of each
 * row in JavaScript, copying it first: a ranking of 100 rows spent more time there (0.4 ms) than
 * in the database (ADR 022). The rows parsed from the JSON are the rows the statement returns.
 */
async function pgliteNamed<T>(client: PGlite, name: string, text: string, values: unknown[]): Promise<T[]> {
  let parsed = pgliteParsed.get(client);
  if (!parsed) {
    parsed = new Map();
    pgliteParsed.set(client, parsed);
  }
  const { serialize } = pgliteProtocol;
  const bound = values.map((v) => (v === null ? null : String(v)));
  /** Runs `statement` (parsing it first when `first`); the rows and their columns' types. */
  const run = async (statement: string, statementText: string, first: boolean) => {
    const parts = [
      serialize.query('SET plan_cache_mode = force_generic_plan'),
      ...(first ? [serialize.parse({ name: statement, text: statementText })] : []),
      serialize.bind({ statement, values: bound }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
      serialize.query('RESET plan_cache_mode'),
    ];
    let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
    try {
      ({ messages } = await client.execProtocol(concat(parts)));
    } catch (err) {
      // Parsed but not run (a value the type refuses): forget the statement, so the next call
      // parses it again instead of failing on its name.
      if (first)
        await client.execProtocol(
          concat([serialize.close({ type: 'S', name: statement }), serialize.sync()]),
        );
      throw err;
    }
    // Results: the SET, the statement, the RESET.
    return pgliteParse.parseResults(messages, client.parsers)[1]!;
  };
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const state = parsed.get(name);
      if (state === 'json' || state === 'twin') {
        const twin = `${name}_j`;
        try {
          const [row] = (
            await run(
              twin,
              // `lb_twin.*`: the whole row, even when a column has the alias's name.
              `select coalesce(json_agg(lb_twin.*), '[]')::text as j from (${text}) lb_twin`,
              state === 'twin',
            )
          ).rows as Array<{ j: string }>;
          parsed.set(name, 'json');
          return JSON.parse(row!.j) as T[];
        } catch (err) {
          // A statement the wrapping does not fit (its text cannot stand in a sub-select): the rows.
          if (state === 'json' || !/^(42|0A)/.test(String((err as { code?: unknown }).code))) throw err;
          parsed.set(name, 'rows');
        }
      }
      const out = await run(name, text, state === undefined);
      if (state === undefined)
        parsed.set(
          name,
          wrappable(text) && out.fields.length > 0 && out.fields.every((f) => JSON_SAFE.has(f.dataTypeID))
            ? 'twin'
            : 'rows',
        );
      return out.rows as T[];
    }),
  );
}

/** Turns drizzle SQL into text and values (for statements sent by name). */
export const dialect = new PgDialect();

/**
 * `rows`, for a hot statement whose text repeats with other values: named on the database's own
 * client (`runNamed`); inside a transaction as `rows`.
 */
export async function preparedRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await runNamed<T>(db, text, params)) ?? rows<T>(db, query);
}
