import { eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, deps, queryParams, validParams } from '../context.js';
import { rows } from '../db/client.js';
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
  r ? sql`c.day between ${r.from}::date and ${r.to}::date` : sql`true`;
const n = (v: unknown) => Number(v);

async function postByKey(c: Ctx) {
  const { key } = queryParams(c, keyQuery);
  const [post] = await dbOf(c).select().from(s.posts).where(eq(s.posts.key, key));
  if (!post) throw notFound(`No post with key ${key}`);
  return post;
}

/** `/stats/…`: click and member statistics. */
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

stats.get('/get_top_share_by_day', async (c) => {
  const r = range(c, 'mdate', 'mdate2', true);
  const { list: limit } = queryParams(c, listQuery(100));
  const out = await rows<{ uid: number; name: string; sumtotal: number }>(
    dbOf(c),
    sql`select c.sharer_id as uid, m.name, count(*)::int as sumtotal
        from clicks c join members m on m.id = c.sharer_id
        where ${dayCond(r)} group by c.sharer_id, m.name order by sumtotal desc, uid asc limit ${limit}`,
  );
  return c.json({ data: out.map((x) => ({ uid: n(x.uid), name: x.name, sumtotal: n(x.sumtotal) })) });
});

stats.get('/get_top_click_by_day', async (c) => {
  const r = range(c, 'mdate', 'mdate2', true);
  const { list: limit, cat } = queryParams(c, topClickQuery);
  const catCond = cat === undefined ? sql`true` : sql`p.cat_id = ${cat}`;
  const out = await rows<{
    id: number;
    type: string;
    des: string;
    sum_total: number;
    key: string;
    uid: number;
  }>(
    dbOf(c),
    sql`select p.id, p.type, p.des, t.sum_total, p.key, p.uid from (
          select c.post_id, count(*)::int as sum_total from clicks c where ${dayCond(r)} group by c.post_id
        ) t join posts p on p.id = t.post_id where ${catCond}
        order by t.sum_total desc, p.id desc limit ${limit}`,
  );
  return c.json({
    data: out.map((x) => ({
      id: n(x.id),
      type: x.type,
      des: x.des,
      sum_total: n(x.sum_total),
      key: x.key,
      uid: n(x.uid),
    })),
  });
});

stats.get('/creator_been_shared_by_day', async (c) => {
  const r = range(c, 'day', 'day2', true);
  const { list: limit } = queryParams(c, listQuery(100));
  const out = await rows<{ uid: number; name: string; total: number }>(
    dbOf(c),
    sql`select p.uid, m.name, count(*)::int as total
        from clicks c join posts p on p.id = c.post_id join members m on m.id = p.uid
        where ${dayCond(r)} and c.sharer_id <> p.uid
        group by p.uid, m.name order by total desc, p.uid asc limit ${limit}`,
  );
  return c.json({ data: out.map((x) => ({ uid: n(x.uid), name: x.name, total: n(x.total) })) });
});

stats.get('/user_log_by_date', async (c) => {
  const r = range(c, 'day', 'day2', true)!;
  const out = await rows<{ user_id: number }>(
    dbOf(c),
    sql`select distinct user_id from user_logs where day between ${r.from}::date and ${r.to}::date order by user_id`,
  );
  return c.json({ data: out.map((x) => ({ user_id: n(x.user_id) })) });
});

stats.get('/org1_org2', async (c) => {
  const out = await rows<{ org_1: string; org_2: string | null; nums: number }>(
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
  const list = await rows<{ key: string; id: number; sum_total: number }>(
    db,
    sql`select p.key, p.id, t.sum_total from (
          select c.post_id, count(*)::int as sum_total from clicks c where c.sharer_id = ${uid} and ${dayCond(r)}
          group by c.post_id
        ) t join posts p on p.id = t.post_id order by t.sum_total desc, p.id desc`,
  );
  const [own] = await rows<{ posts: number }>(
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
  const out = await rows<{ key: string; id: number; sum_total: number }>(
    dbOf(c),
    sql`select p.key, p.id, count(*)::int as sum_total from clicks c join posts p on p.id = c.post_id
        where p.uid = ${uid} and c.sharer_id <> ${uid} and ${dayCond(r)}
        group by p.id, p.key order by sum_total desc, p.id desc limit ${limit}`,
  );
  return c.json({ data: out.map((x) => ({ key: x.key, id: n(x.id), sum_total: n(x.sum_total), uid })) });
});

stats.get('/get_who_shared_by_key', async (c) => {
  const post = await postByKey(c);
  const out = await rows<{ uid: number; name: string; sum_total: number }>(
    dbOf(c),
    sql`select c.sharer_id as uid, m.name, count(*)::int as sum_total from clicks c join members m on m.id = c.sharer_id
        where c.post_id = ${post.id} group by c.sharer_id, m.name order by sum_total desc, uid asc limit 500`,
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
