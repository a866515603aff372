import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, deps, queryParams, validParams } from '../context.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { statsCache } from '../middleware/stats-cache.js';
import { categoryFilter, listSize, memberIdList, positiveInt, postKey, statsRange } from '../params.js';
import { bangkokToday } from '../rules.js';
import {
  activeMembers,
  creatorPostsShared,
  memberCards,
  memberRanking,
  membersPerOrganisation,
  membersPerType,
  postByKey,
  postRanking,
  sharedBy,
  sharersOf,
} from '../services/stats.js';

const today = (c: Ctx) => bangkokToday(deps(c).now());

/** The statistics range of the query parameters `a`..`b` (see `statsRange`). */
const range = (c: Ctx, a: string, b: string, required: boolean) =>
  queryParams(c, statsRange(a, b, today(c), required));

const uidQuery = z.object({ uid: positiveInt('uid') });
const listQuery = (dflt: number) => z.object({ list: listSize('list', dflt, 500) });
const keyQuery = z.object({ key: postKey });
// `list` is checked before `cat`, as always.
const topClickQuery = z.object({ list: listSize('list', 40, 500), cat: categoryFilter });

/** The post of the `key` query parameter (404 when there is none). */
const postOf = (c: Ctx) => postByKey(dbOf(c), queryParams(c, keyQuery).key);

/** Members ranked over the range of the query parameters `dates` (`list` of them, 100 unless told). */
const rankedMembers = (c: Ctx, member: 'sharer' | 'creator', dates: [string, string]) => {
  const r = range(c, dates[0], dates[1], true)!;
  const { list } = queryParams(c, listQuery(100));
  return memberRanking(dbOf(c), member, r, today(c), list);
};

/** `/stats/…`: click and member statistics (the service's own SQL is in `services/stats.ts`). */
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
  const post = await postOf(c);
  return c.json({ key: post.key, id: post.id, total: post.clickTotal });
});

stats.get('/get_profile_type_num', async (c) => c.json({ data: await membersPerType(dbOf(c)) }));

stats.get('/get_top_share_by_day', async (c) => {
  const ranked = await rankedMembers(c, 'sharer', ['mdate', 'mdate2']);
  return c.json({ data: ranked.map((m) => ({ uid: m.uid, name: m.name, sumtotal: m.clicks })) });
});

stats.get('/get_top_click_by_day', async (c) => {
  const r = range(c, 'mdate', 'mdate2', true)!;
  const { list, cat } = queryParams(c, topClickQuery);
  const ranked = await postRanking(dbOf(c), r, today(c), list, cat);
  return c.json({
    data: ranked.map((p) => ({
      id: p.id,
      type: p.type,
      des: p.des,
      sum_total: p.clicks,
      key: p.key,
      uid: p.uid,
    })),
  });
});

stats.get('/creator_been_shared_by_day', async (c) => {
  const ranked = await rankedMembers(c, 'creator', ['day', 'day2']);
  return c.json({ data: ranked.map((m) => ({ uid: m.uid, name: m.name, total: m.clicks })) });
});

stats.get('/user_log_by_date', async (c) => {
  const r = range(c, 'day', 'day2', true)!;
  const ids = await activeMembers(dbOf(c), r);
  return c.json({ data: ids.map((id) => ({ user_id: id })) });
});

stats.get('/org1_org2', async (c) => {
  const list = await membersPerOrganisation(dbOf(c));
  return c.json({ data: list.map((o) => ({ org_1: o.org1, org_2: o.org2, nums: o.members })) });
});

stats.get('/getsharedbyuser', async (c) => {
  const { uid } = queryParams(c, uidQuery);
  const r = range(c, 'date', 'date2', false);
  const shared = await sharedBy(dbOf(c), uid, r);
  const sum = shared.posts.reduce((total, p) => total + p.clicks, 0);
  return c.json({
    data: shared.posts.slice(0, 99).map((p) => ({ key: p.key, id: p.id, sum_total: p.clicks, uid })),
    meta: { sum, share: shared.posts.length, posts: shared.ownPosts },
  });
});

stats.get('/get_top_click_by_uid', async (c) => {
  const { uid } = queryParams(c, uidQuery);
  const r = range(c, 'date', 'date2', false);
  const { list } = queryParams(c, listQuery(99));
  const posts = await creatorPostsShared(dbOf(c), uid, r, list);
  return c.json({ data: posts.map((p) => ({ key: p.key, id: p.id, sum_total: p.clicks, uid })) });
});

stats.get('/get_who_shared_by_key', async (c) => {
  const post = await postOf(c);
  const sharers = await sharersOf(dbOf(c), post.id);
  return c.json({
    data: sharers.map((m) => ({ key: post.key, id: post.id, sum_total: m.clicks, uid: m.uid, name: m.name })),
  });
});

stats.get('/cache/profiles/get', async (c) => {
  const ids = validParams(memberIdList, c.req.queries('uids') ?? []);
  const cards = await memberCards(dbOf(c), ids);
  c.header('cache-control', 'public, max-age=60');
  return c.json({ data: cards });
});
