import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type AppEnv,
  type Ctx,
  dbOf,
  intParam,
  isStaff,
  jsonBody,
  queryOf,
  requireUser,
} from '../context.js';
import * as s from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, sqlState } from '../errors.js';
import { missingCreatorFields, missingSharerFields } from '../rules.js';
import { findOne } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';
import { entity, listRoute } from './shared.js';

const text = (max: number) => z.string().max(max);

const subBody = z.object({
  data: z.object({
    name: text(200).nullish(),
    tel: text(50).nullish(),
    lineid: text(100).nullish(),
    address: text(1000).nullish(),
  }),
});

type Kind = {
  path: 'creator-subs' | 'sharer-subs';
  res: typeof R.creatorSubRes;
  table: typeof s.creatorSubs | typeof s.sharerSubs;
  missing: typeof missingCreatorFields;
};

/**
 * Applications with contact details, mounted at `/api/{path}`. A member sees and cancels only their
 * own; staff see and cancel every one (ADR 008).
 */
function applicationRoutes({ path, res, table, missing }: Kind) {
  const scope = (c: Ctx) => (isStaff(c) ? undefined : eq(table.userId, requireUser(c).id));
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    listRoute(res, {
      scope: (c) => {
        requireUser(c);
        return scope(c);
      },
    }),
  );

  app.get('/:id', async (c) => {
    requireUser(c);
    const out = await findOne(dbOf(c), res, intParam(c, 'id'), queryOf(c), scope(c));
    if (!out) throw notFound(`${path} ${c.req.param('id')} not found`);
    return c.json(out);
  });

  app.post('/', async (c) => {
    const me = requireUser(c);
    const { data } = await jsonBody(c, subBody);
    const gaps = missing(data);
    if (gaps.length)
      throw badRequest(`Please fill in every required field: ${gaps.join(', ')}`, { missing: gaps });
    const db = dbOf(c);
    const values = {
      userId: me.id,
      name: data.name!.trim(),
      tel: data.tel!.trim(),
      lineid: data.lineid!.trim(),
      address: (data.address ?? '').trim(),
    };
    let row: { id: number } | undefined;
    if (path === 'creator-subs') {
      // One application awaiting review at a time. The check answers the usual case; the partial
      // unique index `creator_subs_one_pending` decides between two racing submissions (ADR 023).
      const awaiting = () => conflict('An application is already awaiting review');
      const [pending] = await db
        .select({ id: s.creatorSubs.id })
        .from(s.creatorSubs)
        .where(and(eq(s.creatorSubs.userId, me.id), eq(s.creatorSubs.status, 'pending')));
      if (pending) throw awaiting();
      try {
        [row] = await db.insert(s.creatorSubs).values(values).returning({ id: s.creatorSubs.id });
      } catch (err) {
        if (sqlState(err) === '23505') throw awaiting();
        throw err;
      }
    } else [row] = await db.insert(s.sharerSubs).values(values).returning({ id: s.sharerSubs.id });
    return c.json(await entity(db, res, row!.id, { user: '*' }));
  });

  app.delete('/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(`${path} ${id} not found`);
    if (row.userId !== me.id && !isStaff(c))
      throw forbidden('Only the applicant can cancel this application');
    const out = await entity(db, res, id);
    await db.delete(table).where(eq(table.id, id));
    return c.json(out);
  });

  return app;
}

/** `/api/creator-subs`: applications to become a creator. */
export const creatorSubs = applicationRoutes({
  path: 'creator-subs',
  res: R.creatorSubRes,
  table: s.creatorSubs,
  missing: missingCreatorFields,
});

/** `/api/sharer-subs`: sharers' contact details. */
export const sharerSubs = applicationRoutes({
  path: 'sharer-subs',
  res: R.sharerSubRes,
  table: s.sharerSubs,
  missing: missingSharerFields,
});
