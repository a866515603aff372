import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dbOf, intParam, isStaff, jsonBody, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { rateLimit } from '../rate-limit.js';
import { moderate, moderationReason, visibleComment, visibleReply } from '../services/moderation.js';
import * as R from '../strapi/resources.js';
import { entity, readRoutes } from './shared.js';

const commentText = z
  .string()
  .max(5000)
  .refine((t) => t.trim() !== '', 'empty text is not sent');

const commentCreate = z.object({
  data: z.object({
    des: commentText,
    type: z.literal('post').default('post'),
    pid: z.coerce.number().int().positive(),
  }),
});

const replyCreate = z.object({
  data: z.object({ des: commentText, cid: z.coerce.number().int().positive() }),
});

/** `/api/comments`: comments on posts (three a page unless asked); authors delete their own, staff any. */
export const comments = readRoutes(R.commentRes, 3, () => visibleComment);

comments.post('/', rateLimit('comment'), async (c) => {
  const me = requireUser(c);
  const { data } = await jsonBody(c, commentCreate);
  const db = dbOf(c);
  const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, data.pid));
  if (!post) throw notFound(`post ${data.pid} not found`);
  const [row] = await db
    .insert(s.comments)
    .values({ des: data.des, type: data.type, pid: data.pid, userId: me.id })
    .returning();
  return c.json(await entity(db, R.commentRes, row!.id, { user: '*' }));
});

comments.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const [row] = await db.select().from(s.comments).where(eq(s.comments.id, id));
  if (!row) throw notFound(`comment ${id} not found`);
  if (row.userId !== me.id && !isStaff(c)) throw forbidden('Only the author can delete this comment');
  const out = await entity(db, R.commentRes, id);
  // Staff hide another member's comment (its replies with it), with a reason (ADR 035).
  if (row.userId !== me.id) await moderate(db, me.id, 'comment', id, moderationReason(c));
  else await db.delete(s.comments).where(eq(s.comments.id, id));
  return c.json(out);
});

/** `/api/comment-replies`: replies to comments; authors delete their own, staff any. */
export const replies = readRoutes(R.replyRes, 100, () => visibleReply);

replies.post('/', rateLimit('comment'), async (c) => {
  const me = requireUser(c);
  const { data } = await jsonBody(c, replyCreate);
  const db = dbOf(c);
  const [comment] = await db
    .select({ id: s.comments.id })
    .from(s.comments)
    .where(eq(s.comments.id, data.cid));
  if (!comment) throw notFound(`comment ${data.cid} not found`);
  const [row] = await db
    .insert(s.commentReplies)
    .values({ des: data.des, cid: data.cid, userId: me.id })
    .returning();
  return c.json(await entity(db, R.replyRes, row!.id, { user: '*' }));
});

replies.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const [row] = await db.select().from(s.commentReplies).where(eq(s.commentReplies.id, id));
  if (!row) throw notFound(`comment-reply ${id} not found`);
  if (row.userId !== me.id && !isStaff(c)) throw forbidden('Only the author can delete this reply');
  const out = await entity(db, R.replyRes, id);
  if (row.userId !== me.id) await moderate(db, me.id, 'reply', id, moderationReason(c));
  else await db.delete(s.commentReplies).where(eq(s.commentReplies.id, id));
  return c.json(out);
});
