import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, intParam, requireUser } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { entity } from '../services/entities.js';
import { publishedNotice } from '../services/notices.js';
import { markRead, notificationById, notificationsOf } from '../services/notifications.js';
import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

/** `/api/notices`: the notices everybody sees — published, their moment come, not deleted (ADR 035). */
export const notices = readRoutes(R.noticeRes, 25, (c) => publishedNotice(deps(c).now()));

/**
 * A member's own notifications, mounted at `/api`: `GET /getallnoti` (100 newest), `GET /getnoti`
 * (10 newest) and `PUT /readnoti/{id}`.
 */
export const notifications = new Hono<AppEnv>();

notifications.get('/getallnoti', async (c) => c.json(await notificationsOf(dbOf(c), requireUser(c).id, 100)));
notifications.get('/getnoti', async (c) => c.json(await notificationsOf(dbOf(c), requireUser(c).id, 10)));

notifications.put('/readnoti/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const row = await notificationById(db, id);
  if (!row) throw notFound(`notification ${id} not found`);
  if (row.userId !== me.id) throw forbidden('This notification belongs to another member');
  await markRead(db, id);
  return c.json(await entity(db, R.notificationRes, id));
});
