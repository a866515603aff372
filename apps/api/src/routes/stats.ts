import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { type AppEnv, type Ctx, dbOf, deps } from '../context.js';
import { rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { clientAddress, rateLimit } from '../rate-limit.js';
import { bangkokToday, isIsoDay, POINTS_PER_SHARE, STATS_EARLIEST } from '../rules.js';
import { memberPicture } from '../strapi/resources.js';
import { move } from '../wallet.js';

type Range = { from: string; to: string } | null;

/** Validates a `YYYY-MM-DD` range (Bangkok days): not before 2022-03-04, not after today, end ≥ start. */
function range(c: Ctx, a: string, b: string, required: boolean): Range {
  const today = bangkokToday(deps(c).now());
  const rawFrom = c.req.query(a);
  const rawTo = c.req.query(b);
  if (rawFrom === undefined && rawTo === undefined) return required ? { from: today, to: today } : null;
  const from = rawFrom ?? rawTo!;
  const to = rawTo ?? from;
  for (const [name, v] of [
    [a, from],
    [b, to],
  ] as const) {
    if (!isIsoDay(v)) throw badRequest(`${name} must be a date YYYY-MM-DD`);
    if (v < STATS_EARLIEST) throw badRequest(`${name} cannot be before ${STATS_EARLIEST}`);
    if (v > today) throw badRequest(`${name} cannot be after today (${today})`);
  }
  if (to < from) throw badRequest(`${b} cannot be before ${a}`);
  return { from, to };
}

function uidParam(c: Ctx): number {
  const raw = c.req.query('uid') ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('uid must be a positive integer');
  return Number(raw);
}

function limitParam(c: Ctx, name: string, dflt: number, max: number) {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`);
  return Math.min(Number(raw), max);
}

const dayCond = (r: Range) => (r ? sql`c.day between ${r.from}::date and ${r.to}::date` : sql`true`);
const n = (v: unknown) => Number(v);

async function postByKey(c: Ctx, key: string | undefined) {
  if (!key || key.length > 40) throw badRequest('key is required');
  const [post] = await dbOf(c).select().from(s.posts).where(eq(s.posts.key, key));
  if (!post) throw notFound(`No post with key ${key}`);
  return post;
}

/**
 * The ranking statistics aggregate many clicks; their answers are reused for
 * `STATS_CACHE_SECONDS` per URL (per process, at most 500 answers). Per-post and per-member calls
 * (`getone`, `getsharedbyuser`, …) are always fresh.
 */
const statsCaches = new WeakMap<object, Map<string, { expires: number; body: unknown }>>();
const cachedStats: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ttl = deps(c).config.statsCacheSeconds;
  if (ttl <= 0) return next();
  let cache = statsCaches.get(deps(c));
  if (!cache) {
    cache = new Map();
    statsCaches.set(deps(c), cache);
  }
  const key = new URL(c.req.url).pathname + new URL(c.req.url).search;
  const now = deps(c).now().getTime();
  const hit = cache.get(key);
  if (hit && hit.expires > now && hit.expires - now <= ttl * 1000) {
    c.header('x-cache', 'hit');
    return c.json(hit.body as object);
  }
  await next();
  if (c.res.status === 200) {
    const body = await c.res.clone().json();
    if (cache.size >= 500) cache.delete(cache.keys().next().value!);
    cache.set(key, { expires: now + ttl * 1000, body });
  }
};

export function statsRoutes(app: Hono<AppEnv>) {
  for (const path of [
    '/stats/get_profile_type_num',
    '/stats/get_top_share_by_day',
    '/stats/get_top_click_by_day',
    '/stats/creator_been_shared_by_day',
    '/stats/user_log_by_date',
    '/stats/org1_org2',
  ])
    app.use(path, cachedStats);

  app.get('/stats/getone', async (c) => {
    const post = await postByKey(c, c.req.query('key'));
    return c.json({ key: post.key, id: post.id, total: post.clickTotal });
  });

  app.get('/stats/get_profile_type_num', async (c) => {
    const r = await rows<{ type: string; total: number }>(
      dbOf(c),
      sql`select type, count(*)::int as total from members group by type order by type`,
    );
    return c.json({ data: r.map((x) => ({ type: x.type, total: n(x.total) })) });
  });

  app.get('/stats/get_top_share_by_day', async (c) => {
    const r = range(c, 'mdate', 'mdate2', true);
    const limit = limitParam(c, 'list', 100, 500);
    const out = await rows<{ uid: number; name: string; sumtotal: number }>(
      dbOf(c),
      sql`select c.sharer_id as uid, m.name, count(*)::int as sumtotal
          from clicks c join members m on m.id = c.sharer_id
          where ${dayCond(r)} group by c.sharer_id, m.name order by sumtotal desc, uid asc limit ${limit}`,
    );
    return c.json({ data: out.map((x) => ({ uid: n(x.uid), name: x.name, sumtotal: n(x.sumtotal) })) });
  });

  app.get('/stats/get_top_click_by_day', async (c) => {
    const r = range(c, 'mdate', 'mdate2', true);
    const limit = limitParam(c, 'list', 40, 500);
    const catRaw = c.req.query('cat');
    if (catRaw !== undefined && !/^\d{1,9}$/.test(catRaw)) throw badRequest('cat must be a positive integer');
    const catCond = catRaw ? sql`p.cat_id = ${Number(catRaw)}` : sql`true`;
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

  app.get('/stats/creator_been_shared_by_day', async (c) => {
    const r = range(c, 'day', 'day2', true);
    const limit = limitParam(c, 'list', 100, 500);
    const out = await rows<{ uid: number; name: string; total: number }>(
      dbOf(c),
      sql`select p.uid, m.name, count(*)::int as total
          from clicks c join posts p on p.id = c.post_id join members m on m.id = p.uid
          where ${dayCond(r)} and c.sharer_id <> p.uid
          group by p.uid, m.name order by total desc, p.uid asc limit ${limit}`,
    );
    return c.json({ data: out.map((x) => ({ uid: n(x.uid), name: x.name, total: n(x.total) })) });
  });

  app.get('/stats/user_log_by_date', async (c) => {
    const r = range(c, 'day', 'day2', true)!;
    const out = await rows<{ user_id: number }>(
      dbOf(c),
      sql`select distinct user_id from user_logs where day between ${r.from}::date and ${r.to}::date order by user_id`,
    );
    return c.json({ data: out.map((x) => ({ user_id: n(x.user_id) })) });
  });

  app.get('/stats/org1_org2', async (c) => {
    const out = await rows<{ org_1: string; org_2: string | null; nums: number }>(
      dbOf(c),
      sql`select org1 as org_1, org2 as org_2, count(*)::int as nums from members
          where org1 is not null and org1 <> '' group by org1, org2 order by org1, org2`,
    );
    return c.json({ data: out.map((x) => ({ org_1: x.org_1, org_2: x.org_2, nums: n(x.nums) })) });
  });

  app.get('/stats/getsharedbyuser', async (c) => {
    const uid = uidParam(c);
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

  app.get('/stats/get_top_click_by_uid', async (c) => {
    const uid = uidParam(c);
    const r = range(c, 'date', 'date2', false);
    const limit = limitParam(c, 'list', 99, 500);
    const out = await rows<{ key: string; id: number; sum_total: number }>(
      dbOf(c),
      sql`select p.key, p.id, count(*)::int as sum_total from clicks c join posts p on p.id = c.post_id
          where p.uid = ${uid} and c.sharer_id <> ${uid} and ${dayCond(r)}
          group by p.id, p.key order by sum_total desc, p.id desc limit ${limit}`,
    );
    return c.json({ data: out.map((x) => ({ key: x.key, id: n(x.id), sum_total: n(x.sum_total), uid })) });
  });

  app.get('/stats/get_who_shared_by_key', async (c) => {
    const post = await postByKey(c, c.req.query('key'));
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

  app.get('/stats/cache/profiles/get', async (c) => {
    const raw = c.req.queries('uids') ?? [];
    const ids = raw
      .flatMap((x) => x.split(','))
      .map((x) => x.trim())
      .filter(Boolean);
    if (!ids.length) throw badRequest('uids is required (e.g. uids=1,2,3)');
    if (ids.length > 500 || ids.some((x) => !/^\d{1,9}$/.test(x)))
      throw badRequest('uids must be up to 500 integers');
    const list = await dbOf(c)
      .select()
      .from(s.members)
      .where(inArray(s.members.id, ids.map(Number)));
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

  // ------------------------------------------------------------ short links
  app.get('/s/:key/:userId', rateLimit('short'), async (c) => {
    const key = c.req.param('key');
    const rawUid = c.req.param('userId');
    if (!/^[\w-]{1,40}$/.test(key)) throw notFound('Unknown short link');
    if (!/^\d{1,9}$/.test(rawUid) || Number(rawUid) < 1)
      throw badRequest('userId must be a positive integer');
    const sharerId = Number(rawUid);
    const db = dbOf(c);
    const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.key, key));
    if (!post) throw notFound('Unknown short link');
    const { config, now } = deps(c);
    const target = `${config.publicSiteUrl}/post/${post.id}/${sharerId}`;
    const [sharer] = await db.select({ id: s.members.id }).from(s.members).where(eq(s.members.id, sharerId));
    if (sharer) {
      const visitor = createHash('sha256')
        .update(`${config.jwtSecret}|${clientAddress(c)}|${c.req.header('user-agent') ?? ''}`)
        .digest('hex')
        .slice(0, 32);
      const at = now();
      const day = bangkokToday(at);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(s.clicks)
          .values({ postId: post.id, sharerId, visitor, day, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: s.clicks.id });
        if (!inserted.length) return;
        await tx
          .update(s.posts)
          .set({ clickTotal: sql`${s.posts.clickTotal} + 1` })
          .where(eq(s.posts.id, post.id));
        await move(tx, sharerId, {
          kind: 'share',
          msg: `แชร์โพสต์ ${key}`,
          canChange: POINTS_PER_SHARE,
          allTime: POINTS_PER_SHARE,
          createdAt: at,
        });
      });
    }
    c.header('cache-control', 'no-store');
    return c.redirect(target, 302);
  });
}
