import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, dbOf, intParam, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { rateLimit } from '../rate-limit.js';
import * as R from '../strapi/resources.js';
import { entity } from './shared.js';

/** `POST /api/like/{postId}`: toggles the signed-in member's like; answers the post with its likers. */
export const likes = new Hono<AppEnv>();

likes.post('/:postId', rateLimit('like'), async (c) => {
  const me = requireUser(c);
  const postId = intParam(c, 'postId');
  const db = dbOf(c);
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
