import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, createApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { adminQuery, databaseUrl } from '../src/db/admin.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { NOW } from './seeded.js';

export { NOW } from './seeded.js';

export type Backend = {
  name: 'pglite' | 'postgres';
  /**
   * A fresh database of the file's own. `seeded`: already migrated and seeded with the suite's demo
   * data, a copy of the one the run built first (`seeded.ts`).
   */
  open: (opts?: {
    statementTimeoutMs?: number;
    seeded?: boolean;
  }) => Promise<{ database: Database; drop: () => Promise<void> }>;
};

/** The run's seeded PGlite data directory (global-setup.ts), read once per worker. */
let pgliteImage: Blob | undefined;

function seededPglite(): Blob {
  pgliteImage ??= new Blob([readFileSync(inject('seededPglite'))]);
  return pgliteImage;
}

/** `CREATE DATABASE name TEMPLATE template`, waiting out the template's last closing connections. */
async function copyDatabase(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      // 55006: "source database is being accessed by other users" — a pool's sessions end a moment
      // after the pool does.
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** In-memory PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per file). */
export function backends(): Backend[] {
  const list: Backend[] = [
    {
      name: 'pglite',
      open: async ({ seeded, ...opts } = {}) => ({
        database: await openDatabase({
          dataDir: 'memory://',
          ...opts,
          ...(seeded ? { loadDataDir: seededPglite() } : {}),
        }),
        drop: async () => {},
      }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true')
    throw new Error(
      'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL half of the api suite cannot run',
    );
  if (url)
    list.push({
      name: 'postgres',
      open: async ({ seeded, ...opts } = {}) => {
        const name = `t_${randomBytes(6).toString('hex')}`;
        if (seeded) {
          const template = inject('seededPostgres');
          if (!template) throw new Error('no seeded PostgreSQL template: did test/global-setup.ts run?');
          await copyDatabase(url, name, template);
        } else await adminQuery(url, `CREATE DATABASE ${name}`);
        const database = await openDatabase({ databaseUrl: databaseUrl(url, name), ...opts });
        return {
          database,
          drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        };
      },
    });
  return list;
}

/**
 * Tests name their clients with the `x-test-client` header (in-process requests have no socket).
 * Only the tests read it: the service itself never trusts a request header for the address.
 */
export const testClientAddress = (c: { req: { header(n: string): string | undefined } }) =>
  c.req.header('x-test-client') ?? 'local';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are asserted field by field
export type Json = any;

export type Res = { status: number; body: Json; headers: Headers; text: string };

export type Harness = {
  database: Database;
  config: Config;
  clock: { now: Date };
  tiktok: { resolve: (url: string) => Promise<string> };
  req: (
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: RequestInit['body'] },
  ) => Promise<Res>;
  login: (uid: number) => Promise<string>;
};

export const STAFF = 1;
/** The demo admin (seeded with the staff member, ADR 035). */
export const ADMIN = 45;
export const CREATOR = 2;
export const CREATOR2 = 3;
export const SHARER = 20;
export const SHARER2 = 21;

/** A database of its own for the file (a copy of the run's migrated, seeded one) and the app on it. */
export function harness(
  backend: Backend,
  env: Record<string, string> = {},
  options: Partial<Pick<AppOptions, 'renderer'>> = {},
): Harness {
  const h = {} as Harness;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    h.config = loadConfig({
      AUTH_DEV: 'true',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'test-secret-0123456789abcdef',
      PUBLIC_SITE_URL: 'https://site.test',
      RATE_LIMIT_SCALE: '0',
      STATS_CACHE_SECONDS: '0',
      ...env,
    });
    const opened = await backend.open({ statementTimeoutMs: h.config.statementTimeoutMs, seeded: true });
    drop = opened.drop;
    h.database = opened.database;
    h.clock = { now: NOW };
    h.tiktok = { resolve: async () => Promise.reject(new Error('no internet here')) };
    const app = createApp({
      database: h.database,
      config: h.config,
      now: () => h.clock.now,
      resolveTikTok: (u) => h.tiktok.resolve(u),
      clientAddress: testClientAddress,
      ...options,
    });
    h.req = async (method, path, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: RequestInit['body'] = opts.raw;
      if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      }
      // A streamed body (ReadableStream) needs `duplex: 'half'`.
      const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
      if (body instanceof ReadableStream) init.duplex = 'half';
      const res = await app.request(path, init);
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, headers: res.headers, text };
    };
    const tokens = new Map<number, string>();
    h.login = async (uid) => {
      if (!tokens.has(uid)) {
        const r = await h.req('POST', '/api/auth/dev', { body: { uid } });
        if (r.status !== 200) throw new Error(`login ${uid}: ${r.status} ${r.text}`);
        tokens.set(uid, r.body.jwt);
      }
      return tokens.get(uid)!;
    };
  });
  afterAll(async () => {
    await h.database?.close().catch(() => {});
    await drop();
  });
  return h;
}

/** Asserts the error envelope of every failure. */
export function expectError(r: Res, status: number) {
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text.slice(0, 300)}`);
  const e = r.body?.error;
  if (!e || e.status !== status || typeof e.name !== 'string' || typeof e.message !== 'string' || !e.message)
    throw new Error(`bad error body: ${r.text.slice(0, 300)}`);
  if (/\bat .+\.(ts|js):\d+/.test(r.text)) throw new Error('stack trace leaked');
}

export type Served = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /**
   * One request over a real socket (node:http, so `Host` and every forwarding header are exactly
   * what the test says), answered like `Harness.req`.
   */
  send: (
    method: string,
    path: string,
    opts?: { headers?: Record<string, string>; body?: string | Buffer; token?: string },
  ) => Promise<Res>;
  close: () => Promise<void>;
};

/**
 * The harness's database behind a REAL listening server (`startServer`, as `npm start` runs it):
 * the client address is the socket's, read the way the configuration says.
 */
export async function serve(h: Harness, config: Partial<Config> = {}): Promise<Served> {
  const { startServer } = await import('../src/index.js');
  const server = await startServer({
    config: { ...h.config, host: '127.0.0.1', port: 0, seed: 'none', ...config },
    database: h.database,
    now: () => h.clock.now,
    log: () => {},
  });
  const send: Served['send'] = (method, path, opts = {}) =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: `127.0.0.1:${server.port}`, ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        headers['content-length'] = String(Buffer.byteLength(opts.body));
      }
      const req = http.request(
        { host: '127.0.0.1', port: server.port, method, path, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = null;
            try {
              body = text ? JSON.parse(text) : null;
            } catch {
              body = null;
            }
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers))
              for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, one);
            resolve({ status: res.statusCode ?? 0, body, headers: out, text });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (opts.body !== undefined) req.write(opts.body);
      req.end();
    });
  return { url: server.url, port: server.port, send, close: () => server.close() };
}
