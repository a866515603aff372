/**
 * HTTP benchmark: seeds 100,000 posts, 500,000 likes and 1,000,000 clicks, then drives the feed,
 * one post, like, getcalpoint and top-click endpoints with autocannon (10 connections, loopback),
 * on PGlite and on PostgreSQL, and prints req/s and p50/p99 per endpoint.
 *
 *   pnpm --filter @lightbearers/api bench
 *   BENCH_SECONDS=10 BENCH_DATABASE_URL=postgres://… pnpm --filter @lightbearers/api bench
 *
 * PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), a superuser URL: a fresh database is
 * created and dropped. Without one, and when the PostgreSQL 15 binaries are installed, a
 * throw-away server is started in a temporary directory. BENCH_ONLY=pglite|postgres runs one.
 *
 * Then every `/stats/` call without the response cache (bench/stats.ts), beside the figures of
 * before the per-day aggregates, with the CPU seconds per 1,000 requests. BENCH_STATS_ONLY=1 runs
 * only those; BENCH_STATS_MATCH=get_top_click,creator only the calls whose name contains one.
 * BENCH_SPREAD=skewed seeds clicks with a power-law spread over the posts (bench/seed.ts).
 *
 * BENCH_ENDPOINTS=feed,post,like (any of feed, post, like, getcalpoint, stats, stats-cached) runs
 * only those endpoints (and the `/stats/` calls only when it names `stats`), e.g. the content
 * endpoints alone on PostgreSQL:
 *
 *   BENCH_ONLY=postgres BENCH_ENDPOINTS=feed,post,like pnpm --filter @lightbearers/api bench
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signJwt } from '../src/auth.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase, rows } from '../src/db/client.js';
import { startServer } from '../src/index.js';
import { addDays, bangkokToday } from '../src/rules.js';
import { packedDays, readPacks, SOURCES, topOfPacks } from '../src/services/ranking.js';
import { scratchDatabase } from './scratch.js';
import { CLICKS, LIKES, log, POSTS, SPREAD, seedBulk } from './seed.js';
import { driveStats, type StatsRow, statsCalls, statsTable } from './stats.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const today = bangkokToday(new Date());
const STATS_ONLY = process.env.BENCH_STATS_ONLY === '1';
/** BENCH_STATS_MATCH=get_top_click,creator: only the `/stats/` calls whose name contains one. */
const STATS_MATCH = process.env.BENCH_STATS_MATCH?.split(',').filter(Boolean);
const statsResults: StatsRow[] = [];
/** How long moving the 7- and 30-day windows forward one day took, by engine. */
const rollMs: string[] = [];

/**
 * The figures from before the one-round-trip read path (ADR 022), by engine and endpoint
 * key, so every run prints old and new side by side.
 */
const OLD: Record<string, { rps: number; p50: number; p99: number }> = {
  'PostgreSQL feed': { rps: 292, p50: 31, p99: 91 },
  'PostgreSQL post': { rps: 398, p50: 24, p99: 37 },
  'PostgreSQL like': { rps: 253, p50: 36, p99: 65 },
  'PostgreSQL stats': { rps: 10, p50: 971, p99: 1368 },
  'PostgreSQL stats-cached': { rps: 1445, p50: 5, p99: 14 },
  'PGlite feed': { rps: 152, p50: 60, p99: 124 },
  // PGlite before the read path: the table of 2026-11-21 (bench/RESULTS.md), same code and data.
  'PGlite post': { rps: 143, p50: 48, p99: 403 },
  'PGlite like': { rps: 194, p50: 45, p99: 126 },
  'PGlite getcalpoint': { rps: 542, p50: 17, p99: 41 },
  'PostgreSQL getcalpoint': { rps: 722, p50: 8, p99: 92 },
  'PGlite stats': { rps: 9, p50: 1210, p99: 4649 },
};

/** CPU seconds of the PostgreSQL server's processes (postmaster and backends), when it runs here. */
function postgresCpu(postmasterPid: number | null): () => number | null {
  if (!postmasterPid) return () => null;
  const tick = 100; // USER_HZ on Linux
  const stat = (pid: string) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      // fields after the name: state(0) ppid(1) … utime(11) stime(12)
      return { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / tick };
    } catch {
      return null;
    }
  };
  return () => {
    let total = 0;
    try {
      for (const pid of execFileSync('ls', ['/proc'], { encoding: 'utf8' }).split('\n')) {
        if (!/^\d+$/.test(pid)) continue;
        const st = stat(pid);
        if (st && (Number(pid) === postmasterPid || st.ppid === postmasterPid)) total += st.cpu;
      }
    } catch {
      return null;
    }
    return total;
  };
}

async function postmasterPid(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  try {
    const [r] = await rows<{ d: string }>(database.db, sql`select current_setting('data_directory') as d`);
    const pid = Number(readFileSync(path.join(r!.d, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null; // a server on another machine (or unreadable): no server CPU figure
  }
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

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the multi-day post ranking's statements: the last 7 and 30 days
 * read from their window (migration 0006), and the 7 and 30 days ending yesterday — any other range
 * — from the packed days (migration 0007): the first read packs and stores each day, later reads
 * find them; then the service's sum of the packs, timed.
 */
async function explainRanking(database: Database) {
  const posts = SOURCES.post;
  const out: string[] = [];
  const explain = async (label: string, q: ReturnType<typeof sql>) => {
    const r = await rows<{ 'QUERY PLAN': string }>(database.db, sql`explain (analyze, buffers) ${q}`);
    out.push(`-- ${label}\n${r.map((x) => x['QUERY PLAN']).join('\n')}`);
  };
  for (const back of [6, 29]) {
    await explain(
      `${back + 1} days, its window (migration 0006)`,
      sql`select post_id, n from click_window_posts where len = ${back + 1} order by n desc, post_id desc limit 40`,
    );
    await explain(
      `${back + 1} days, its window, one category`,
      sql`select a.post_id, a.n from click_window_posts a join posts p on p.id = a.post_id and p.cat_id = 2
          where a.len = ${back + 1} order by a.n desc, a.post_id desc limit 30`,
    );
    const span = {
      kind: 'range',
      from: addDays(today, -back - 1),
      to: addDays(today, -1),
    } as const;
    await explain(
      `${back + 1} days ending yesterday, packed days (first read: packs and stores)`,
      packedDays(posts, span),
    );
    await explain(`${back + 1} days ending yesterday, packed days (stored)`, packedDays(posts, span));
    await explain(
      `${back + 1} days ending yesterday, packed days (stored, every pack sent)`,
      packedDays(posts, span, true),
    );
    const t0 = performance.now();
    let packs: Int32Array[] = [];
    for (let i = 0; i < 20; i++) {
      packs = await readPacks(database.db, posts, span);
      topOfPacks(packs, 40, posts.ties);
    }
    const bytes = packs.reduce((a, p) => a + p.byteLength, 0);
    out.push(
      `-- ${back + 1} days ending yesterday, read and summed by the service: ${packs.length} packs, ` +
        `${bytes / 12} rows, ${((performance.now() - t0) / 20).toFixed(2)} ms per ranking`,
    );
  }
  return out.join('\n\n');
}

type Row = {
  engine: string;
  key: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU seconds per 1,000 requests: this Node process (service and autocannon) and PostgreSQL. */
  nodeCpu: number;
  pgCpu: number | null;
};

async function drive(engine: string, database: Database): Promise<Row[]> {
  log(`\n[${engine}] seeding`);
  const { memberId, memberLo, postId } = await seedBulk(database);
  log(`[${engine}] EXPLAIN (feed and likers):\n${await explainFeed(database)}`);
  log(
    `[${engine}] EXPLAIN (ANALYZE, BUFFERS) of the multi-day post ranking:\n${await explainRanking(database)}`,
  );
  const pgCpu = postgresCpu(await postmasterPid(database));
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
    key: string;
    name: string;
    path: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    uncached?: boolean;
  }> = [
    { key: 'feed', name: 'feed (page 1, 5 posts, populated)', path: FEED },
    { key: 'post', name: 'single post (populate=*)', path: `/api/posts/${postId}?populate=*` },
    { key: 'like', name: 'like toggle', path: `/api/like/${postId}`, method: 'POST', headers: auth },
    { key: 'getcalpoint', name: 'wallets/getcalpoint', path: '/api/wallets/getcalpoint', headers: auth },
    {
      key: 'stats',
      name: 'stats top-click (7 days, no cache)',
      path: `/stats/get_top_click_by_day?mdate=${addDays(today, -6)}&mdate2=${today}&list=40`,
      uncached: true,
    },
    {
      key: 'stats-cached',
      name: `stats top-click (7 days, ${config.statsCacheSeconds} s cache)`,
      path: `/stats/get_top_click_by_day?mdate=${addDays(today, -6)}&mdate2=${today}&list=40`,
    },
  ];
  const out: Row[] = [];
  try {
    for (const e of STATS_ONLY ? [] : endpoints.filter((x) => !ENDPOINTS || ENDPOINTS.includes(x.key))) {
      const cpu0 = process.cpuUsage();
      const pg0 = pgCpu();
      const r = await autocannon({
        url: `${e.uncached ? uncached.url : server.url}${e.path}`,
        method: e.method ?? 'GET',
        headers: e.headers ?? {},
        connections: 10,
        duration: SECONDS,
      });
      const cpu = process.cpuUsage(cpu0);
      const pg1 = pgCpu();
      const thousands = Math.max(r.requests.total, 1) / 1000;
      const row: Row = {
        engine,
        key: e.key,
        endpoint: e.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        nodeCpu: (cpu.user + cpu.system) / 1e6 / thousands,
        pgCpu: pg0 === null || pg1 === null ? null : (pg1 - pg0) / thousands,
      };
      out.push(row);
      log(
        `[${engine}] ${e.name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, CPU s/1k: node ${row.nodeCpu.toFixed(2)}, PostgreSQL ${row.pgCpu?.toFixed(2) ?? '–'}`,
      );
    }
    if (!ENDPOINTS || ENDPOINTS.includes('stats')) {
      const [post] = await rows<{ key: string }>(
        database.db,
        sql`select key from posts where id = ${postId}`,
      );
      const calls = statsCalls({
        today,
        uid: memberId,
        key: post!.key,
        uids: Array.from({ length: 20 }, (_, i) => memberLo + i * 7),
      }).filter(([call]) => !STATS_MATCH || STATS_MATCH.some((m) => call.includes(m)));
      statsResults.push(...(await driveStats(engine, database, uncached.url, calls, SECONDS, log)));
      // The windows' daily cost: moving them to tomorrow (the first click or ranking of a new day)
      // subtracts the day that leaves each window. Last, as it changes what the windows hold.
      const t = performance.now();
      await database.db.execute(sql`select click_windows_roll(${addDays(today, 1)}::date)`);
      rollMs.push(`${engine}: ${(performance.now() - t).toFixed(0)} ms`);
    }
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
      const scratch = await scratchDatabase(admin, 'bench');
      try {
        results.push(...(await drive('PostgreSQL', scratch.database)));
      } finally {
        await scratch.drop();
        stop?.();
      }
    }
  }
  const num = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));
  const lines = [
    '| engine | endpoint | old req/s | new req/s | old p50 ms | new p50 ms | old p99 ms | new p99 ms | errors | CPU s/1k node | CPU s/1k PostgreSQL |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => {
      const old = OLD[`${r.engine} ${r.key}`];
      return `| ${r.engine} | ${r.endpoint} | ${num(old?.rps)} | ${num(Math.round(r.rps))} | ${num(old?.p50)} | ${r.p50} | ${num(old?.p99)} | ${r.p99} | ${r.errors} | ${r.nodeCpu.toFixed(2)} | ${r.pgCpu?.toFixed(2) ?? '–'} |`;
    }),
  ];
  console.log(
    `\nAPI benchmark — ${POSTS} posts, ${LIKES} likes, ${CLICKS} clicks (${SPREAD} spread); autocannon 10 connections × ${SECONDS} s, loopback`,
  );
  console.log(
    'old: the figures from before the one-round-trip read path (ADR 022); CPU s/1k: CPU seconds per 1,000 requests of this Node process (service and autocannon) and of the PostgreSQL server\n',
  );
  console.log(lines.join('\n'));
  if (statsResults.length) {
    console.log(
      `\nStatistics without the response cache (load generator in its own process; CPU = service process, + PostgreSQL backends)\n`,
    );
    console.log(statsTable(statsResults));
  }
  if (rollMs.length)
    console.log(`\nMoving the 7- and 30-day windows forward a day (once a day): ${rollMs.join(', ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
