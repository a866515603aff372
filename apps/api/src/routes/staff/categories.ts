/**
 * `/api/staff/categories` (admin, ADR 035): the post categories.
 * - `GET /?state=visible|hidden|deleted&q&sort&page&pageSize` — by order; each with its post count.
 * - `GET /:id`, `POST /` `{ data: { name, order?, hidden? } }`, `PUT /:id` (any of those),
 *   `DELETE /:id` (soft; 409 while it has posts: hide it instead), `POST /:id/restore`.
 */
import { type CategoryInput, checkCategory } from '@lightbearers/domain';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, requireRole } from '../../context.js';
import * as s from '../../db/schema.js';
import { invalid } from '../../errors.js';
import {
  CATEGORY_STATES,
  type CategoryRow,
  categoryAttrs,
  createCategory,
  listCategories,
  postCounts,
  setCategoryDeleted,
  updateCategory,
} from '../../services/categories.js';
import { findRow } from '../../services/change.js';
import { dataBody, entityOf, listOf, listParams, onlyFields, sortOf } from './common.js';

const FIELDS = ['name', 'order', 'hidden'] as const;

export const staffCategories = new Hono<AppEnv>();

const answer = async (c: Ctx, row: CategoryRow) => {
  const counts = await postCounts(dbOf(c), [row.id]);
  return c.json({ data: entityOf(row.id, categoryAttrs(row, counts.get(row.id) ?? 0)), meta: {} });
};

staffCategories.get('/', async (c) => {
  requireRole(c, 'admin');
  const q = listParams(c, { state: z.enum(CATEGORY_STATES).optional(), q: z.string().max(100).optional() });
  const order = sortOf(q.sort, { id: s.cats.id, name: s.cats.name, order: s.cats.order }, [asc(s.cats.id)]);
  const page = await listCategories(dbOf(c), { ...q, order });
  const counts = await postCounts(
    dbOf(c),
    page.rows.map((r) => r.id),
  );
  return c.json(listOf(page.rows, (r) => categoryAttrs(r, counts.get(r.id) ?? 0), page.pagination));
});

staffCategories.get('/:id', async (c) => {
  requireRole(c, 'admin');
  return answer(c, await findRow(dbOf(c), s.cats, intParam(c, 'id'), 'category'));
});

staffCategories.post('/', async (c) => {
  const me = requireRole(c, 'admin');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkCategory(data);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, await createCategory(dbOf(c), me.id, checked.value as CategoryInput));
});

staffCategories.put('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  const id = intParam(c, 'id');
  const data = await dataBody(c);
  onlyFields(data, FIELDS);
  const checked = checkCategory(data, true);
  if (!checked.ok) throw invalid(checked.errors);
  return answer(c, (await updateCategory(dbOf(c), me.id, id, checked.value)).after);
});

staffCategories.delete('/:id', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setCategoryDeleted(dbOf(c), me.id, intParam(c, 'id'), true)).after);
});

staffCategories.post('/:id/restore', async (c) => {
  const me = requireRole(c, 'admin');
  return answer(c, (await setCategoryDeleted(dbOf(c), me.id, intParam(c, 'id'), false)).after);
});
