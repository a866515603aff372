/**
 * Click and member statistics (`/stats/…`). Every click statistic reads the per-day aggregates the
 * click's own transaction keeps current (`click_days_*`, `click_post_totals`; ADR 021), never the
 * clicks themselves. Answers are plain rows with numbers; the routes name their fields.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, preparedRows, rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import type { DayRange } from '../params.js';
import { memberPicture } from '../strapi/resources.js';
import {
  type Detail,
  type RankingSource,
  rankGuessed,
  rankRange,
  SOURCES,
  type Span,
  windowFor,
} from './ranking.js';

/** The days of a range, or every day when there is none. */
const inRange = (range: DayRange | null) =>
  range ? sql`a.day between ${range.from}::date and ${range.to}::date` : sql`true`;

/** A Postgres array literal of the ranked ids (integers), one parameter on either engine. */
const idArray = (ranked: Array<{ id: number }>) => `{${ranked.map((x) => x.id).join(',')}}`;

/** The post of a key (404 when there is none). */
export async function postByKey(db: Db, key: string) {
  const [post] = await db.select().from(s.posts).where(eq(s.posts.key, key));
  if (!post) throw notFound(`No post with key ${key}`);
  return post;
}

/** Members per type. */
export async function membersPerType(db: Db) {
  const list = await rows<{ type: string; total: number }>(
    db,
    sql`select type, count(*)::int as total from members group by type order by type`,
  );
  return list.map((row) => ({ type: row.type, total: Number(row.total) }));
}

/**
 * The range clipped to the days that have clicks: empty (`none`), all of them (`all`: the all-time
 * totals), one day (`day`: that day's ranking index) or several (`range`: a window ending today
 * when one holds exactly those days, else each day's packed rows, `rankRange`). Windows that end
 * before today are moved forward first (once a day, `click_windows_roll`).
 */
async function span(db: Db, range: DayRange, today: string): Promise<Span> {
  const read = () =>
    rows<{ lo: string | null; hi: string | null; windows: string | null; stale: boolean }>(
      db,
      sql`select (select min(day)::text from click_days_posts) as lo,
                 (select max(day)::text from click_days_posts) as hi,
                 (select string_agg(len || ':' || coalesce(as_of::text, ''), ',') from click_windows) as windows,
                 exists (select 1 from click_windows where as_of is null or as_of < ${today}::date) as stale`,
    );
  let [days] = await read();
  if (days?.stale && days.lo && range.to >= today) {
    await db.execute(sql`select click_windows_roll(${today}::date)`);
    [days] = await read();
  }
  if (!days?.lo || !days.hi) return { kind: 'none', from: range.from, to: range.to };
  // ISO dates order as text: the later start and the earlier end.
  const from = [range.from, days.lo].sort()[1]!;
  const to = [range.to, days.hi].sort()[0]!;
  const kind =
    from > to ? 'none' : from === days.lo && to === days.hi ? 'all' : from === to ? 'day' : 'range';
  if (kind !== 'range') return { kind, from, to };
  const windows = (days.windows ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [len, asOf] = entry.split(':');
      return { len: Number(len), asOf: asOf || null };
    });
  return { kind, from, to, window: windowFor(windows, from, to, days.lo, days.hi) };
}

/**
 * The exact ranking over `range`, in one statement when it can: one day reads that day's ranking
 * index, a range of exactly a window's days (the last 7 or 30 days, the window ending on its last
 * day) that window's, a range holding every click the all-time totals, and any other range its
 * packed days (`rankGuessed`) — none needs the days with clicks first. Only when a window must move
 * to today first does it go by the clipped range (`span`).
 */
async function ranking(
  db: Db,
  source: RankingSource,
  range: DayRange,
  today: string,
  limit: number,
  cat: number | undefined,
  detail: Detail,
) {
  const rank = (clipped: Span) => rankRange(db, source, { ...clipped, today }, limit, cat, undefined, detail);
  if (range.from === range.to) return rank({ kind: 'day', from: range.from, to: range.to });
  const guessed = await rankGuessed(db, source, { ...range, today }, limit, cat, undefined, detail);
  return guessed ?? rank(await span(db, range, today));
}

/**
 * Members ranked by their clicks over the range (sharers by their shares, creators by the clicks
 * others earned on their posts): ranked and cut before the names are joined (every ranked id is a
 * member: a foreign key).
 */
export async function memberRanking(
  db: Db,
  member: 'sharer' | 'creator',
  range: DayRange,
  today: string,
  limit: number,
): Promise<Array<{ uid: number; name: string; clicks: number }>> {
  const ranked = await ranking(db, SOURCES[member], range, today, limit, undefined, {
    table: 'members',
    columns: ['name'],
  });
  if (ranked.length === 0) return [];
  const names = new Map<number, string>();
  if (ranked[0]!.detail) for (const entry of ranked) names.set(entry.id, entry.detail!.name as string);
  else {
    const found = await preparedRows<{ id: number; name: string }>(
      db,
      sql`select id, name from members where id = any(${idArray(ranked)}::int[])`,
    );
    for (const m of found) names.set(Number(m.id), m.name);
  }
  return ranked.map((entry) => ({ uid: entry.id, name: names.get(entry.id)!, clicks: entry.n }));
}

type RankedPost = { id: number; type: string; des: string; key: string; uid: number; clicks: number };

/** Posts ranked by their clicks over the range, in one category or all. */
export async function postRanking(
  db: Db,
  range: DayRange,
  today: string,
  limit: number,
  cat: number | undefined,
): Promise<RankedPost[]> {
  const ranked = await ranking(db, SOURCES.post, range, today, limit, cat, {
    table: 'posts',
    columns: ['type', 'des', 'key', 'uid'],
  });
  if (ranked.length === 0) return [];
  type PostColumns = { type: string; des: string; key: string; uid: number };
  const posts = new Map<number, PostColumns>();
  if (ranked[0]!.detail) for (const entry of ranked) posts.set(entry.id, entry.detail as PostColumns);
  else {
    const found = await preparedRows<PostColumns & { id: number }>(
      db,
      sql`select p.id, p.type, p.des, p.key, p.uid from posts p where p.id = any(${idArray(ranked)}::int[])`,
    );
    for (const post of found) posts.set(Number(post.id), post);
  }
  return ranked.map((entry) => {
    const post = posts.get(entry.id)!;
    return {
      id: entry.id,
      type: post.type,
      des: post.des,
      key: post.key,
      uid: Number(post.uid),
      clicks: entry.n,
    };
  });
}

/** Members with a daily log in the range, by id. */
export async function activeMembers(db: Db, range: DayRange) {
  const list = await preparedRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from user_logs where day between ${range.from}::date and ${range.to}::date order by user_id`,
  );
  return list.map((row) => Number(row.user_id));
}

/** Members per organisation line and unit. */
export async function membersPerOrganisation(db: Db) {
  const list = await preparedRows<{ org_1: string; org_2: string | null; nums: number }>(
    db,
    sql`select org1 as org_1, org2 as org_2, count(*)::int as nums from members
        where org1 is not null and org1 <> '' group by org1, org2 order by org1, org2`,
  );
  return list.map((row) => ({ org1: row.org_1, org2: row.org_2, members: Number(row.nums) }));
}

/**
 * What a member shared in the range (or ever): every post with its clicks, biggest first, and how
 * many posts of their own they have.
 */
export async function sharedBy(db: Db, uid: number, range: DayRange | null) {
  const posts = await preparedRows<{ key: string; id: number; sum_total: number }>(
    db,
    sql`select p.key, p.id, t.sum_total from (
          select a.post_id, sum(a.n)::int as sum_total from click_days_shares a
          where a.sharer_id = ${uid} and ${inRange(range)} group by a.post_id
        ) t join posts p on p.id = t.post_id order by t.sum_total desc, p.id desc`,
  );
  const [own] = await preparedRows<{ posts: number }>(
    db,
    sql`select count(*)::int as posts from posts where uid = ${uid}`,
  );
  return {
    posts: posts.map((row) => ({ key: row.key, id: Number(row.id), clicks: Number(row.sum_total) })),
    ownPosts: Number(own?.posts ?? 0),
  };
}

/** A creator's posts by the clicks other members' shares earned them in the range (or ever). */
export async function creatorPostsShared(db: Db, uid: number, range: DayRange | null, limit: number) {
  const list = await preparedRows<{ key: string; id: number; sum_total: number }>(
    db,
    sql`select p.key, p.id, t.sum_total from (
          select a.post_id, sum(a.n)::int as sum_total from click_days_shares a
          where a.creator_id = ${uid} and a.sharer_id <> ${uid} and ${inRange(range)} group by a.post_id
        ) t join posts p on p.id = t.post_id order by t.sum_total desc, p.id desc limit ${limit}`,
  );
  return list.map((row) => ({ key: row.key, id: Number(row.id), clicks: Number(row.sum_total) }));
}

/** Who shared a post, by the clicks each earned (at most 500). */
export async function sharersOf(db: Db, postId: number) {
  const list = await preparedRows<{ uid: number; name: string; sum_total: number }>(
    db,
    sql`select a.sharer_id as uid, m.name, sum(a.n)::int as sum_total
        from click_days_shares a join members m on m.id = a.sharer_id
        where a.post_id = ${postId} group by a.sharer_id, m.name order by sum_total desc, uid asc limit 500`,
  );
  return list.map((row) => ({ uid: Number(row.uid), name: row.name, clicks: Number(row.sum_total) }));
}

/**
 * The public card of each member named (name, picture, handle, type), in the order asked (a missing
 * member is left out). The database returns the rows in whatever order its plan gives — a
 * sequential scan's or an index's, which changes once PostgreSQL analyses the table — so the order
 * is set here.
 */
export async function memberCards(db: Db, ids: number[]) {
  const rows = await db.select().from(s.members).where(inArray(s.members.id, ids));
  const asked = new Map(ids.map((id, i) => [id, i] as const));
  const list = rows.sort((a, b) => (asked.get(a.id) ?? 0) - (asked.get(b.id) ?? 0));
  return list.map((m) => ({
    uid: m.id,
    name: m.name,
    picture: memberPicture(m as never),
    at: m.at,
    type: m.type,
  }));
}
