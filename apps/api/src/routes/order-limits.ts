import { Hono } from 'hono';
import { type AppEnv, dbOf, queryOf, requireUser } from '../context.js';
import { orderLimitsOf } from '../services/orders.js';
import { findMany } from '../strapi/engine.js';
import { isPlainObject } from '../strapi/query.js';
import * as R from '../strapi/resources.js';

/** `GET /api/order-limits`: the signed-in member's own product limits, always with their product. */
export const orderLimits = new Hono<AppEnv>();

orderLimits.get('/', async (c) => {
  const me = requireUser(c);
  const q = queryOf(c);
  q.populate = isPlainObject(q.populate)
    ? { ...q.populate, product: q.populate.product ?? '*' }
    : (q.populate ?? 'product');
  if (q.populate === '*' || q.populate === 'true') q.populate = '*';
  else if (typeof q.populate === 'string' && !q.populate.split(',').includes('product'))
    q.populate += ',product';
  return c.json(
    await findMany(dbOf(c), R.orderLimitRes, q, {
      where: orderLimitsOf(me.id),
      defaultPageSize: 100,
    }),
  );
});
