import { eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, deps, queryParams, validParams } from '../context.js';
import { preparedRows, rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { statsCache } from '../middleware/stats-cache.js';
import {
  categoryFilter,
  type DayRange,
  listSize,
  memberIdList,
  positiveInt,
  postKey,
  statsRange,
} from '../params.js';
import {
  type Detail,
  type RankingSource,
  rankGuessed,
  rankRange,
  SOURCES,
  type Span,
  windowFor,
} from '../ranking.js';
import { rateLimit } from '../rate-limit.js';
import { bangkokToday } from '../rules.js';
import { memberPicture } from '../strapi/resources.js';

/** The statistics range of the query parameters `a`..`b` (see `statsRange`). */
const range = (c: Ctx, a: string, b: string, required: boolean) =>
  queryParams(c, statsRange(a, b, bangkokToday(deps(c).now()), required));

const uidQuery = z.object({ uid: positiveInt('uid') });
const listQuery = (dflt: number) => z.object({ list: listSize('list', dflt, 500) });
const keyQuery = z.object({ key: postKey });
// `list` is checked before `cat`, as always.
const topClickQuery = z.object({ list: listSize('list', 40, 500), cat: categoryFilter });

const dayCond = (r: DayRange | null) =>
  r ? sql`a.day between ${r.from}::date and ${r.to}::date` : sql`true`;
const n = (v: unknown) => Number(v);

async function postByKey(c: Ctx) {
  const { key } = queryParams(c, keyQuery);
  const [post] = await dbOf(c).select().from(s.posts).where(eq(s.posts.key, key));
  if (!post) throw notFound(`No post with key ${key}`);
  return post;
}

/**
 * `/stats/…`: click and member statistics. Every click statistic reads the per-day aggregates that
 * the click's own transaction keeps current (`click_days_*`, `click_post_totals`; ADR 021), never
 * the clicks themselves.
 */
export const stats = new Hono<AppEnv>();

// Every statistics call aggregates: a per-client rate limit first (ADR 023).
stats.use('*', rateLimit('stats'));

// The ranking statistics aggregate many clicks: their answers are reused for a while, keyed on the
// parameters each one reads (an unknown parameter is no new key).
const CACHED: Record<string, readonly string[]> = {
  '/get_profile_type_num': [],
  '/get_top_share_by_day': ['mdate', 'mdate2', 'list'],
  '/get_top_click_by_day': ['mdate', 'mdate2', 'list', 'cat'],
  '/creator_been_shared_by_day': ['day', 'day2', 'list'],
  '/user_log_by_date': ['day', 'day2'],
  '/org1_org2': [],
};
for (const [path, params] of Object.entries(CACHED)) stats.use(path, statsCache(params));

stats.get('/getone', async (c) => {
  const post = await postByKey(c);
  return c.json({ key: post.key, id: post.id, total: post.clickTotal });
});

stats.get('/get_profile_type_num', async (c) => {
  const r = await rows<{ type: string; total: number }>(
    dbOf(c),
    sql`select type, count(*)::int as total from members group by type order by type`,
  );
  return c.json({ data: r.map((x) => ({ type: x.type, total: n(x.total) })) });
});

/**
 * The range clipped to the days that have clicks: empty (`none`), all of them (`all`: the all-time
 * totals), one day (`day`: that day's ranking index) or several (`range`: a window ending today
 * when one holds exactly those days, else each day's packed rows, `rankRange`). Windows that end
 * before today are moved forward first (once a day, `click_windows_roll`).
 */
async function span(c: Ctx, r: DayRange): Promise<Span> {
  const db = dbOf(c);
  const today = bangkokToday(deps(c).now());
  const read = () =>
    rows<{ lo: string | null; hi: string | null; w: string | null; stale: boolean }>(
      db,
      sql`select (select min(day)::text from click_days_posts) as lo,
                 (select max(day)::text from click_days_posts) as hi,
                 (select string_agg(len || ':' || coalesce(as_of::text, ''), ',') from click_windows) as w,
                 exists (select 1 from click_windows where as_of is null or as_of < ${today}::date) as stale`,
    );
  let [d] = await read();
  if (d?.stale && d.lo && r.to >= today) {
    await db.execute(sql`select click_windows_roll(${today}::date)`);
    [d] = await read();
  }
  if (!d?.lo || !d.hi) return { kind: 'none', from: r.from, to: r.to };
  // ISO dates order as text: the later start and the earlier end.
  const from = [r.from, d.lo].sort()[1]!;
  const to = [r.to, d.hi].sort()[0]!;
  const kind = from > to ? 'none' : from === d.lo && to === d.hi ? 'all' : from === to ? 'day' : 'range';
  if (kind !== 'range') return { kind, from, to };
  const windows = (d.w ?? '')
    .split(',')
    .filter(Boolean)
    .map((x) => {
      const [len, asOf] = x.split(':');
      return { len: Number(len), asOf: asOf || null };
    });
  return { kind, from, to, window: windowFor(windows, from, to, d.lo, d.hi) };
}

/**
 * The exact ranking over `r`, in one statement when it can: one day reads that day's ranking index,
 * a range of exactly a window's days (the last 7 or 30 days, the window ending on its last day)
 * that window's, a range holding every click the all-time totals, and any other range its packed
 * days (`rankGuessed`) — none needs the days with clicks first. Only when a window must move to
 * today first does it go by the clipped range (`span`).
 */
async function ranking(
  c: Ctx,
  source: RankingSource,
  r: DayRange,
  limit: number,
  cat: number | undefined,
  detail: Detail,
) {
  const db = dbOf(c);
  const today = bangkokToday(deps(c).now());
  const rank = (s: Span) => rankRange(db, source, { ...s, today }, limit, cat, undefined, detail);
  if (r.from === r.to) return rank({ kind: 'day', from: r.from, to: r.to });
  const guessed = await rankGuessed(db, source, { ...r, today }, limit, cat, undefined, detail);
  return guessed ?? rank(await span(c, r));
}

/**
 * Members ranked by their clicks over `[from, to]` (`member` names the aggregate tables' column):
 * ranked and cut before the names are joined (every ranked id is a member: a foreign key).
 */
async function memberRanking(
  c: Ctx,
  dates: [string, string],
  member: 'sharer' | 'creator',
): Promise<Array<{ uid: number; name: string; n: number }>> {
  const r = range(c, dates[0], dates[1], true)!;
  const { list: limit } = queryParams(c, listQuery(100));
  const ranked = await ranking(c, SOURCES[member], r, limit, undefined, {
    table: 'members',
    columns: ['name'],
  });
  if (ranked.length === 0) return [];
  const name = new Map<number, string>();
  if (ranked[0]!.detail) for (const x of ranked) name.set(x.id, x.detail!.name as string);
  else {
    const names = await preparedRows<{ id: number; name: string }>(
      dbOf(c),
      sql`select id, name from members where id = any(${idArray(ranked)}::int[])`,
    );
    for (const m of names) name.set(n(m.id), m.name);
  }
  return ranked.map((x) => ({ uid: x.id, name: name.get(x.id)!, n: x.n }));
}

/** A Postgres array literal of the ranked ids (integers), one parameter on either engine. */
const idArray = (ranked: Array<{ id: number }>) => `{${ranked.map((x) => x.id).join(',')}}`;

stats.get('/get_top_share_by_day', async (c) => {
  const ranked = await memberRanking(c, ['mdate', 'mdate2'], 'sharer');
  return c.json({ data: ranked.map((x) => ({ uid: x.uid, name: x.name, sumtotal: x.n })) });
});

stats.get('/get_top_click_by_day', async (c) => {
  const r = range(c, 'mdate', 'mdate2', true)!;
  const { list: limit, cat } = queryParams(c, topClickQuery);
  const ranked = await ranking(c, SOURCES.post, r, limit, cat, {
    table: 'posts',
    columns: ['type', 'des', 'key', 'uid'],
  });
  if (ranked.length === 0) return c.json({ data: [] });
  type PostRow = { type: string; des: string; key: string; uid: number };
  const post = new Map<number, PostRow>();
  if (ranked[0]!.detail) for (const x of ranked) post.set(x.id, x.detail as PostRow);
  else {
    const posts = await preparedRows<PostRow & { id: number }>(
      dbOf(c),
      sql`select p.id, p.type, p.des, p.key, p.uid from posts p where p.id = any(${idArray(ranked)}::int[])`,
    );
    for (const p of posts) post.set(n(p.id), p);
  }
  return c.json({
    data: ranked.map((x) => {
      const p = post.get(x.id)!;
      return { id: x.id, type: p.type, des: p.des, sum_total: x.n, key: p.key, uid: n(p.uid) };
    }),
  });
});

stats.get('/creator_been_shared_by_day', async (c) => {
  const ranked = await memberRanking(c, ['day', 'day2'], 'creator');
  return c.json({ data: ranked.map((x) => ({ uid: x.uid, name: x.name, total: x.n })) });
});

stats.get('/user_log_by_date', async (c) => {
  const r = range(c, 'day', 'day2', true)!;
  const out = await preparedRows<{ user_id: number }>(
    dbOf(c),
    sql`select distinct user_id from user_logs where day between ${r.from}::date and ${r.to}::date order by user_id`,
  );
  return c.json({ data: out.map((x) => ({ user_id: n(x.user_id) })) });
});

stats.get('/org1_org2', async (c) => {
  const out = await preparedRows<{ org_1: string; org_2: string | null; nums: number }>(
    dbOf(c),
    sql`select org1 as org_1, org2 as org_2, count(*)::int as nums from members
        where org1 is not null and org1 <> '' group by org1, org2 order by org1, org2`,
  );
  return c.json({ data: out.map((x) => ({ org_1: x.org_1, org_2: x.org_2, nums: n(x.nums) })) });
});

stats.get('/getsharedbyuser', async (c) => {
  const { uid } = queryParams(c, uidQuery);
  const r = range(c, 'date', 'date2', false);
  const db = dbOf(c);
  const list = await preparedRows<{ key: string; id: number; sum_total: number }>(
    db,
    sql`select p.key, p.id, t.sum_total from (
          select a.post_id, sum(a.n)::int as sum_total from click_days_shares a
          where a.sharer_id = ${uid} and ${dayCond(r)} group by a.post_id
        ) t join posts p on p.id = t.post_id order by t.sum_total desc, p.id desc`,
  );
  const [own] = await preparedRows<{ posts: number }>(
    db,
    sql`select count(*)::int as posts from posts where uid = ${uid}`,
  );
  const sum = list.reduce((a, x) => a + n(x.sum_total), 0);
  return c.json({
    data: list.slice(0, 99).map((x) => ({ key: x.key, id: n(x.id), sum_total: n(x.sum_total), uid })),
    meta: { sum, share: list.length, posts: n(own?.posts ?? 0) },
  });
});

stats.get('/get_top_click_by_uid', async (c) => {
  const { uid } = queryParams(c, uidQuery);
  const r = range(c, 'date', 'date2', false);
  const { list: limit } = queryParams(c, listQuery(99));
  const out = await preparedRows<{ key: string; id: number; sum_total: number }>(
    dbOf(c),
    sql`select p.key, p.id, t.sum_total from (
          select a.post_id, sum(a.n)::int as sum_total from click_days_shares a
          where a.creator_id = ${uid} and a.sharer_id <> ${uid} and ${dayCond(r)} group by a.post_id
        ) t join posts p on p.id = t.post_id order by t.sum_total desc, p.id desc limit ${limit}`,
  );
  return c.json({ data: out.map((x) => ({ key: x.key, id: n(x.id), sum_total: n(x.sum_total), uid })) });
});

stats.get('/get_who_shared_by_key', async (c) => {
  const post = await postByKey(c);
  const out = await preparedRows<{ uid: number; name: string; sum_total: number }>(
    dbOf(c),
    sql`select a.sharer_id as uid, m.name, sum(a.n)::int as sum_total
        from click_days_shares a join members m on m.id = a.sharer_id
        where a.post_id = ${post.id} group by a.sharer_id, m.name order by sum_total desc, uid asc limit 500`,
  );
  return c.json({
    data: out.map((x) => ({
      key: post.key,
      id: post.id,
      sum_total: n(x.sum_total),
      uid: n(x.uid),
      name: x.name,
    })),
  });
});

stats.get('/cache/profiles/get', async (c) => {
  const ids = validParams(memberIdList, c.req.queries('uids') ?? []);
  const list = await dbOf(c).select().from(s.members).where(inArray(s.members.id, ids));
  c.header('cache-control', 'public, max-age=60');
  return c.json({
    data: list.map((m) => ({
      uid: m.id,
      name: m.name,
      picture: memberPicture(m as never),
      at: m.at,
      type: m.type,
    })),
  });
});
