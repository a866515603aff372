import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, type Ctx, dbOf, deps, intParam, requireUser } from '../context.js';
import * as s from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { publishedNotice } from '../services/notices.js';
import { type Row, serialize } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';
import { entity, readRoutes } from './shared.js';

/** `/api/notices`: the notices everybody sees — published, their moment come, not deleted (ADR 035). */
export const notices = readRoutes(R.noticeRes, 25, (c) => publishedNotice(deps(c).now()));

/** The signed-in member's newest notifications and how many are unread. */
async function notificationList(c: Ctx, limit: number) {
  const me = requireUser(c);
  const db = dbOf(c);
  const list = (await db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.userId, me.id))
    .orderBy(desc(s.notifications.id))
    .limit(limit)) as Row[];
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s.notifications)
    .where(and(eq(s.notifications.userId, me.id), eq(s.notifications.read, false)));
  return { data: await serialize(db, R.notificationRes, list, {}), meta: { unread: Number(n) } };
}

/**
 * A member's own notifications, mounted at `/api`: `GET /getallnoti` (100 newest), `GET /getnoti`
 * (10 newest) and `PUT /readnoti/{id}`.
 */
export const notifications = new Hono<AppEnv>();

notifications.get('/getallnoti', async (c) => c.json(await notificationList(c, 100)));
notifications.get('/getnoti', async (c) => c.json(await notificationList(c, 10)));

notifications.put('/readnoti/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const [row] = await db.select().from(s.notifications).where(eq(s.notifications.id, id));
  if (!row) throw notFound(`notification ${id} not found`);
  if (row.userId !== me.id) throw forbidden('This notification belongs to another member');
  await db
    .update(s.notifications)
    .set({ read: true, updatedAt: new Date() })
    .where(eq(s.notifications.id, id));
  return c.json(await entity(db, R.notificationRes, id));
});
