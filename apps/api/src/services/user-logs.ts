/** Members' daily activity: one row per member and Bangkok day (the statistics count them). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';

/** Records that the member was active on `day` (once a day); answers the day's row. */
export async function logActiveDay(db: Executor, userId: number, day: string) {
  await db.insert(s.userLogs).values({ userId, day }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(s.userLogs)
    .where(and(eq(s.userLogs.userId, userId), eq(s.userLogs.day, day)));
  return row!;
}
