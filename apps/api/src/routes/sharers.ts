import { Hono } from 'hono';
import { type AppEnv, dbOf, requireUser } from '../context.js';
import { sharerDetailsOf } from '../services/applications.js';

/** `GET /api/sharer/me`: the signed-in member's sharer contact details, newest first. */
export const sharers = new Hono<AppEnv>();

sharers.get('/me', async (c) => {
  const me = requireUser(c);
  const results = await sharerDetailsOf(dbOf(c), me.id);
  return c.json({ data: { id: me.id, attributes: { results } }, meta: {} });
});
