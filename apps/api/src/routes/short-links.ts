import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, intParam } from '../context.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { clientAddress, rateLimit } from '../rate-limit.js';
import { bangkokToday, POINTS_PER_SHARE } from '../rules.js';
import { move } from '../wallet.js';

/**
 * `GET /s/{key}/{userId}`: a shared link. Redirects to the post on the site; the first click of a
 * visitor (hashed address and user agent) counts for the sharer and earns them share points.
 */
export const shortLinks = new Hono<AppEnv>();

shortLinks.get('/:key/:userId', rateLimit('short'), async (c) => {
  const key = c.req.param('key');
  if (!/^[\w-]{1,40}$/.test(key)) throw notFound('Unknown short link');
  const sharerId = intParam(c, 'userId');
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
