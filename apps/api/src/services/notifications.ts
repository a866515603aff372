/** A member's own notifications (written by the actions that concern them: reviews, orders, badges). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { type Row, serialize } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';

/** The member's `limit` newest notifications and how many of all theirs are unread. */
export async function notificationsOf(db: Executor, userId: number, limit: number) {
  const list = (await db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.userId, userId))
    .orderBy(desc(s.notifications.id))
    .limit(limit)) as Row[];
  const [{ unread } = { unread: 0 }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(s.notifications)
    .where(and(eq(s.notifications.userId, userId), eq(s.notifications.read, false)));
  return { data: await serialize(db, R.notificationRes, list, {}), meta: { unread: Number(unread) } };
}

/** Notification `id`, or undefined. */
export async function notificationById(db: Executor, id: number) {
  const [row] = await db.select().from(s.notifications).where(eq(s.notifications.id, id));
  return row;
}

/** Marks notification `id` read. */
export async function markRead(db: Executor, id: number) {
  await db
    .update(s.notifications)
    .set({ read: true, updatedAt: new Date() })
    .where(eq(s.notifications.id, id));
}
