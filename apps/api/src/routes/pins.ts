import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dbOf, intParam, isStaff, jsonBody, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import * as R from '../strapi/resources.js';
import { entity, readRoutes } from './shared.js';

const pinCreate = z.object({
  data: z.object({
    pid: z.coerce.number().int().positive(),
    uid: z.coerce.number().int().positive().nullish(),
    order: z.coerce.number().int().min(0).max(1000).optional(),
  }),
});

/**
 * `/api/postpins`: pinned posts. A pin with a `uid` is on that author's profile (the author pins
 * their own post); one without is on the home feed (staff only).
 */
export const pins = readRoutes(R.postpinRes);

pins.post('/', async (c) => {
  const me = requireUser(c);
  const { data } = await jsonBody(c, pinCreate);
  const db = dbOf(c);
  const [post] = await db.select().from(s.posts).where(eq(s.posts.id, data.pid));
  if (!post) throw notFound(`post ${data.pid} not found`);
  const uid = data.uid ?? null;
  if (uid === null ? !isStaff(c) : uid !== me.id || post.uid !== me.id)
    throw forbidden('Only the author can pin this post');
  const [existing] = await db
    .select()
    .from(s.postPins)
    .where(
      and(
        eq(s.postPins.pid, data.pid),
        uid === null ? sql`${s.postPins.uid} is null` : eq(s.postPins.uid, uid),
      ),
    );
  if (existing) throw conflict('This post is already pinned');
  const [row] = await db
    .insert(s.postPins)
    .values({ pid: data.pid, uid, order: data.order ?? 0 })
    .returning();
  return c.json(await entity(db, R.postpinRes, row!.id));
});

pins.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const [pin] = await db.select().from(s.postPins).where(eq(s.postPins.id, id));
  if (!pin) throw notFound(`postpin ${id} not found`);
  if (pin.uid === null ? !isStaff(c) : pin.uid !== me.id)
    throw forbidden('Only the author can unpin this post');
  const out = await entity(db, R.postpinRes, id);
  await db.delete(s.postPins).where(eq(s.postPins.id, id));
  return c.json(out);
});
