import type { SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AppEnv, type Ctx, dbOf, intParam, queryOf } from '../context.js';
import { notFound } from '../errors.js';
import { enforceRateLimit } from '../middleware/rate-limit.js';
import { findMany, findOne, type Resource } from '../strapi/engine.js';

type ListOptions = {
  /** Page size when the query names none (25 unless told). */
  defaultPageSize?: number;
  /** Runs first: may refuse (e.g. sign-in required) and may limit the rows with a condition. */
  scope?: (c: Ctx) => SQL | undefined;
};

/**
 * `GET` of a page of a Strapi collection, with the query's filters, sort, fields and populate
 * (rate-limited per client: bucket `list`).
 */
export function listRoute(res: Resource, opts: ListOptions = {}) {
  return async (c: Ctx) => {
    await enforceRateLimit(c, 'list');
    const where = opts.scope?.(c);
    const q = queryOf(c);
    return c.json(await findMany(dbOf(c), res, q, { where, defaultPageSize: opts.defaultPageSize ?? 25 }));
  };
}

/** `GET` of one entry by the `id` path parameter (404 when there is none, or `scope` excludes it). */
export function oneRoute(res: Resource, scope?: (c: Ctx) => SQL | undefined) {
  return async (c: Ctx) => {
    const id = intParam(c, 'id');
    const out = await findOne(dbOf(c), res, id, queryOf(c), scope?.(c));
    if (!out) throw notFound(`${res.name} ${id} not found`);
    return c.json(out);
  };
}

/**
 * The read routes of a Strapi collection, to mount at `/api/{path}`: `GET /` and `GET /:id`.
 * Resource modules add their writes to the returned app.
 */
export function readRoutes(res: Resource, defaultPageSize = 25, scope?: (c: Ctx) => SQL | undefined) {
  return new Hono<AppEnv>()
    .get('/', listRoute(res, { defaultPageSize, ...(scope ? { scope } : {}) }))
    .get('/:id', oneRoute(res, scope));
}
