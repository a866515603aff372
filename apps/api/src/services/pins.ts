/** Pinned posts: on an author's profile (`uid` the author) or on the home feed (`uid` null, staff). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict } from '../errors.js';

/** Pins post `pid` on a profile (`uid`) or the home feed (null); 409 when it is already pinned there. */
export async function pinPost(db: Executor, pid: number, uid: number | null, order: number) {
  const [existing] = await db
    .select()
    .from(s.postPins)
    .where(
      and(eq(s.postPins.pid, pid), uid === null ? sql`${s.postPins.uid} is null` : eq(s.postPins.uid, uid)),
    );
  if (existing) throw conflict('This post is already pinned');
  const [row] = await db.insert(s.postPins).values({ pid, uid, order }).returning({ id: s.postPins.id });
  return row!.id;
}

/** Pin `id`, or undefined. */
export async function pinById(db: Executor, id: number) {
  const [pin] = await db.select().from(s.postPins).where(eq(s.postPins.id, id));
  return pin;
}

/** Removes pin `id`. */
export async function unpin(db: Executor, id: number) {
  await db.delete(s.postPins).where(eq(s.postPins.id, id));
}
