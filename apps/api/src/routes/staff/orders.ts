/**
 * `/api/staff/orders` (staff, ADR 035): order fulfilment.
 * - `GET /?status&logistic&member&q&sort&page&pageSize` — the queue, oldest first, each order with
 *   its member, lines and status history.
 * - `GET /packing-list?status=placed&logistic` — orders to pack and the total of each product.
 * - `GET /addresses.csv?status=packed&logistic=mail` — the mail addresses as CSV.
 * - `GET /:id`; `POST /:id/status` `{ data: { status, tracking?, note? } }`;
 *   `POST /:id/cancel` `{ data: { note? } }` (points refunded once, however many taps);
 *   `POST /status` `{ data: { ids, status, tracking?, note? } }` (bulk, one result per order).
 */
import { DELIVERY_METHODS, ORDER_STATUSES, type OrderStatus } from '@lightbearers/domain';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, jsonBody, requireRole, validParams } from '../../context.js';
import * as s from '../../db/schema.js';
import { findRow } from '../../services/change.js';
import {
  addressesCsv,
  BULK_ORDERS_MAX,
  listOrders,
  memberHistory,
  moveOrder,
  moveOrders,
  type OrderRow,
  orderDetails,
  orderHistory,
  packingList,
} from '../../services/orders.js';
import { entityOf, idParam, listOf, listParams, sortOf } from './common.js';

export const staffOrders = new Hono<AppEnv>();

async function orderEntities(c: Ctx, rows: OrderRow[]) {
  const details = await orderDetails(dbOf(c), rows);
  const history = await orderHistory(
    dbOf(c),
    rows.map((r) => r.id),
  );
  return (r: OrderRow) => ({
    name: r.name,
    total: r.total,
    shipto: r.shipto,
    logistic: r.logistic,
    status: r.status,
    tracking: r.tracking,
    member: details.member(r.userId),
    lines: details.lines(r.id),
    history: (history.get(r.id) ?? []).map((e) => ({ ...memberHistory([e])[0]!, note: e.note })),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });
}

const answer = async (c: Ctx, row: OrderRow, meta: Record<string, unknown> = {}) =>
  c.json({ data: entityOf(row.id, (await orderEntities(c, [row]))(row)), meta });

const filters = {
  status: z.enum(ORDER_STATUSES).optional(),
  logistic: z.enum(DELIVERY_METHODS).optional(),
  member: idParam('member'),
  q: z.string().max(200).optional(),
};

staffOrders.get('/', async (c) => {
  requireRole(c, 'staff');
  const q = listParams(c, filters);
  const order = sortOf(q.sort, { id: s.orders.id, total: s.orders.total, updatedAt: s.orders.updatedAt }, [
    asc(s.orders.id),
  ]);
  const page = await listOrders(dbOf(c), { ...q, order });
  return c.json(listOf(page.rows, await orderEntities(c, page.rows), page.pagination));
});

staffOrders.get('/packing-list', async (c) => {
  requireRole(c, 'staff');
  const q = validParams(
    z.object({
      status: z.enum(ORDER_STATUSES).default('placed'),
      logistic: z.enum(DELIVERY_METHODS).optional(),
    }),
    c.req.query(),
  );
  const out = await packingList(dbOf(c), q);
  return c.json({
    data: {
      products: out.products,
      orders: out.list.map((o) => ({
        id: o.id,
        name: o.name,
        shipto: o.shipto,
        logistic: o.logistic,
        status: o.status,
        member: out.details.member(o.userId),
        lines: out.details.lines(o.id),
        createdAt: o.createdAt,
      })),
    },
    meta: { truncated: out.truncated, status: q.status, logistic: q.logistic ?? null },
  });
});

staffOrders.get('/addresses.csv', async (c) => {
  requireRole(c, 'staff');
  const q = validParams(
    z.object({
      status: z.enum(ORDER_STATUSES).default('packed'),
      logistic: z.enum(DELIVERY_METHODS).default('mail'),
    }),
    c.req.query(),
  );
  const csv = await addressesCsv(dbOf(c), q);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="addresses-${q.logistic}-${q.status}.csv"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv);
});

const moveBody = z.object({
  data: z
    .object({
      status: z.enum(ORDER_STATUSES),
      tracking: z.string().max(1000).nullish(),
      note: z.string().max(500).nullish(),
    })
    .strict(),
});

staffOrders.post('/status', async (c) => {
  const me = requireRole(c, 'staff');
  const { data } = await jsonBody(
    c,
    z.object({
      data: moveBody.shape.data
        .extend({ ids: z.array(z.number().int().positive()).min(1).max(BULK_ORDERS_MAX) })
        .strict(),
    }),
  );
  const results = await moveOrders(dbOf(c), me.id, data.ids, data.status as OrderStatus, data);
  return c.json({
    data: results,
    meta: { ok: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length },
  });
});

staffOrders.get('/:id', async (c) => {
  requireRole(c, 'staff');
  return answer(c, await findRow(dbOf(c), s.orders, intParam(c, 'id'), 'order'));
});

staffOrders.post('/:id/status', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const { data } = await jsonBody(c, moveBody);
  const r = await moveOrder(dbOf(c), me.id, id, data.status, data);
  return answer(c, r.order, { changed: r.changed });
});

staffOrders.post('/:id/cancel', async (c) => {
  const me = requireRole(c, 'staff');
  const id = intParam(c, 'id');
  const { data } = await jsonBody(
    c,
    z.object({
      data: z
        .object({ note: z.string().max(500).nullish() })
        .strict()
        .default({}),
    }),
  );
  const r = await moveOrder(dbOf(c), me.id, id, 'cancelled', data);
  return answer(c, r.order, { changed: r.changed });
});
