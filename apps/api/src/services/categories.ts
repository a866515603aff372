/** Categories in the back office (ADR 035): a category with posts is hidden, never deleted. */
import { type CategoryInput, STAFF_MESSAGES } from '@lightbearers/domain';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict } from '../errors.js';
import { changeRow, createRow } from './change.js';
import { paged } from './paging.js';

export type CategoryRow = typeof s.cats.$inferSelect;

/** What members see: neither hidden nor deleted. */
export const visibleCategory: SQL = and(eq(s.cats.hidden, false), isNull(s.cats.deletedAt))!;

export const CATEGORY_STATES = ['visible', 'hidden', 'deleted'] as const;
export type CategoryState = (typeof CATEGORY_STATES)[number];

/** How many posts each category holds. */
export async function postCounts(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const list = await db
    .select({ id: s.posts.catId, n: count() })
    .from(s.posts)
    .where(inArray(s.posts.catId, ids))
    .groupBy(s.posts.catId);
  return new Map(list.map((r) => [r.id!, Number(r.n)]));
}

export const categoryAttrs = (r: CategoryRow, posts: number) => ({
  name: r.name,
  order: r.order,
  hidden: r.hidden,
  deletedAt: r.deletedAt,
  posts,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listCategories(
  db: Executor,
  f: {
    state?: CategoryState | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
    order?: SQL[];
  },
) {
  const where: SQL[] = [];
  if (f.state === 'deleted') where.push(isNotNull(s.cats.deletedAt));
  else {
    where.push(isNull(s.cats.deletedAt));
    if (f.state) where.push(eq(s.cats.hidden, f.state === 'hidden'));
  }
  if (f.q) where.push(ilike(s.cats.name, `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return paged(db, s.cats, and(...where), f.order ?? [asc(s.cats.order), asc(s.cats.id)], f);
}

export async function createCategory(db: Executor, actorId: number, input: CategoryInput) {
  return createRow(db, { actorId, entity: 'category', action: 'category.create' }, async (tx) => {
    const [row] = await tx.insert(s.cats).values(input).returning();
    return row!;
  });
}

export async function updateCategory(
  db: Executor,
  actorId: number,
  id: number,
  patch: Partial<CategoryInput>,
) {
  const action =
    patch.hidden === undefined || Object.keys(patch).length > 1
      ? 'category.update'
      : patch.hidden
        ? 'category.hide'
        : 'category.show';
  return changeRow(db, s.cats, id, { actorId, entity: 'category', action }, async (tx) => {
    const [row] = await tx
      .update(s.cats)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(s.cats.id, id))
      .returning();
    return row!;
  });
}

/**
 * Soft delete, refused (409, in Thai) while any post is in the category — hide it instead; or
 * restore. The post check runs under the category's row lock.
 */
export async function setCategoryDeleted(db: Executor, actorId: number, id: number, deleted: boolean) {
  return changeRow(
    db,
    s.cats,
    id,
    { actorId, entity: 'category', action: deleted ? 'category.delete' : 'category.restore' },
    async (tx, before) => {
      if (Boolean(before.deletedAt) === deleted) return null;
      if (deleted) {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(s.posts).where(eq(s.posts.catId, id));
        if (Number(n) > 0) throw conflict(STAFF_MESSAGES.categoryHasPosts);
      }
      const [row] = await tx
        .update(s.cats)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(eq(s.cats.id, id))
        .returning();
      return row!;
    },
  );
}
