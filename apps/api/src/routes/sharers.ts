import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, dbOf, requireUser } from '../context.js';
import * as s from '../db/schema.js';

/** `GET /api/sharer/me`: the signed-in member's sharer contact details, newest first. */
export const sharers = new Hono<AppEnv>();

sharers.get('/me', async (c) => {
  const me = requireUser(c);
  const rowsOut = await dbOf(c)
    .select()
    .from(s.sharerSubs)
    .where(eq(s.sharerSubs.userId, me.id))
    .orderBy(desc(s.sharerSubs.id));
  return c.json({
    data: {
      id: me.id,
      attributes: {
        results: rowsOut.map((r) => ({
          id: r.id,
          name: r.name,
          tel: r.tel,
          lineid: r.lineid,
          address: r.address,
        })),
      },
    },
    meta: {},
  });
});
