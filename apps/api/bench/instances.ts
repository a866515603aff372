/**
 * Several instances behind one address (ADR 040): the feed and the like toggle through Debian's
 * nginx (`deploy/nginx.conf`, written with this run's ports) with one and then two instances of the
 * service on one PostgreSQL, and for comparison one instance without the proxy. Prints req/s,
 * p50/p99 and the machine's CPU use during each run (all cores busy = the machine is the limit).
 *
 *   pnpm --filter @lightbearers/api exec tsx bench/instances.ts
 *
 * nginx is installed with apt when it is missing and the bench runs as root (never by `npm test`).
 * PostgreSQL: BENCH_DATABASE_URL / TEST_DATABASE_URL (a superuser URL: a scratch database is made
 * and dropped), else a throw-away server. BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_POSTS
 * (100,000), BENCH_LIKES (500,000); BENCH_LIMITS=1 keeps the rate limits on (counted in PostgreSQL,
 * at a scale no client reaches) to show what sharing them costs; otherwise they are off, as in the
 * other benches (one load generator is one client).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { signJwt } from '../src/auth.js';
import { rows } from '../src/db/client.js';
import { scratchDatabase } from './scratch.js';

process.env.BENCH_CLICKS ??= '0'; // the feed and the like toggle never read clicks
const { log, seedBulk } = await import('./seed.js');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API = path.resolve(HERE, '..');
const ROOT = path.resolve(API, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIMITS = process.env.BENCH_LIMITS === '1';
const JWT_SECRET = randomBytes(24).toString('hex');
const FEED =
  '/api/posts?sort=id:desc&pagination[page]=1&pagination[pageSize]=5&populate[0]=photo&populate[1]=cat&populate[2]=users_permissions_users';

/** nginx from PATH or Debian's place; installed with apt as root when missing. */
function ensureNginx(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? null;
  let nginx = find();
  if (!nginx && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('› Installing nginx (apt-get install nginx)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    }
    nginx = find();
  }
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx), and this is not root');
  return nginx;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

type Running = { stop: () => Promise<void>; group?: number };

/** CPU seconds so far of each process in the process groups `groups` and of PostgreSQL's server, by pid. */
function cpuSeconds(groups: number[], postmaster: number | null) {
  const tick = 100; // USER_HZ
  const service = new Map<string, number>();
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // after the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12)
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(rest[11]) + Number(rest[12])) / tick;
    if (groups.includes(Number(rest[2]))) service.set(pid, cpu);
    if (postmaster && (Number(pid) === postmaster || Number(rest[1]) === postmaster)) postgres.set(pid, cpu);
  }
  const own = process.cpuUsage();
  return { service, postgres, bench: (own.user + own.system) / 1e6 };
}

/** CPU seconds spent between two readings by the processes alive at the second (a new one: all of its own). */
function spent(before: Map<string, number>, after: Map<string, number>) {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/** Stops a child started in its own process group, and waits for it. */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        done();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone
        }
      }, 5000).unref();
    });
}

/** One instance of the service (`src/main.ts`, as `pnpm start` runs it) on `port`. */
async function startInstance(databaseUrl: string, port: number): Promise<Running> {
  const tsx = [path.join(API, 'node_modules/.bin/tsx'), path.join(ROOT, 'node_modules/.bin/tsx')].find(
    existsSync,
  )!;
  const child = spawn(tsx, [path.join(API, 'src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET,
      TRUST_PROXY: '1',
      SEED: 'none',
      // Off, or on at a scale no client of the bench reaches (every request still counted).
      RATE_LIMIT_SCALE: LIMITS ? '100000' : '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) done();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`instance on ${port} exited (${code}):\n${output}`)));
  });
  return { stop: stopper(child), group: child.pid! };
}

/** nginx in front of `ports` on `listen`, from `deploy/nginx.conf` with those ports, in a temp prefix. */
async function startNginx(nginx: string, listen: number, ports: number[]): Promise<Running> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'lightbearers-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  const template = readFileSync(path.join(API, 'deploy/nginx.conf'), 'utf8');
  const conf = template
    .replace(/^ {4}server 127\.0\.0\.1:\d+.*\n/gm, '')
    .replace(
      '    keepalive 64;',
      `${ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n')}\n    keepalive 64;`,
    )
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${listen};`)
    // As root nginx would run its workers as nobody, who cannot write the temp prefix.
    .replace(
      'worker_processes auto;',
      `worker_processes auto;${process.getuid?.() === 0 ? '\nuser root;' : ''}`,
    );
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'inherit' });
  const child = spawn(nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;'], {
    stdio: 'inherit',
    detached: true,
  });
  // Up when it answers.
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${listen}/health`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const stop = stopper(child);
  return {
    group: child.pid!,
    stop: async () => {
      await stop();
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The machine's busy CPU share between two readings of /proc/stat (1 = every core busy). */
function cpuMeter() {
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const n = fields.map(Number);
    const idle = n[3]! + n[4]!;
    return { idle, total: n.reduce((a, b) => a + b, 0) };
  };
  const start = read();
  return () => {
    const end = read();
    return 1 - (end.idle - start.idle) / Math.max(1, end.total - start.total);
  };
}

type Row = {
  setup: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: number;
  /** CPU ms per request: the instances (and nginx), PostgreSQL, the load generator. */
  perRequest: { service: number; postgres: number; bench: number };
};

async function drive(
  setup: string,
  base: string,
  likeRequests: autocannon.Request[],
  groups: number[],
  postmaster: number | null,
): Promise<Row[]> {
  const out: Row[] = [];
  for (const [endpoint, opts] of [
    ['feed (page 1, 5 posts, populated)', { url: `${base}${FEED}` }],
    ['like toggle (50 members, 50 posts)', { url: base, requests: likeRequests }],
  ] as const) {
    const busy = cpuMeter();
    const before = cpuSeconds(groups, postmaster);
    const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
    const after = cpuSeconds(groups, postmaster);
    const requests = Math.max(1, r.requests.total);
    const perRequest = {
      service: (spent(before.service, after.service) * 1000) / requests,
      postgres: (spent(before.postgres, after.postgres) * 1000) / requests,
      bench: ((after.bench - before.bench) * 1000) / requests,
    };
    const row = {
      setup,
      endpoint,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      cpu: busy(),
      perRequest,
    };
    log(
      `  ${setup} · ${endpoint}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, CPU ${(row.cpu * 100).toFixed(0)} %, CPU ms/request service ${perRequest.service.toFixed(2)} · PostgreSQL ${perRequest.postgres.toFixed(2)} · load generator ${perRequest.bench.toFixed(2)}`,
    );
    out.push(row);
  }
  return out;
}

async function main() {
  const nginx = ensureNginx();
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = given ? null : await startPostgres();
  const scratch = await scratchDatabase(given ?? server!.url, 'bench_instances');
  const running: Running[] = [];
  try {
    await seedBulk(scratch.database);
    await scratch.database.vacuum();
    // 50 members each toggling their like of their own post: no two requests wait on one lock.
    const members = await rows<{ id: number }>(
      scratch.database.db,
      sql`select id from members where provider = 'bench' order by id limit 50`,
    );
    const posts = await rows<{ id: number }>(
      scratch.database.db,
      sql`select id from posts order by id desc limit 50`,
    );
    const likeRequests: autocannon.Request[] = members.map((m, i) => ({
      method: 'POST',
      path: `/api/like/${posts[i]!.id}`,
      headers: { authorization: `Bearer ${signJwt(JWT_SECRET, m.id)}` },
    }));
    const [dataDir] = await rows<{ dir: string }>(
      scratch.database.db,
      sql`select current_setting('data_directory') as dir`,
    );
    let postmaster: number | null = null;
    try {
      postmaster =
        Number(readFileSync(path.join(dataDir!.dir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      postmaster = null; // a server elsewhere: no PostgreSQL CPU figure
    }
    const results: Row[] = [];
    const ports = [await freePort(), await freePort()];
    const listen = await freePort();
    log(
      `› ${cpus().length} cores; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const groups = () => running.map((r) => r.group!).filter(Boolean);
    running.push(await startInstance(scratch.url, ports[0]!));
    results.push(
      ...(await drive(
        '1 instance, no proxy',
        `http://127.0.0.1:${ports[0]}`,
        likeRequests,
        groups(),
        postmaster,
      )),
    );
    const proxy1 = await startNginx(nginx, listen, [ports[0]!]);
    results.push(
      ...(await drive(
        'nginx → 1 instance',
        `http://127.0.0.1:${listen}`,
        likeRequests,
        [...groups(), proxy1.group!],
        postmaster,
      )),
    );
    await proxy1.stop();

    running.push(await startInstance(scratch.url, ports[1]!));
    const proxy2 = await startNginx(nginx, listen, ports);
    running.push(proxy2);
    results.push(
      ...(await drive(
        'nginx → 2 instances',
        `http://127.0.0.1:${listen}`,
        likeRequests,
        groups(),
        postmaster,
      )),
    );

    const when = new Date().toISOString().slice(0, 10);
    console.log(
      `\nInstances bench of ${when}: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${SECONDS} s per run, ${CONNECTIONS} connections, rate limits ${
        LIMITS ? 'on (PostgreSQL store)' : 'off'
      }; PostgreSQL, nginx, the instances and the load generator on the same machine.\n`,
    );
    console.log(
      '| setup | endpoint | req/s | p50 ms | p99 ms | errors | machine CPU busy | CPU ms / request: service (+ nginx) · PostgreSQL · load generator |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(
        `| ${r.setup} | ${r.endpoint} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.cpu * 100).toFixed(0)} % | ${r.perRequest.service.toFixed(2)} · ${r.perRequest.postgres.toFixed(2)} · ${r.perRequest.bench.toFixed(2)} |`,
      );
  } finally {
    for (const r of running.reverse()) await r.stop();
    await scratch.drop();
    server?.stop();
  }
}

await main();
