/**
 * HTTP benchmark: seeds 100,000 posts, 500,000 likes and 1,000,000 clicks, then drives the feed,
 * one post, like, getcalpoint and top-click endpoints with autocannon (10 connections, loopback),
 * on PGlite and on PostgreSQL, and prints req/s and p50/p99 per endpoint.
 *
 *   pnpm --filter @lightbearers/api bench
 *   BENCH_SECONDS=10 BENCH_DATABASE_URL=postgres://… pnpm --filter @lightbearers/api bench
 *
 * Then every `/stats/` call without the response cache (bench/stats.ts), beside the figures of
 * before the per-day aggregates, with the CPU seconds per 1,000 requests. BENCH_STATS_ONLY=1 runs
 * only those.
 *
 * PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), a superuser URL: a fresh database is
 * created and dropped. Without one, and when the PostgreSQL 15 binaries are installed, a
 * throw-away server is started in a temporary directory. BENCH_ONLY=pglite|postgres runs one.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST_TYPES } from '@lightbearers/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { signJwt } from '../src/auth.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase, rows } from '../src/db/client.js';
import { startServer } from '../src/index.js';
import { addDays, bangkokToday } from '../src/rules.js';
import { seedDemo } from '../src/seed/demo.js';
import { driveStats, type StatsRow, statsCalls, statsTable } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const LIKES = Number(process.env.BENCH_LIKES ?? 500_000);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
const MEMBERS = 1000;
const STATS_ONLY = process.env.BENCH_STATS_ONLY === '1';
const statsResults: StatsRow[] = [];
const now = new Date();
const today = bangkokToday(now);

const log = (s: string) => process.stderr.write(`${s}\n`);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await fn();
  log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return out;
}

/** Bulk data with set-based SQL (generate_series), identical on both engines. */
async function seedBulk(database: Database) {
  const db = database.db;
  await timed('demo seed', () => seedDemo(db, { now }));
  await timed(`${MEMBERS} members`, () =>
    db.execute(sql`insert into members (provider, provider_id, username, name, type)
      select 'bench', 'b' || g, 'bench' || g, 'สมาชิกทดสอบ ' || g, case when g % 10 = 0 then 'creator' else 'sharer' end
      from generate_series(1, ${MEMBERS}) g`),
  );
  const [{ lo, hi } = { lo: 0, hi: 0 }] = await rows<{ lo: number; hi: number }>(
    db,
    sql`select min(id)::int as lo, max(id)::int as hi from members where provider = 'bench'`,
  );
  await db.execute(sql`insert into wallets (user_id, current_point, can_change_total, all_time_total)
    select id, 1000, 0, 0 from members where provider = 'bench' on conflict do nothing`);
  // Every post type in turn; photo and text posts carry no link.
  const types = sql.raw(`array[${POST_TYPES.map((t) => `'${t}'`).join(',')}]`);
  const kinds = sql.raw(String(POST_TYPES.length));
  const linkless = sql.raw((['postPhoto', 'postText'] as const).map((t) => POST_TYPES.indexOf(t)).join(', '));
  await timed(`${POSTS} posts`, () =>
    db.execute(sql`insert into posts (type, url, des, key, uid, cat_id, published_at, created_at, updated_at)
      select (${types})[1 + g % ${kinds}],
             case when g % ${kinds} in (${linkless}) then null else 'https://example.org/p/' || g end,
             'โพสต์ทดสอบหมายเลข ' || g || ' ธรรมะดี ๆ แบ่งปันความสุข',
             'k' || g, ${lo}::int + (g % ${MEMBERS}), 1 + g % 6,
             now() - (g % 60) * interval '1 day', now() - (g % 60) * interval '1 day', now()
      from generate_series(1, ${POSTS}) g`),
  );
  const [{ plo } = { plo: 0 }] = await rows<{ plo: number }>(
    db,
    sql`select min(id)::int as plo from posts where key like 'k%'`,
  );
  await timed(`${LIKES} likes`, () =>
    db.execute(sql`insert into post_likes (post_id, member_id)
      select ${plo}::int + (g % ${POSTS}), ${lo}::int + (g / ${POSTS})::int
      from generate_series(0, ${LIKES - 1}) g`),
  );
  await timed(`${CLICKS} clicks`, () =>
    // The statement trigger of migration 0003 fills the per-day aggregates from this one insert.
    db.execute(sql`insert into clicks (post_id, sharer_id, creator_id, visitor, day, created_at)
      select c.post_id, c.sharer_id, p.uid, c.visitor, c.day, c.created_at from (
        select ${plo}::int + ((g::bigint * 7919) % ${POSTS})::int as post_id, ${lo}::int + g % ${MEMBERS} as sharer_id,
               'v' || g as visitor, (${today}::date - (g % 60)) as day, now() - (g % 60) * interval '1 day' as created_at
        from generate_series(0, ${CLICKS - 1}) g) c join posts p on p.id = c.post_id`),
  );
  await timed('click totals', () =>
    db.execute(
      sql`update posts p set click_total = c.n from (select post_id, count(*)::int n from clicks group by post_id) c where c.post_id = p.id`,
    ),
  );
  await timed('VACUUM ANALYZE', () => database.vacuum());
  return { memberId: hi, memberLo: lo, postId: plo + Math.floor(POSTS / 2) };
}

const FEED =
  '/api/posts?sort=id:desc&pagination[page]=1&pagination[pageSize]=5&populate[0]=photo&populate[1]=cat&populate[2]=users_permissions_users';

async function explainFeed(database: Database) {
  const plans: string[] = [];
  for (const q of [
    sql`explain select * from posts order by id desc limit 5`,
    sql`explain select * from posts where type in ('videoYoutube', 'videoTikTok') order by id desc limit 5`,
    sql`explain select * from posts where uid = 5 order by id desc limit 5`,
    sql`explain select member_id from post_likes where post_id in (1, 2, 3, 4, 5)`,
  ]) {
    const r = await rows<{ 'QUERY PLAN': string }>(database.db, q);
    plans.push(r.map((x) => x['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

type Row = { engine: string; endpoint: string; rps: number; p50: number; p99: number; errors: number };

async function drive(engine: string, database: Database): Promise<Row[]> {
  log(`\n[${engine}] seeding`);
  const { memberId, memberLo, postId } = await seedBulk(database);
  log(`[${engine}] EXPLAIN (feed and likers):\n${await explainFeed(database)}`);
  const config = {
    ...loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: randomBytes(24).toString('hex') }),
    port: 0,
    seed: 'none' as const,
    rateLimitScale: 0,
  };
  const server = await startServer({ config, database, log: (l) => log(`[${engine}] ${l}`) });
  const uncached = await startServer({
    config: { ...config, statsCacheSeconds: 0 },
    database,
    log: () => {},
  });
  const jwt = await signJwt(config.jwtSecret, memberId);
  const auth = { authorization: `Bearer ${jwt}` };
  const endpoints: Array<{
    name: string;
    path: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    uncached?: boolean;
  }> = [
    { name: 'feed (page 1, 5 posts, populated)', path: FEED },
    { name: 'single post (populate=*)', path: `/api/posts/${postId}?populate=*` },
    { name: 'like toggle', path: `/api/like/${postId}`, method: 'POST', headers: auth },
    { name: 'wallets/getcalpoint', path: '/api/wallets/getcalpoint', headers: auth },
    {
      name: 'stats top-click (7 days, no cache)',
      path: `/stats/get_top_click_by_day?mdate=${addDays(today, -6)}&mdate2=${today}&list=40`,
      uncached: true,
    },
    {
      name: `stats top-click (7 days, ${config.statsCacheSeconds} s cache)`,
      path: `/stats/get_top_click_by_day?mdate=${addDays(today, -6)}&mdate2=${today}&list=40`,
    },
  ];
  const out: Row[] = [];
  try {
    for (const e of STATS_ONLY ? [] : endpoints) {
      const r = await autocannon({
        url: `${e.uncached ? uncached.url : server.url}${e.path}`,
        method: e.method ?? 'GET',
        headers: e.headers ?? {},
        connections: 10,
        duration: SECONDS,
      });
      out.push({
        engine,
        endpoint: e.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
      log(
        `[${engine}] ${e.name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
      );
    }
    const [post] = await rows<{ key: string }>(database.db, sql`select key from posts where id = ${postId}`);
    const calls = statsCalls({
      today,
      uid: memberId,
      key: post!.key,
      uids: Array.from({ length: 20 }, (_, i) => memberLo + i * 7),
    });
    statsResults.push(...(await driveStats(engine, database, uncached.url, calls, SECONDS, log)));
  } finally {
    await server.close();
    await uncached.close();
  }
  return out;
}

function startThrowAwayPostgres(): { url: string; stop: () => void } | null {
  const bin = '/usr/lib/postgresql/15/bin';
  if (!existsSync(`${bin}/initdb`)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'lb-bench-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asPostgres
      ? execFileSync('su', ['postgres', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], {
          stdio: 'ignore',
        })
      : execFileSync(cmd, args, { stdio: 'ignore' });
  if (asPostgres) execFileSync('chown', ['postgres', dir]);
  const port = 56000 + Math.floor(Math.random() * 2000);
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const results: Row[] = [];
  if (only !== 'postgres') {
    // The bulk seed runs statements far longer than any request may: no statement timeout here.
    const database = await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 0 });
    try {
      results.push(...(await drive('PGlite', database)));
    } finally {
      await database.close();
    }
  }
  if (only !== 'pglite') {
    let admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    let stop: (() => void) | undefined;
    if (!admin) {
      const started = startThrowAwayPostgres();
      if (started) ({ url: admin, stop } = started);
    }
    if (!admin) log('\n[PostgreSQL] skipped: set BENCH_DATABASE_URL (no PostgreSQL binaries found)');
    else {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      const u = new URL(admin);
      u.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: u.toString(), statementTimeoutMs: 0 });
      try {
        results.push(...(await drive('PostgreSQL', database)));
      } finally {
        await database.close();
        const d = new pg.Client({ connectionString: admin });
        await d.connect();
        await d.query(`drop database if exists ${name} with (force)`);
        await d.end();
        stop?.();
      }
    }
  }
  const pad = (s: string, n: number) => s.padEnd(n);
  const lines = [
    `| engine | endpoint | req/s | p50 ms | p99 ms | errors |`,
    `|---|---|---:|---:|---:|---:|`,
    ...results.map(
      (r) =>
        `| ${pad(r.engine, 10)} | ${pad(r.endpoint, 38)} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
  ];
  console.log(
    `\nAPI benchmark — ${POSTS} posts, ${LIKES} likes, ${CLICKS} clicks; autocannon 10 connections × ${SECONDS} s, loopback\n`,
  );
  console.log(lines.join('\n'));
  console.log(
    `\nStatistics without the response cache (load generator in its own process; CPU = service process, + PostgreSQL backends)\n`,
  );
  console.log(statsTable(statsResults));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
