/** Comments on posts and replies to comments; authors delete their own, staff hide any (ADR 035). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { notFound } from '../errors.js';
import { postExists } from './posts.js';

/** Comments on post `pid` (404 when there is no such post); answers the comment's id. */
export async function addComment(db: Executor, userId: number, pid: number, des: string, type: 'post') {
  if (!(await postExists(db, pid))) throw notFound(`post ${pid} not found`);
  const [row] = await db
    .insert(s.comments)
    .values({ des, type, pid, userId })
    .returning({ id: s.comments.id });
  return row!.id;
}

/** Replies to comment `cid` (404 when there is no such comment); answers the reply's id. */
export async function addReply(db: Executor, userId: number, cid: number, des: string) {
  const [comment] = await db.select({ id: s.comments.id }).from(s.comments).where(eq(s.comments.id, cid));
  if (!comment) throw notFound(`comment ${cid} not found`);
  const [row] = await db
    .insert(s.commentReplies)
    .values({ des, cid, userId })
    .returning({ id: s.commentReplies.id });
  return row!.id;
}

/** Comment `id`, or undefined. */
export async function commentById(db: Executor, id: number) {
  const [row] = await db.select().from(s.comments).where(eq(s.comments.id, id));
  return row;
}

/** Reply `id`, or undefined. */
export async function replyById(db: Executor, id: number) {
  const [row] = await db.select().from(s.commentReplies).where(eq(s.commentReplies.id, id));
  return row;
}

/** Deletes comment `id` (its replies with it). */
export async function deleteComment(db: Executor, id: number) {
  await db.delete(s.comments).where(eq(s.comments.id, id));
}

/** Deletes reply `id`. */
export async function deleteReply(db: Executor, id: number) {
  await db.delete(s.commentReplies).where(eq(s.commentReplies.id, id));
}
