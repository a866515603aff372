/**
 * Two instances of the service, as separate processes on one PostgreSQL database (ADR 040): every
 * rate limit, click cap, wallet and like is one across them. Requests alternate between the two;
 * a limit kept per process would let each instance pass its own share, and this file fails.
 * The rate limits are checked with each shared store: PostgreSQL (the default on PostgreSQL) and
 * Valkey (`REDIS_URL`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { startValkey } from '../../../scripts/valkey.mjs';
import { signJwt } from '../src/auth.js';
import { adminQuery, databaseUrl } from '../src/db/admin.js';
import { openDatabase } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { type Bucket, RATE_LIMITS } from '../src/middleware/rate-limit.js';
import { seedDemo } from '../src/seed/demo.js';
import { ledgerBalances, move } from '../src/services/wallets.js';
import { type Json, NOW, SHARER } from './helpers.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');
const ENTRY = resolve(HERE, '../src/main.ts');
const TSX = [resolve(HERE, '../node_modules/.bin/tsx'), resolve(ROOT, 'node_modules/.bin/tsx')].find(
  existsSync,
);

const JWT_SECRET = `instances-${randomBytes(12).toString('hex')}`;
/** Every limit × 0.1: small enough to reach, and each at least 2 (so per process it is never reached). */
const SCALE = 0.1;
const CAPS = { perAddress: 3, perSharer: 5 };

type Answer = { status: number; body: Json; headers: http.IncomingHttpHeaders };

/** One running instance: its address and a way to stop it. */
type Instance = { url: string; stop: () => Promise<void> };

/** Starts `src/main.ts` as its own process (its own process group) and waits for its "listening" line. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  if (!TSX) throw new Error('tsx is not installed (run npm run setup)');
  const { DATABASE_URL: _db, REDIS_URL: _redis, VALKEY_URL: _valkey, ...inherited } = process.env;
  const child: ChildProcess = spawn(TSX, [ENTRY], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'none',
      JWT_SECRET,
      // One proxy in front, as behind nginx: the tests name each client in X-Forwarded-For.
      TRUST_PROXY: '1',
      RATE_LIMIT_SCALE: String(SCALE),
      STATS_CACHE_SECONDS: '0',
      CLICK_CAP_PER_ADDRESS: String(CAPS.perAddress),
      CLICK_CAP_PER_SHARER: String(CAPS.perSharer),
      PUBLIC_SITE_URL: 'https://site.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      signal('SIGKILL');
      fail(new Error(`the instance did not start in time:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        done({
          url: listening[1],
          stop: () =>
            new Promise<void>((stopped) => {
              if (child.exitCode !== null) return stopped();
              child.once('exit', () => stopped());
              signal('SIGTERM');
              setTimeout(() => signal('SIGKILL'), 5_000).unref();
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the instance exited (${code}) before listening:\n${output}`));
    });
  });
}

/** One request over a real socket; the client is `client` (the proxy's X-Forwarded-For entry). */
function send(
  base: string,
  method: string,
  path: string,
  opts: { client: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const url = new URL(path, base);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { 'x-forwarded-for': opts.client, ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((done, fail) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          done({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A fresh database on the suite's PostgreSQL (TEST_DATABASE_URL), or a throw-away server of its own. */
async function throwAwayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? null : await startPostgres();
  const admin = given ?? server!.url;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(admin, name),
    drop: async () => {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      server?.stop();
    },
  };
}

/** A request each bucket counts (its answer does not matter, only that it is counted). */
const COUNTED: Record<Bucket, { method: string; path: string; signedIn?: boolean }> = {
  auth: { method: 'GET', path: '/api/connect/google' },
  like: { method: 'POST', path: '/api/like/1' },
  comment: { method: 'POST', path: '/api/comments' },
  upload: { method: 'POST', path: '/api/upload' },
  short: { method: 'GET', path: '/s/no-such-key/1' },
  stats: { method: 'GET', path: '/stats/getone?key=no-such-key' },
  list: { method: 'GET', path: '/api/cats' },
  tiktok: { method: 'GET', path: '/api/tiktok' },
  email: { method: 'POST', path: '/api/auth/email' },
};

const limitOf = (bucket: Bucket) => Math.max(1, Math.floor(RATE_LIMITS[bucket] * SCALE));

let database: { url: string; drop: () => Promise<void> };
let valkey: Awaited<ReturnType<typeof startValkey>>;

beforeAll(async () => {
  database = await throwAwayDatabase();
  valkey = await startValkey();
  // Migrated and seeded once, before any instance starts (each instance would only migrate).
  const opened = await openDatabase({ databaseUrl: database.url });
  await seedDemo(opened.db, { now: NOW, staff: false });
  await opened.close();
}, 180_000);

afterAll(async () => {
  valkey?.stop();
  await database?.drop();
});

/** Two instances started with `env`, for the tests of one `describe`. */
function twoInstances(env: () => Record<string, string> = () => ({})) {
  const pair = { a: '', b: '', stops: [] as Array<() => Promise<void>> };
  beforeAll(async () => {
    const [a, b] = await Promise.all([
      startInstance({ DATABASE_URL: database.url, ...env() }),
      startInstance({ DATABASE_URL: database.url, ...env() }),
    ]);
    pair.a = a.url;
    pair.b = b.url;
    pair.stops = [a.stop, b.stop];
  }, 180_000);
  afterAll(async () => {
    await Promise.all(pair.stops.map((stop) => stop()));
  });
  return pair;
}

/** The rate limits of a pair of instances, each bucket from its own client under `prefix`. */
function sharedLimits(pair: { a: string; b: string }, store: 'PostgreSQL' | 'Valkey', prefix: string) {
  it.each(Object.keys(COUNTED) as Bucket[])(
    'share the %s limit: requests alternated between them meet it once',
    async (bucket) => {
      const { method, path } = COUNTED[bucket];
      // Alternated, the refused request reaches the other instance than the last passed one: with a
      // limit of 1 (the e-mail bucket at this scale) the first passes on `a` and `b` refuses the next.
      const limit = limitOf(bucket);
      // Each bucket its own client, so no test spends another's limit.
      const client = `${prefix}.${Object.keys(COUNTED).indexOf(bucket) + 1}`;
      const answers: Answer[] = [];
      for (let i = 0; i <= limit; i++)
        answers.push(await send(i % 2 ? pair.b : pair.a, method, path, { client }));
      const statuses = answers.map((a) => a.status);
      // The first `limit` requests pass (whatever each answers), the next one is refused: exactly once.
      expect(statuses.slice(0, limit)).not.toContain(429);
      expect(statuses[limit]).toBe(429);
      const refused = answers[limit]!;
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
      // Refused on the other instance too, and another client is not.
      expect((await send(limit % 2 ? pair.a : pair.b, method, path, { client })).status).toBe(429);
      expect((await send(pair.b, method, path, { client: `${client}9` })).status).not.toBe(429);
    },
  );

  it(`keep the counters in ${store}`, async () => {
    const key = `lb:rl:list:${prefix}.7`;
    if (store === 'Valkey') {
      const redis = new Redis(valkey.url);
      try {
        expect(Number(await redis.get(key))).toBeGreaterThan(limitOf('list'));
      } finally {
        redis.disconnect();
      }
    } else {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query('select points from rate_limits where key = $1', [key]);
        expect(rows).toHaveLength(1);
        expect(rows[0].points).toBeGreaterThan(limitOf('list'));
      } finally {
        await client.end();
      }
    }
  });
}

describe('two instances with their rate limits in Valkey (REDIS_URL)', () => {
  const pair = twoInstances(() => ({ REDIS_URL: valkey.url }));
  sharedLimits(pair, 'Valkey', '203.0.113');
});

describe('two instances on one PostgreSQL', () => {
  const pair = twoInstances();
  const db = () => openDatabase({ databaseUrl: database.url });

  sharedLimits(pair, 'PostgreSQL', '198.51.100');

  it('hold the daily click caps across both', async () => {
    const opened = await db();
    try {
      const posts = await opened.db.select({ id: s.posts.id, key: s.posts.key }).from(s.posts).limit(8);
      const counted = async () =>
        Number(
          (
            (await opened.db.execute(sql`select count(*)::int as n from clicks`)) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]!.n,
        );
      const visit = (base: string, key: string, sharer: number, client: string) =>
        send(base, 'GET', `/s/${key}/${sharer}`, { client, headers: { accept: 'text/html' } });
      // One address, eight different links (each a new visitor: no cookie is kept): 3 count.
      let before = await counted();
      for (let i = 0; i < 8; i++) {
        const answer = await visit(i % 2 ? pair.b : pair.a, posts[i]!.key, SHARER + (i % 4), '192.0.2.10');
        expect(answer.status).toBe(302);
      }
      expect((await counted()) - before).toBe(CAPS.perAddress);
      // One sharer, eight different addresses: 5 count.
      before = await counted();
      for (let i = 0; i < 8; i++)
        await visit(i % 2 ? pair.b : pair.a, posts[0]!.key, SHARER + 15, `192.0.2.${100 + i}`);
      expect((await counted()) - before).toBe(CAPS.perSharer);
    } finally {
      await opened.close();
    }
  });

  it('never overdraw a wallet: orders through one, a swap through the other, at once', async () => {
    const member = 30;
    const token = signJwt(JWT_SECRET, member);
    const opened = await db();
    try {
      const [product] = await opened.db
        .update(s.products)
        .set({ price: 100, amount: 1000, limit: 100, lockDays: 0, unlockAt: null, deletedAt: null })
        .where(eq(s.products.id, 9))
        .returning();
      const start = await opened.db.select().from(s.wallets).where(eq(s.wallets.userId, member));
      const current = start[0]?.currentPoint ?? 0;
      const shares = start[0]?.canChangeTotal ?? 0;
      // 100 points to spend now and 300 share points a swap turns into 300 more.
      await move(opened.db, member, {
        kind: 'grant',
        msg: 'test',
        current: 100 - current,
        canChange: 300 - shares,
      });
      const order = (i: number) =>
        send(pair.a, 'POST', '/api/orders', {
          client: '192.0.2.50',
          token,
          headers: { 'idempotency-key': `instances-${i}` },
          body: {
            data: {
              name: 'x',
              total: 100,
              order: [{ product: product!.id, amount: 1 }],
              logistic: 'temple',
              user: member,
            },
          },
        });
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, (_, i) => order(i)),
        send(pair.b, 'POST', '/api/wallets/swappoint', { client: '192.0.2.51', token }),
        ...Array.from({ length: 3 }, (_, i) => order(i + 3)),
      ]);
      const swap = answers[3]!;
      const placed = answers.filter((a, i) => i !== 3 && a.status === 200).length;
      for (const [i, a] of answers.entries()) if (i !== 3 && a.status !== 200) expect(a.status).toBe(409);
      const [after] = await opened.db.select().from(s.wallets).where(eq(s.wallets.userId, member));
      expect(after!.currentPoint).toBeGreaterThanOrEqual(0);
      // Every point spent was there: 100, and 300 more when the swap went through.
      const swapped = swap.status === 200 ? 300 : 0;
      expect(placed * 100 + after!.currentPoint).toBe(100 + swapped);
      expect(after!.canChangeTotal).toBe(300 - swapped);
      expect(placed).toBeGreaterThanOrEqual(1);
      // The wallet is exactly its ledger.
      expect(await ledgerBalances(opened.db, member)).toEqual({
        current_point: after!.currentPoint,
        can_change_total: after!.canChangeTotal,
        all_time_total: after!.allTimeTotal,
      });
    } finally {
      await opened.close();
    }
  });

  it('show a like through one on the other, and toggle it one at a time across both', async () => {
    const member = 31;
    const token = signJwt(JWT_SECRET, member);
    const post = 4;
    const likers = async (base: string) => {
      const answer = await send(base, 'GET', `/api/posts/${post}?populate=users_permissions_users`, {
        client: '192.0.2.60',
      });
      return (answer.body.data.attributes.users_permissions_users.data as Array<{ id: number }>).map(
        (m) => m.id,
      );
    };
    expect(await likers(pair.b)).not.toContain(member);
    expect((await send(pair.a, 'POST', `/api/like/${post}`, { client: '192.0.2.61', token })).status).toBe(
      200,
    );
    expect(await likers(pair.b)).toContain(member);
    expect((await send(pair.b, 'POST', `/api/like/${post}`, { client: '192.0.2.61', token })).status).toBe(
      200,
    );
    expect(await likers(pair.a)).not.toContain(member);
    // Five toggles at once, spread over both: an odd number, so the post ends liked, once.
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(i % 2 ? pair.b : pair.a, 'POST', `/api/like/${post}`, { client: '192.0.2.62', token }),
      ),
    );
    const final = await likers(pair.a);
    expect(final.filter((id) => id === member)).toHaveLength(1);
    expect(await likers(pair.b)).toEqual(final);
  });
});
