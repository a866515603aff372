/**
 * The bench's data: the demo seed plus MEMBERS members, POSTS posts, LIKES likes and CLICKS clicks
 * (BENCH_POSTS, BENCH_LIKES, BENCH_CLICKS), set-based so both engines seed the same rows.
 */
import { POST_TYPES } from '@lightbearers/domain';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../src/db/client.js';
import { bangkokToday } from '../src/rules.js';
import { seedDemo } from '../src/seed/demo.js';

export const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
export const LIKES = Number(process.env.BENCH_LIKES ?? 500_000);
export const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
export const MEMBERS = 1000;
/**
 * How the clicks fall on posts (BENCH_SPREAD): `uniform` (the default, the data of ADR 021's figures: every post
 * clicked 10 times, on 3 days 20 days apart — every multi-day ranking is one long tie) or `skewed`
 * (a post's share falls with its rank like a power law, the same posts ahead every day: the shape
 * of real traffic, where a few posts get most of the shares).
 */
export const SPREAD = process.env.BENCH_SPREAD === 'skewed' ? 'skewed' : 'uniform';
const now = new Date();
const today = bangkokToday(now);

export const log = (s: string) => process.stderr.write(`${s}\n`);

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await fn();
  log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return out;
}

/** Bulk data with set-based SQL (generate_series), identical on both engines. */
export async function seedBulk(database: Database) {
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
  // Statistics before the likes: their foreign-key checks are planned against these tables, and a
  // connection that checked likes while the tables were small would otherwise keep a seq scan.
  await db.execute(sql`analyze members`);
  await db.execute(sql`analyze posts`);
  const [{ plo } = { plo: 0 }] = await rows<{ plo: number }>(
    db,
    sql`select min(id)::int as plo from posts where key like 'k%'`,
  );
  await timed(`${LIKES} likes`, () =>
    db.execute(sql`insert into post_likes (post_id, member_id)
      select ${plo}::int + (g % ${POSTS}), ${lo}::int + (g / ${POSTS})::int
      from generate_series(0, ${LIKES - 1}) g`),
  );
  // Uniform: a bijection of the click number onto the posts. Skewed: a hash of it to u in [0, 1),
  // post rank ⌊POSTS·u³⌋ (the first 0.1 % of posts get 10 % of the clicks).
  const postOf =
    SPREAD === 'uniform'
      ? sql`((g::bigint * 7919) % ${POSTS})::int`
      : sql`floor(${POSTS} * power(((g::bigint * 2654435761) % 4294967296)::float8 / 4294967296, 3))::int`;
  await timed(`${CLICKS} clicks (${SPREAD})`, () =>
    // The statement trigger of migration 0003 fills the per-day aggregates from this one insert.
    db.execute(sql`insert into clicks (post_id, sharer_id, creator_id, visitor, day, created_at)
      select c.post_id, c.sharer_id, p.uid, c.visitor, c.day, c.created_at from (
        select ${plo}::int + ${postOf} as post_id, ${lo}::int + g % ${MEMBERS} as sharer_id,
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
