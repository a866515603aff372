/**
 * Likes (ADR 022): one toggle per member and post at a time, under an advisory lock on the pair.
 * On PostgreSQL the toggle and the read of the post's likers are one message; PGlite (one
 * connection) runs them as a transaction and a read.
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { capMeta, POPULATE_CAP, resource } from '../strapi/engine.js';
import { type PageRead, pageEntities, pageQuery } from '../strapi/read.js';
import * as R from '../strapi/resources.js';
import { entity } from './entities.js';

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
  const post = Math.trunc(postId);
  const member = Math.trunc(memberId);
  return [
    `select pg_advisory_xact_lock(${post}, ${member})`,
    `with removed as (delete from post_likes where post_id = ${post} and member_id = ${member} returning 1)
     insert into post_likes (post_id, member_id)
     select ${post}, ${member} where not exists (select 1 from removed) and exists (select 1 from posts where id = ${post})
     on conflict do nothing`,
    pageQuery(likersRead(post), resource)!.text,
  ].join(';\n');
}

/**
 * Likes the post as the member, or takes the like back when there is one; answers the post with
 * its likers (404 when there is no such post).
 */
export async function toggleLike(db: Db, postId: number, memberId: number) {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // PostgreSQL: one round trip. The statements of one simple-protocol message run as one
    // transaction, each with its own snapshot: the toggle reads the likes AFTER the lock.
    const results = (await client.query(toggleScript(postId, memberId))) as unknown as pg.QueryResult[];
    const text = (results.at(-1)?.rows[0] as { data: string } | undefined)?.data;
    const read = text ? pageEntities(likersRead(postId), text, resource) : null;
    const post = read?.data[0];
    if (!read || !post) throw notFound(`post ${postId} not found`);
    return { data: post, meta: capMeta(read.cut) };
  }
  const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, postId));
  if (!post) throw notFound(`post ${postId} not found`);
  await db.transaction(async (tx) => {
    // Two toggles of the same member on the same post run one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${postId}, ${memberId})`);
    const removed = await tx
      .delete(s.postLikes)
      .where(and(eq(s.postLikes.postId, postId), eq(s.postLikes.memberId, memberId)))
      .returning();
    if (!removed.length) await tx.insert(s.postLikes).values({ postId, memberId }).onConflictDoNothing();
  });
  return entity(db, R.postRes, postId, { users_permissions_users: '*' });
}
