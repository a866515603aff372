/**
 * The statistics part of the bench (ADR 021): every one of the eleven `/stats/` calls, on a
 * server without the response cache, beside the figures measured before the per-day aggregates, with
 * the CPU seconds per 1,000 requests (the service process plus, on PostgreSQL, its server backends).
 * The load generator runs in its own process so that its CPU is not counted as the service's.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../src/db/client.js';
import { addDays } from '../src/rules.js';

type Figures = { rps: number; p50: number; p99: number };

/** Before the aggregates: the issue's table (10 connections, 1,000,000 clicks, no cache). */
const BEFORE: Record<string, Record<string, Figures>> = {
  'get_top_click_by_day (7 days)': {
    PostgreSQL: { rps: 10, p50: 971, p99: 1368 },
    PGlite: { rps: 9, p50: 1210, p99: 4649 },
  },
};

/**
 * With the per-day aggregates, before the bounded candidates (README, 2026-11-24: same data and
 * machine kind, 5 s per call): req/s, p50, p99 by call, PostgreSQL then PGlite.
 */
const AGGREGATES: Record<string, [number, number, number, number, number, number]> = {
  getone: [2035, 3, 17, 872, 9, 31],
  get_profile_type_num: [2250, 3, 25, 877, 10, 26],
  'get_top_share_by_day (7 days)': [681, 13, 48, 204, 45, 107],
  'get_top_share_by_day (all)': [703, 12, 45, 280, 32, 90],
  'get_top_click_by_day (1 day)': [927, 9, 31, 418, 22, 47],
  'get_top_click_by_day (7 days)': [71, 134, 196, 37, 236, 514],
  'get_top_click_by_day (30 days)': [16, 589, 816, 8, 737, 4159],
  'get_top_click_by_day (all)': [734, 11, 47, 435, 20, 55],
  'get_top_click_by_day (7 days, cat)': [56, 172, 250, 32, 278, 919],
  'creator_been_shared_by_day (7 days)': [589, 15, 44, 318, 26, 82],
  'creator_been_shared_by_day (all)': [636, 14, 39, 342, 25, 75],
  'user_log_by_date (7 days)': [1804, 4, 16, 818, 11, 30],
  org1_org2: [2110, 3, 18, 922, 9, 29],
  'getsharedbyuser (all)': [624, 14, 48, 337, 28, 47],
  'getsharedbyuser (7 days)': [1269, 7, 17, 578, 15, 59],
  'get_top_click_by_uid (all)': [770, 11, 32, 350, 25, 62],
  get_who_shared_by_key: [1251, 6, 36, 510, 17, 58],
  'cache/profiles/get (20 uids)': [1096, 8, 23, 564, 15, 45],
};

/**
 * With the bounded candidates, before the windows of migration 0006 (README, 2026-11-24, uniform
 * spread): req/s, p50, p99 by call, PostgreSQL then PGlite.
 */
const CANDIDATES: Record<string, [number, number, number, number, number, number]> = {
  'get_top_click_by_day (1 day)': [1205, 7, 19, 444, 20, 41],
  'get_top_click_by_day (7 days)': [64, 141, 296, 39, 242, 354],
  'get_top_click_by_day (30 days)': [37, 250, 387, 7, 1129, 2276],
  'get_top_click_by_day (all)': [793, 11, 25, 466, 18, 45],
  'get_top_click_by_day (7 days, cat)': [37, 247, 403, 19, 507, 541],
  'get_top_share_by_day (7 days)': [449, 21, 36, 169, 51, 131],
  'creator_been_shared_by_day (7 days)': [409, 23, 45, 212, 43, 91],
  // Any other range was still summed this way until migration 0007 (the windows answer only the
  // last 7 and 30 days): the same figures, as these ranges cost then.
  'get_top_click_by_day (7 days to yesterday)': [64, 141, 296, 39, 242, 354],
  'get_top_click_by_day (30 days to yesterday)': [37, 250, 387, 7, 1129, 2276],
};

function candidatesFigures(call: string, engine: string): Figures | undefined {
  const f = CANDIDATES[call];
  if (!f) return undefined;
  const [rps, p50, p99] = engine === 'PostgreSQL' ? f : f.slice(3);
  return { rps: rps!, p50: p50!, p99: p99! };
}

function aggregatesFigures(call: string, engine: string): Figures | undefined {
  const f = AGGREGATES[call];
  if (!f) return undefined;
  const [rps, p50, p99] = engine === 'PostgreSQL' ? f : f.slice(3);
  return { rps: rps!, p50: p50!, p99: p99! };
}

export type StatsRow = {
  engine: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU seconds per 1,000 requests: the service process, and the database server (PostgreSQL). */
  cpuService: number;
  cpuDatabase: number | null;
};

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type Cannon = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
};

function cannon(url: string, seconds: number): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [autocannonBin, '-c', '10', '-d', String(seconds), '-j', url],
      { maxBuffer: 1 << 24 },
      (err, stdout) => {
        if (err) reject(err);
        else resolve(JSON.parse(stdout) as Cannon);
      },
    );
  });
}

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds used so far by each server backend of this database (PostgreSQL on this machine). */
async function backendCpu(database: Database): Promise<Map<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  // Every backend of the database, the one asking included: leaving it out would count a pooled
  // connection's whole life (the bulk seed's minutes among them) whenever the two reads asked through
  // different connections.
  const pids = await rows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const out = new Map<number, number>();
  try {
    for (const { pid } of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) / TICKS);
    }
  } catch {
    return null; // not on this machine
  }
  return out;
}

/**
 * The eleven calls, the rankings over several ranges: one day, the last 7 and 30 days (windows), other
 * ranges (packed days, with and without today) and the whole history.
 */
export function statsCalls(p: { today: string; uid: number; key: string; uids: number[] }) {
  const { today, uid, key } = p;
  const week = `${addDays(today, -6)}`;
  const month = `${addDays(today, -29)}`;
  const all = '2022-03-04';
  return [
    ['getone', `/stats/getone?key=${key}`],
    ['get_profile_type_num', '/stats/get_profile_type_num'],
    ['get_top_share_by_day (7 days)', `/stats/get_top_share_by_day?mdate=${week}&mdate2=${today}`],
    ['get_top_share_by_day (all)', `/stats/get_top_share_by_day?mdate=${all}&mdate2=${today}`],
    ['get_top_click_by_day (1 day)', `/stats/get_top_click_by_day?mdate=${today}&mdate2=${today}&list=40`],
    ['get_top_click_by_day (7 days)', `/stats/get_top_click_by_day?mdate=${week}&mdate2=${today}&list=40`],
    ['get_top_click_by_day (30 days)', `/stats/get_top_click_by_day?mdate=${month}&mdate2=${today}&list=40`],
    ['get_top_click_by_day (all)', `/stats/get_top_click_by_day?mdate=${all}&mdate2=${today}&list=40`],
    [
      'get_top_click_by_day (7 days, cat)',
      `/stats/get_top_click_by_day?mdate=${week}&mdate2=${today}&list=30&cat=2`,
    ],
    [
      'get_top_click_by_day (14 days, packed with today)',
      `/stats/get_top_click_by_day?mdate=${addDays(today, -13)}&mdate2=${today}&list=40`,
    ],
    [
      'get_top_click_by_day (7 days to yesterday)',
      `/stats/get_top_click_by_day?mdate=${addDays(today, -7)}&mdate2=${addDays(today, -1)}&list=40`,
    ],
    [
      'get_top_click_by_day (30 days to yesterday)',
      `/stats/get_top_click_by_day?mdate=${addDays(today, -30)}&mdate2=${addDays(today, -1)}&list=40`,
    ],
    [
      'get_top_click_by_day (12 days to 3 days ago, cat)',
      `/stats/get_top_click_by_day?mdate=${addDays(today, -14)}&mdate2=${addDays(today, -3)}&list=30&cat=2`,
    ],
    [
      'get_top_share_by_day (30 days to yesterday)',
      `/stats/get_top_share_by_day?mdate=${addDays(today, -30)}&mdate2=${addDays(today, -1)}`,
    ],
    ['creator_been_shared_by_day (7 days)', `/stats/creator_been_shared_by_day?day=${week}&day2=${today}`],
    [
      'creator_been_shared_by_day (14 days to yesterday)',
      `/stats/creator_been_shared_by_day?day=${addDays(today, -14)}&day2=${addDays(today, -1)}`,
    ],
    ['creator_been_shared_by_day (all)', `/stats/creator_been_shared_by_day?day=${all}&day2=${today}`],
    ['user_log_by_date (7 days)', `/stats/user_log_by_date?day=${week}&day2=${today}`],
    ['org1_org2', '/stats/org1_org2'],
    ['getsharedbyuser (all)', `/stats/getsharedbyuser?uid=${uid}`],
    ['getsharedbyuser (7 days)', `/stats/getsharedbyuser?uid=${uid}&date=${week}&date2=${today}`],
    ['get_top_click_by_uid (all)', `/stats/get_top_click_by_uid?uid=${uid}`],
    ['get_who_shared_by_key', `/stats/get_who_shared_by_key?key=${key}`],
    ['cache/profiles/get (20 uids)', `/stats/cache/profiles/get?uids=${p.uids.join(',')}`],
  ] as const;
}

/** Drives every statistics call against `baseUrl` (a server with `STATS_CACHE_SECONDS=0`). */
export async function driveStats(
  engine: string,
  database: Database,
  baseUrl: string,
  calls: ReadonlyArray<readonly [string, string]>,
  seconds: number,
  log: (s: string) => void,
): Promise<StatsRow[]> {
  const out: StatsRow[] = [];
  for (const [call, path] of calls) {
    // One call first, timed on its own: it packs the days a range reads for the first time (once
    // a day, or after a click on that day), which the steady state then never does.
    const t0 = performance.now();
    await fetch(`${baseUrl}${path}`).then((r) => r.arrayBuffer());
    const first = performance.now() - t0;
    const db0 = await backendCpu(database);
    const cpu0 = process.cpuUsage();
    const r = await cannon(`${baseUrl}${path}`, seconds);
    const cpu = process.cpuUsage(cpu0);
    const db1 = await backendCpu(database);
    let dbSeconds: number | null = null;
    if (db0 && db1) {
      dbSeconds = 0;
      for (const [pid, t] of db1) dbSeconds += t - (db0.get(pid) ?? 0);
    }
    const n = Math.max(1, r.requests.total);
    const row: StatsRow = {
      engine,
      call,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      cpuService: ((cpu.user + cpu.system) / 1e6 / n) * 1000,
      cpuDatabase: dbSeconds === null ? null : (dbSeconds / n) * 1000,
    };
    out.push(row);
    log(
      `[${engine}] ${call}: first call ${first.toFixed(0)} ms; ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
        `CPU ${row.cpuService.toFixed(2)}${row.cpuDatabase === null ? '' : ` + ${row.cpuDatabase.toFixed(2)}`} s / 1,000`,
    );
  }
  return out;
}

export function statsTable(results: StatsRow[]): string {
  const f = (x: Figures | undefined) => (x ? `${x.rps} · ${x.p50} · ${x.p99}` : '—');
  return [
    '| engine | /stats/ call (no cache) | before the aggregates req/s · p50 · p99 | per-day aggregates req/s · p50 · p99 | bounded candidates req/s · p50 · p99 | now req/s | p50 ms | p99 ms | errors | CPU s / 1,000 req (service + database) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.call} | ${f(BEFORE[r.call]?.[r.engine])} | ${f(aggregatesFigures(r.call, r.engine))} | ` +
        `${f(candidatesFigures(r.call, r.engine))} | ` +
        `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuService.toFixed(2)}` +
        `${r.cpuDatabase === null ? '' : ` + ${r.cpuDatabase.toFixed(2)}`} |`,
    ),
  ].join('\n');
}
