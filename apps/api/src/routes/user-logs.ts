import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, requireUser } from '../context.js';
import { bangkokToday } from '../rules.js';
import { logActiveDay } from '../services/user-logs.js';

/** `POST /api/userpostlogs`: records that the signed-in member was active today (Bangkok), once a day. */
export const userLogs = new Hono<AppEnv>();

userLogs.post('/', async (c) => {
  const me = requireUser(c);
  const day = bangkokToday(deps(c).now());
  const row = await logActiveDay(dbOf(c), me.id, day);
  return c.json({
    data: { id: row.id, attributes: { user_id: me.id, day, createdAt: row.createdAt } },
    meta: {},
  });
});
