/**
 * `/api/staff/products` (admin, ADR 035): the souvenirs of the exchange shop.
 * - `GET /?deleted=true&q&sort&page&pageSize`, `GET /:id`
 * - `POST /` `{ data: { name, des?, price, stock?, limit?, lockDays?, unlockAt?, honour?, photos? } }`
 * - `PUT /:id` (any of those but `stock`), `DELETE /:id` (soft), `POST /:id/restore`
 * - `POST /:id/stock` `{ data: { delta, reason } }` and `GET /:id/stock` (the ledger, newest first)
 */
import { checkProduct, checkStockChange, type ProductInput } from '@lightbearers/domain';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, requireRole, validParams } from '../../context.js';
import * as s from '../../db/schema.js';
import { invalid } from '../../errors.js';
import { findRow } from '../../services/change.js';
import {
  adjustStock,
  createProduct,
  listProducts,
  type ProductRow,
  productAttrs,
  productPhotos,
  setProductDeleted,
  stockLedger,
  updateProduct,
} from '../../services/products.js';
import { dataBody, entityOf, listOf, listParams, onlyFields, pageParams, sortOf } from './common.js';

const FIELDS = [
  'name',
  'des',
  'price',
  'stock',
  'limit',
  'lockDays',
  'unlockAt',
  'honour',
  'photos',
] as const;

export const staffProducts = new Hono<AppEnv>();

const answer = async (c: Ctx, row: ProductRow, meta: Record<string, unknown> = {}) => {
  const photos = await productPhotos(dbOf(c), [row]);
  return c.json({ data: entityOf(row.id, productAttrs(row, photos.get(row.id) ?? [])), meta });
};

staffProducts.get('/', async (c) => {
  requireRole(c, 'admin');
  const q = listParams(c, {
    deleted: z.enum(['true', 'false']).optional(),
    q: z.string().max(200).optional(),
  });
  const order = sortOf(
    q.sort,
    { id: s.products.id, name: s.products.name, price: s.products.price, stock: s.products.amount },
    [desc(s.products.id)],
  );
  const page = await listProducts(dbOf(c), { ...q, deleted: q.deleted === 'true', order });
  const photos = await productPhotos(dbOf(c), page.rows);
  return c.json(listOf(page.rows, (r) => productAttrs(r, photos.get(r.id) ?? []), page.pagination));
});

staffProducts.get('/:id', async (c) => {
  requireRole(c, 'admin');
  return answer(c, await findRow(dbOf(c), s.products, intParam(c, 'id'), 'product'));
});

staffProducts.post('/', async (c) => {
  const me = requireRole(c, 'admin');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkProduct(data);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, await createProduct(dbOf(c), me.id, checked.value as ProductInput));
});

staffProducts.put('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkProduct(data, true);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, (await updateProduct(dbOf(c), me.id, id, checked.value)).after);
});

staffProducts.post('/:id/stock', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, ['delta', 'reason']);
  const out = await adjustStock(dbOf(c), me.id, id, (stock) => {
    const checked = checkStockChange(data, stock);
    if (!checked.ok) throw invalid(checked.errors);
    return checked.value;
  });
  return answer(c, out.after, {
    stock: { before: out.before.amount, after: out.after.amount, reason: out.reason },
  });
});

staffProducts.get('/:id/stock', async (c) => {
  requireRole(c, 'admin');
  const id = intParam(c, 'id');
  await findRow(dbOf(c), s.products, id, 'product');
  const p = validParams(z.object(pageParams), c.req.query());
  const page = await stockLedger(dbOf(c), id, p);
  return c.json(
    listOf(
      page.rows,
      (r) => ({
        delta: r.delta,
        stock: r.stock,
        reason: r.reason,
        actorId: r.actorId,
        orderId: r.orderId,
        createdAt: r.createdAt,
      }),
      page.pagination,
    ),
  );
});

staffProducts.delete('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setProductDeleted(dbOf(c), me.id, intParam(c, 'id'), true)).after);
});

staffProducts.post('/:id/restore', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setProductDeleted(dbOf(c), me.id, intParam(c, 'id'), false)).after);
});
