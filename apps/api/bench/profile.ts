/**
 * Where a request's time goes: seeds the bench data on PostgreSQL, then for the feed, the single
 * post and the like toggle prints the SQL round trips of one request, `EXPLAIN (ANALYZE, BUFFERS)`
 * of each statement, and the in-process time per request over PROFILE_REQUESTS requests (10 at a
 * time, no HTTP). Run it under `node --cpu-prof` to see the JavaScript side:
 *
 *   BENCH_DATABASE_URL=postgres://… BENCH_CLICKS=0 pnpm --filter @lightbearers/api exec \
 *     node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile.ts
 *
 * PROFILE_ONLY=feed (or "single post", "like toggle") profiles one case.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { signJwt } from '../src/auth.js';
import { loadConfig } from '../src/config.js';
import { scratchDatabase } from './scratch.js';
import { seedBulk } from './seed.js';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 2000);
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!admin) throw new Error('set BENCH_DATABASE_URL (a superuser URL)');

type Seen = { text: string; values: unknown[] };
let seen: Seen[] | null = null;
// Every statement any pooled client sends (the drivers' one entry point).
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (seen) {
    const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    seen.push(
      typeof q === 'string' ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? v ?? [] },
    );
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const scratch = await scratchDatabase(admin, 'prof', { statementTimeoutMs: 0 });
const { database } = scratch;
try {
  const { memberId, postId } = await seedBulk(database);
  const config = {
    ...loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: randomBytes(24).toString('hex') }),
    rateLimitScale: 0,
  };
  const app = createApp({ database, config });
  const auth = { authorization: `Bearer ${await signJwt(config.jwtSecret, memberId)}` };
  const cases = [
    {
      name: 'feed',
      method: 'GET',
      path: '/api/posts?sort=id:desc&pagination[page]=1&pagination[pageSize]=5&populate[0]=photo&populate[1]=cat&populate[2]=users_permissions_users',
    },
    { name: 'single post', method: 'GET', path: `/api/posts/${postId}?populate=*` },
    { name: 'like toggle', method: 'POST', path: `/api/like/${postId}`, headers: auth },
  ];
  const explainer = new pg.Client({ connectionString: scratch.url });
  await explainer.connect();
  const only = process.env.PROFILE_ONLY?.split(',');
  for (const k of cases.filter((x) => !only || only.includes(x.name))) {
    // Warm (count cache, plans), then one request with its statements recorded.
    await app.request(k.path, { method: k.method, headers: k.headers });
    seen = [];
    const res = await app.request(k.path, { method: k.method, headers: k.headers });
    const statements = seen;
    seen = null;
    console.log(`\n=== ${k.name}: HTTP ${res.status}, ${statements.length} SQL round trips`);
    for (const st of statements) {
      console.log(
        `\n-- ${st.text.replace(/\s+/g, ' ').slice(0, 400)}\n   params ${JSON.stringify(st.values)}`,
      );
      if (!/^\s*(select|with)/i.test(st.text) || st.text.includes(';')) continue;
      const plan = await explainer.query(`explain (analyze, buffers) ${st.text}`, st.values as unknown[]);
      for (const r of plan.rows) console.log(`   ${r['QUERY PLAN']}`);
    }
    const t = performance.now();
    const cpu = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next++ < REQUESTS) await app.request(k.path, { method: k.method, headers: k.headers });
      }),
    );
    const ms = (performance.now() - t) / REQUESTS;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
    console.log(
      `\n${k.name}: ${ms.toFixed(2)} ms per request in process (${(1000 / ms).toFixed(0)} req/s), Node CPU ${cpuMs.toFixed(2)} ms per request`,
    );
  }
  await explainer.end();
} finally {
  await scratch.drop();
}
