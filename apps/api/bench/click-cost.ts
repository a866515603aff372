/**
 * What a counted click costs the database with the aggregate indexes of migration 0005 and without
 * them (the indexes of 0003 in their place): CLICK_COST_N one-row click inserts (the statement
 * trigger upserting every aggregate) on the demo data, in in-memory PGlite, both ways in turn.
 *
 *   pnpm --filter @lightbearers/api exec tsx bench/click-cost.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../src/db/client.js';
import { bangkokToday } from '../src/rules.js';
import { seedDemo } from '../src/seed/demo.js';

const N = Number(process.env.CLICK_COST_N ?? 1000);
const database = await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 0 });
const db = database.db;
await seedDemo(db, { now: new Date() });
const today = bangkokToday(new Date());
const posts = (await rows<{ id: number }>(db, sql`select id from posts order by id`)).map((x) => x.id);
const members = (await rows<{ id: number }>(db, sql`select id from members order by id`)).map((x) => x.id);

const with0005 = `
  drop index if exists click_days_posts_post; drop index if exists click_days_sharers_sharer;
  drop index if exists click_days_creators_creator;
  create index if not exists click_days_sharers_rank on click_days_sharers (day, n desc, sharer_id);
  create index if not exists click_days_creators_rank on click_days_creators (day, n desc, creator_id);
  create index if not exists click_days_posts_post_day on click_days_posts (post_id, day) include (n);
  create index if not exists click_days_sharers_sharer_day on click_days_sharers (sharer_id, day) include (n);
  create index if not exists click_days_creators_creator_day on click_days_creators (creator_id, day) include (n)`;
const without = `
  drop index if exists click_days_sharers_rank; drop index if exists click_days_creators_rank;
  drop index if exists click_days_posts_post_day; drop index if exists click_days_sharers_sharer_day;
  drop index if exists click_days_creators_creator_day;
  create index if not exists click_days_posts_post on click_days_posts (post_id);
  create index if not exists click_days_sharers_sharer on click_days_sharers (sharer_id);
  create index if not exists click_days_creators_creator on click_days_creators (creator_id)`;

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
  console.log(`${label}: ${ms.toFixed(3)} ms per click (${N} one-row inserts)`);
}
for (let round = 0; round < 2; round++) {
  for (const q of without.split(';')) await db.execute(sql.raw(q));
  await run('indexes of 0003 (before 0005)');
  for (const q of with0005.split(';')) await db.execute(sql.raw(q));
  await run('indexes of 0005');
}
await database.close();
