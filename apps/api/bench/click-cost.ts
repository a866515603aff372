/**
 * What a counted click costs the database with the windows of migration 0006 and without them
 * (the insert trigger of 0003–0005 in its place): CLICK_COST_N one-row click inserts (the statement
 * trigger upserting every aggregate) on the demo data, in in-memory PGlite, both ways in turn.
 * CLICK_COST_DATABASE_URL (a superuser URL) measures on PostgreSQL instead, in a scratch database;
 * CLICK_COST_ROUNDS (3) alternations.
 *
 *   pnpm --filter @lightbearers/api exec tsx bench/click-cost.ts
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rows } from '../src/db/client.js';
import { bangkokToday } from '../src/rules.js';
import { seedDemo } from '../src/seed/demo.js';
import { scratchDatabase } from './scratch.js';

const N = Number(process.env.CLICK_COST_N ?? 1000);
const url = process.env.CLICK_COST_DATABASE_URL;
const scratch = url ? await scratchDatabase(url, 'click_cost') : null;
const database: Database =
  scratch?.database ?? (await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 0 }));
const db = database.db;
await seedDemo(db, { now: new Date() });
const today = bangkokToday(new Date());
const posts = (await rows<{ id: number }>(db, sql`select id from posts order by id`)).map((x) => x.id);
const members = (await rows<{ id: number }>(db, sql`select id from members order by id`)).map((x) => x.id);

/** The insert trigger's function as a migration defines it (`CREATE [OR REPLACE] FUNCTION …`). */
function insertTrigger(file: string) {
  const text = readFileSync(new URL(`../drizzle/${file}`, import.meta.url), 'utf8');
  const statement = text
    .split('--> statement-breakpoint')
    .map((x) => x.replace(/^(\s*--[^\n]*\n)+/, '').trim())
    .find((x) => /^CREATE (OR REPLACE )?FUNCTION "clicks_aggregate_insert"/.test(x));
  if (!statement) throw new Error(`no clicks_aggregate_insert in ${file}`);
  return statement.replace(/^CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}
const without = insertTrigger('0003_clicks_visitors_and_daily_aggregates.sql');
const withWindows = insertTrigger('0006_click_windows.sql');

let v = 0;
async function run(label: string) {
  const t = performance.now();
  for (let i = 0; i < N; i++) {
    const post = posts[(i * 7) % posts.length]!;
    const sharer = members[(i * 13) % members.length]!;
    await db.execute(
      sql`insert into clicks (post_id, sharer_id, visitor, day) values (${post}, ${sharer}, ${`cost-${v++}`}, ${today}::date)`,
    );
  }
  const ms = (performance.now() - t) / N;
  console.log(`${label}: ${ms.toFixed(3)} ms per click (${N} one-row inserts, ${database.kind})`);
}
try {
  for (let round = 0; round < Number(process.env.CLICK_COST_ROUNDS ?? 3); round++) {
    await db.execute(sql.raw(without));
    await run('per-day aggregates only (0003–0005)');
    await db.execute(sql.raw(withWindows));
    await run('with the 7- and 30-day windows (0006)');
  }
} finally {
  if (scratch) await scratch.drop();
  else await database.close();
}
