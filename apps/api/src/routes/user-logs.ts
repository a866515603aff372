import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { bangkokToday } from '../rules.js';

/** `POST /api/userpostlogs`: records that the signed-in member was active today (Bangkok), once a day. */
export const userLogs = new Hono<AppEnv>();

userLogs.post('/', async (c) => {
  const me = requireUser(c);
  const day = bangkokToday(deps(c).now());
  const db = dbOf(c);
  await db.insert(s.userLogs).values({ userId: me.id, day }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(s.userLogs)
    .where(and(eq(s.userLogs.userId, me.id), eq(s.userLogs.day, day)));
  return c.json({
    data: { id: row!.id, attributes: { user_id: me.id, day, createdAt: row!.createdAt } },
    meta: {},
  });
});
