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
import { badRequest, forbidden, notFound } from '../errors.js';
import { missingCreatorFields, missingSharerFields } from '../rules.js';
import {
  type ApplicationKind,
  applicationsOf,
  deleteApplication,
  findApplication,
  submitApplication,
} from '../services/applications.js';
import { entity } from '../services/entities.js';
import { findOne } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';
import { listRoute } from './shared.js';

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
  kind: ApplicationKind;
  res: typeof R.creatorSubRes;
  missing: typeof missingCreatorFields;
};

/**
 * Applications with contact details, mounted at `/api/{path}`. A member sees and cancels only their
 * own; staff see and cancel every one (ADR 008).
 */
function applicationRoutes({ path, kind, res, missing }: Kind) {
  const scope = (c: Ctx) => (isStaff(c) ? undefined : applicationsOf(kind, requireUser(c).id));
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
    const id = await submitApplication(db, kind, me.id, {
      name: data.name!.trim(),
      tel: data.tel!.trim(),
      lineid: data.lineid!.trim(),
      address: (data.address ?? '').trim(),
    });
    return c.json(await entity(db, res, id, { user: '*' }));
  });

  app.delete('/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const row = await findApplication(db, kind, id);
    if (!row) throw notFound(`${path} ${id} not found`);
    if (row.userId !== me.id && !isStaff(c))
      throw forbidden('Only the applicant can cancel this application');
    const out = await entity(db, res, id);
    await deleteApplication(db, kind, id);
    return c.json(out);
  });

  return app;
}

/** `/api/creator-subs`: applications to become a creator. */
export const creatorSubs = applicationRoutes({
  path: 'creator-subs',
  kind: 'creator',
  res: R.creatorSubRes,
  missing: missingCreatorFields,
});

/** `/api/sharer-subs`: sharers' contact details. */
export const sharerSubs = applicationRoutes({
  path: 'sharer-subs',
  kind: 'sharer',
  res: R.sharerSubRes,
  missing: missingSharerFields,
});
