import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import { type AppEnv, dbOf, intParam, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { rateLimit } from '../rate-limit.js';
import { capMeta, POPULATE_CAP, resource } from '../strapi/engine.js';
import { type PageRead, pageEntities, pageQuery } from '../strapi/read.js';
import * as R from '../strapi/resources.js';
import { entity } from './shared.js';

/** The post with its likers, the like toggle's answer (ids are checked integers, written in the text). */
const likersRead = (postId: number): PageRead => ({
  res: R.postRes,
  pop: ['users_permissions_users'],
  cap: POPULATE_CAP,
  where: { sql: `"posts"."id" = ${Math.trunc(postId)}`, params: [] },
  order: '',
  limit: 1,
  offset: 0,
  count: false,
  inline: true,
});

/** The toggle's statements for one post and member (no bound values: the simple protocol). */
function toggleScript(postId: number, memberId: number): string {
  const p = Math.trunc(postId);
  const m = Math.trunc(memberId);
  return [
    `select pg_advisory_xact_lock(${p}, ${m})`,
    `with removed as (delete from post_likes where post_id = ${p} and member_id = ${m} returning 1)
     insert into post_likes (post_id, member_id)
     select ${p}, ${m} where not exists (select 1 from removed) and exists (select 1 from posts where id = ${p})
     on conflict do nothing`,
    pageQuery(likersRead(p), resource)!.text,
  ].join(';\n');
}

/** `POST /api/like/{postId}`: toggles the signed-in member's like; answers the post with its likers. */
export const likes = new Hono<AppEnv>();

likes.post('/:postId', rateLimit('like'), async (c) => {
  const me = requireUser(c);
  const postId = intParam(c, 'postId');
  const db = dbOf(c);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // PostgreSQL: one round trip. The statements of one simple-protocol message run as one
    // transaction, each with its own snapshot: the toggle reads the likes AFTER the lock.
    const results = (await client.query(toggleScript(postId, me.id))) as unknown as pg.QueryResult[];
    const text = (results.at(-1)?.rows[0] as { data: string } | undefined)?.data;
    const read = text ? pageEntities(likersRead(postId), text, resource) : null;
    const data = read?.data[0];
    if (!read || !data) throw notFound(`post ${postId} not found`);
    return c.json({ data, meta: capMeta(read.cut) });
  }
  const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, postId));
  if (!post) throw notFound(`post ${postId} not found`);
  await db.transaction(async (tx) => {
    // Two toggles of the same member on the same post run one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${postId}, ${me.id})`);
    const removed = await tx
      .delete(s.postLikes)
      .where(and(eq(s.postLikes.postId, postId), eq(s.postLikes.memberId, me.id)))
      .returning();
    if (!removed.length)
      await tx.insert(s.postLikes).values({ postId, memberId: me.id }).onConflictDoNothing();
  });
  return c.json(await entity(db, R.postRes, postId, { users_permissions_users: '*' }));
});
