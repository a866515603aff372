/**
 * Souvenirs in the back office (ADR 035): pictures, price, per-member limits, unlock moment, soft
 * delete, and the stock ledger — every change of `products.amount` writes a `stock_entries` row
 * (who, when, why, which order) in the same transaction.
 */
import type { ProductInput } from '@lightbearers/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.js';
import * as s from '../db/schema.js';
import { badRequest } from '../errors.js';
import { changeRow, createRow } from './change.js';
import { paged } from './paging.js';

export type ProductRow = typeof s.products.$inferSelect;

/** Souvenirs in the shop: not deleted. */
export const inShop: SQL = isNull(s.products.deletedAt);

/** The reasons the service itself writes in the stock ledger. */
export const STOCK_REASONS = {
  initial: 'สต็อกเริ่มต้น',
  order: 'แลกของที่ระลึก',
  cancel: 'คืนสต็อก ยกเลิกคำสั่งแลก',
} as const;

/** Writes one stock ledger row (the product's amount is already `stock`). Call in the transaction. */
export async function recordStock(
  tx: Executor,
  e: {
    productId: number;
    delta: number;
    stock: number;
    reason: string;
    actorId: number | null;
    orderId?: number | null;
  },
) {
  await tx.insert(s.stockEntries).values({ ...e, orderId: e.orderId ?? null });
}

/** Checks that every picture exists (400 naming the first that does not). */
async function checkPhotos(tx: Executor, ids: number[]) {
  if (!ids.length) return;
  const found = new Set(
    (await tx.select({ id: s.media.id }).from(s.media).where(inArray(s.media.id, ids))).map((m) => m.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`Upload ${missing} does not exist`);
}

async function setPhotos(tx: Tx, productId: number, ids: number[]) {
  await checkPhotos(tx, ids);
  await tx.delete(s.productPhotos).where(eq(s.productPhotos.productId, productId));
  if (ids.length)
    await tx
      .insert(s.productPhotos)
      .values(ids.map((mediaId, position) => ({ productId, mediaId, position })));
}

/** The pictures of each product, in order (the cover alone for products saved before pictures). */
export async function productPhotos(db: Executor, rows: ProductRow[]) {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, Array<{ id: number; url: string }>>();
  if (!ids.length) return out;
  const list = await db
    .select({ productId: s.productPhotos.productId, id: s.media.id, url: s.media.url })
    .from(s.productPhotos)
    .innerJoin(s.media, eq(s.media.id, s.productPhotos.mediaId))
    .where(inArray(s.productPhotos.productId, ids))
    .orderBy(asc(s.productPhotos.productId), asc(s.productPhotos.position));
  for (const p of list) out.set(p.productId, [...(out.get(p.productId) ?? []), { id: p.id, url: p.url }]);
  const covers = rows.filter((r) => !out.has(r.id) && r.photoId !== null).map((r) => r.photoId!);
  if (covers.length) {
    const media = await db
      .select({ id: s.media.id, url: s.media.url })
      .from(s.media)
      .where(inArray(s.media.id, covers));
    for (const r of rows)
      if (!out.has(r.id) && r.photoId !== null) {
        const m = media.find((x) => x.id === r.photoId);
        if (m) out.set(r.id, [m]);
      }
  }
  return out;
}

export const productAttrs = (r: ProductRow, photos: Array<{ id: number; url: string }>) => ({
  name: r.name,
  des: r.des,
  price: r.price,
  stock: r.amount,
  limit: r.limit,
  lockDays: r.lockDays,
  unlockAt: r.unlockAt,
  honour: r.honour,
  photos,
  deletedAt: r.deletedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listProducts(
  db: Executor,
  f: { deleted?: boolean | undefined; q?: string | undefined; page: number; pageSize: number; order?: SQL[] },
) {
  const where: SQL[] = [f.deleted ? isNotNull(s.products.deletedAt) : isNull(s.products.deletedAt)];
  if (f.q) where.push(ilike(s.products.name, `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return paged(db, s.products, and(...where), f.order ?? [desc(s.products.id)], f);
}

export async function createProduct(db: Executor, actorId: number, input: ProductInput) {
  return createRow(db, { actorId, entity: 'product', action: 'product.create' }, async (tx) => {
    const [row] = await tx
      .insert(s.products)
      .values({
        name: input.name,
        des: input.des,
        price: input.price,
        amount: input.stock,
        limit: input.limit,
        lockDays: input.lockDays,
        unlockAt: input.unlockAt,
        honour: input.honour,
        photoId: input.photos[0] ?? null,
      })
      .returning();
    await setPhotos(tx, row!.id, input.photos);
    if (input.stock > 0)
      await recordStock(tx, {
        productId: row!.id,
        delta: input.stock,
        stock: input.stock,
        reason: STOCK_REASONS.initial,
        actorId,
      });
    return row!;
  });
}

export async function updateProduct(db: Executor, actorId: number, id: number, patch: Partial<ProductInput>) {
  return changeRow(
    db,
    s.products,
    id,
    { actorId, entity: 'product', action: 'product.update' },
    async (tx) => {
      const { photos, stock: _stock, ...fields } = patch;
      const set: Partial<typeof s.products.$inferInsert> = { ...fields, updatedAt: new Date() };
      if (photos) {
        await setPhotos(tx, id, photos);
        set.photoId = photos[0] ?? null;
      }
      const [row] = await tx.update(s.products).set(set).where(eq(s.products.id, id)).returning();
      return row!;
    },
  );
}

/** A stock change by staff, with its reason: the product row is locked, so concurrent changes add up. */
export async function adjustStock(
  db: Executor,
  actorId: number,
  id: number,
  check: (stock: number) => { delta: number; reason: string; after: number },
) {
  let reason = '';
  const out = await changeRow(
    db,
    s.products,
    id,
    { actorId, entity: 'product', action: 'product.stock' },
    async (tx, before) => {
      const change = check(before.amount);
      reason = change.reason;
      const [row] = await tx
        .update(s.products)
        .set({ amount: change.after, updatedAt: new Date() })
        .where(eq(s.products.id, id))
        .returning();
      await recordStock(tx, {
        productId: id,
        delta: change.delta,
        stock: change.after,
        reason: change.reason,
        actorId,
      });
      return row!;
    },
  );
  return { ...out, reason };
}

export async function setProductDeleted(db: Executor, actorId: number, id: number, deleted: boolean) {
  return changeRow(
    db,
    s.products,
    id,
    { actorId, entity: 'product', action: deleted ? 'product.delete' : 'product.restore' },
    async (tx, before) => {
      if (Boolean(before.deletedAt) === deleted) return null;
      const [row] = await tx
        .update(s.products)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(eq(s.products.id, id))
        .returning();
      return row!;
    },
  );
}

/** A page of a product's stock ledger, newest first. */
export async function stockLedger(db: Executor, productId: number, p: { page: number; pageSize: number }) {
  return paged(db, s.stockEntries, eq(s.stockEntries.productId, productId), [desc(s.stockEntries.id)], p);
}
