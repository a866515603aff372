import { z } from 'zod';
import { dbOf, intParam, isStaff, jsonBody, requireUser } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { rateLimit } from '../middleware/rate-limit.js';
import {
  addComment,
  addReply,
  commentById,
  deleteComment,
  deleteReply,
  replyById,
} from '../services/comments.js';
import { entity } from '../services/entities.js';
import { moderate, moderationReason, visibleComment, visibleReply } from '../services/moderation.js';
import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

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
  const id = await addComment(db, me.id, data.pid, data.des, data.type);
  return c.json(await entity(db, R.commentRes, id, { user: '*' }));
});

comments.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const row = await commentById(db, id);
  if (!row) throw notFound(`comment ${id} not found`);
  if (row.userId !== me.id && !isStaff(c)) throw forbidden('Only the author can delete this comment');
  const out = await entity(db, R.commentRes, id);
  // Staff hide another member's comment (its replies with it), with a reason (ADR 035).
  if (row.userId !== me.id) await moderate(db, me.id, 'comment', id, moderationReason(c));
  else await deleteComment(db, id);
  return c.json(out);
});

/** `/api/comment-replies`: replies to comments; authors delete their own, staff any. */
export const replies = readRoutes(R.replyRes, 100, () => visibleReply);

replies.post('/', rateLimit('comment'), async (c) => {
  const me = requireUser(c);
  const { data } = await jsonBody(c, replyCreate);
  const db = dbOf(c);
  const id = await addReply(db, me.id, data.cid, data.des);
  return c.json(await entity(db, R.replyRes, id, { user: '*' }));
});

replies.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const row = await replyById(db, id);
  if (!row) throw notFound(`comment-reply ${id} not found`);
  if (row.userId !== me.id && !isStaff(c)) throw forbidden('Only the author can delete this reply');
  const out = await entity(db, R.replyRes, id);
  if (row.userId !== me.id) await moderate(db, me.id, 'reply', id, moderationReason(c));
  else await deleteReply(db, id);
  return c.json(out);
});
