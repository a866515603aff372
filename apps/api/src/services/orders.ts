/**
 * Orders: a member's exchange of points for souvenirs in one locking transaction (ADR 009, ADR 031),
 * and their fulfilment by staff (ADR 035): statuses placed → packed → sent → received, or cancelled with the
 * points refunded exactly once. A move locks the order row, so two taps at the same moment run one
 * after the other and the second finds the order already moved; the refund's ledger row is also
 * unique per order (`wallet_entries_refund_once`).
 */
import {
  checkOrderMove,
  isOrderStatus,
  type OrderStatus,
  orderStatusMessage,
  refundEntryMessage,
} from '@lightbearers/domain';
import { and, asc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import {
  addDays,
  checkExchange,
  type DeliveryMethod,
  HONOUR_DELIVERY,
  isHonourExchange,
  isProductUnlocked,
  lockedProductIds,
} from '../rules.js';
import { type Entity, findMany, type Row, serialize } from '../strapi/engine.js';
import type { Nested } from '../strapi/query.js';
import * as R from '../strapi/resources.js';
import { audit } from './audit.js';
import { lockRow } from './change.js';
import { paged } from './paging.js';
import { recordStock, STOCK_REASONS } from './products.js';
import { lockProducts, lockWallet, move } from './wallets.js';

export type OrderRow = typeof s.orders.$inferSelect;

export type OrderEvent = { status: string; tracking: string | null; note: string | null; at: Date };

/** Each order's status history, oldest first. */
export async function orderHistory(db: Executor, ids: number[]) {
  const out = new Map<number, OrderEvent[]>();
  if (!ids.length) return out;
  const list = await db
    .select()
    .from(s.orderEvents)
    .where(inArray(s.orderEvents.orderId, ids))
    .orderBy(asc(s.orderEvents.orderId), asc(s.orderEvents.id));
  for (const e of list)
    out.set(e.orderId, [
      ...(out.get(e.orderId) ?? []),
      { status: e.status, tracking: e.tracking, note: e.note, at: e.createdAt },
    ]);
  return out;
}

/** The history a member reads: statuses, tracking and moments (staff notes stay with staff). */
export const memberHistory = (events: OrderEvent[]) =>
  events.map((e) => ({ status: e.status, tracking: e.tracking, at: e.at }));

export type MoveResult = { order: OrderRow; changed: boolean };

/**
 * Moves one order to `to` (the domain's transitions; a mailed order needs tracking text to be sent).
 * Cancelling refunds the points through the wallet ledger, puts the stock back (ledgered) and
 * lifts the order's re-exchange limits. Asking again for the status an order already has changes
 * nothing (a second tap). The member is notified; the audit row records before and after.
 */
export async function moveOrder(
  db: Executor,
  actorId: number,
  id: number,
  to: OrderStatus,
  opts: { tracking?: string | null | undefined; note?: string | null | undefined } = {},
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, s.orders, id, 'order');
    const from = isOrderStatus(before.status) ? before.status : 'placed';
    if (from === to && (opts.tracking === undefined || (opts.tracking ?? null) === before.tracking))
      return { order: before, changed: false };
    const check =
      from === to && to === 'sent'
        ? checkOrderMove({ from: 'packed', to, logistic: before.logistic, tracking: opts.tracking ?? null })
        : checkOrderMove({ from, to, logistic: before.logistic, tracking: opts.tracking ?? before.tracking });
    if (!check.ok)
      throw new ApiError(
        check.field === 'status' ? 409 : 400,
        check.message,
        { field: check.field },
        'OrderMoveRefused',
      );
    const now = new Date();
    const [after] = await tx
      .update(s.orders)
      .set({ status: to, tracking: check.tracking, updatedAt: now })
      .where(eq(s.orders.id, id))
      .returning();
    await tx.insert(s.orderEvents).values({
      orderId: id,
      status: to,
      tracking: check.tracking,
      actorId,
      note: opts.note ?? null,
    });
    if (to === 'cancelled' && from !== 'cancelled') {
      if (before.total > 0)
        await move(tx, before.userId, {
          kind: 'refund',
          msg: refundEntryMessage(id),
          current: before.total,
          orderId: id,
        });
      const lines = await tx
        .select()
        .from(s.orderLines)
        .where(eq(s.orderLines.orderId, id))
        .orderBy(asc(s.orderLines.productId));
      for (const l of lines) {
        const [p] = await tx
          .update(s.products)
          .set({ amount: sql`${s.products.amount} + ${l.amount}`, updatedAt: now })
          .where(eq(s.products.id, l.productId))
          .returning({ amount: s.products.amount });
        if (p)
          await recordStock(tx, {
            productId: l.productId,
            delta: l.amount,
            stock: p.amount,
            reason: STOCK_REASONS.cancel,
            actorId,
            orderId: id,
          });
      }
      await tx.delete(s.orderLimits).where(eq(s.orderLimits.orderId, id));
    }
    await tx
      .insert(s.notifications)
      .values({ userId: before.userId, msg: orderStatusMessage(id, to, check.tracking) });
    await audit(tx, {
      actorId,
      action: to === 'cancelled' ? 'order.cancel' : 'order.status',
      entity: 'order',
      entityId: id,
      before,
      after,
      reason: opts.note ?? null,
    });
    return { order: after!, changed: true };
  });
}

export type QueueFilters = {
  status?: OrderStatus | undefined;
  logistic?: string | undefined;
  member?: number | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
  order?: SQL[];
};

const queueWhere = (f: Omit<QueueFilters, 'page' | 'pageSize'>) => {
  const where: SQL[] = [];
  if (f.status) where.push(eq(s.orders.status, f.status));
  if (f.logistic) where.push(eq(s.orders.logistic, f.logistic));
  if (f.member) where.push(eq(s.orders.userId, f.member));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(s.orders.name, like), ilike(s.orders.shipto, like), ilike(s.orders.tracking, like))!);
  }
  return where.length ? and(...where) : undefined;
};

export async function listOrders(db: Executor, f: QueueFilters) {
  return paged(db, s.orders, queueWhere(f), f.order ?? [asc(s.orders.id)], f);
}

/** The lines of each order with its product's name, and each order's member. */
export async function orderDetails(db: Executor, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: s.orderLines.orderId,
          productId: s.orderLines.productId,
          name: s.products.name,
          amount: s.orderLines.amount,
          price: s.orderLines.price,
        })
        .from(s.orderLines)
        .innerJoin(s.products, eq(s.products.id, s.orderLines.productId))
        .where(inArray(s.orderLines.orderId, ids))
        .orderBy(asc(s.orderLines.id))
    : [];
  const uids = [...new Set(rows.map((r) => r.userId))];
  const members = uids.length
    ? await db
        .select({ id: s.members.id, name: s.members.name, at: s.members.at })
        .from(s.members)
        .where(inArray(s.members.id, uids))
    : [];
  return {
    lines: (orderId: number) => lines.filter((l) => l.orderId === orderId).map(({ orderId: _o, ...l }) => l),
    member: (uid: number) => members.find((m) => m.id === uid) ?? { id: uid, name: '', at: null },
  };
}

export const PACKING_LIST_MAX = 500;

/** The orders to pack (oldest first, at most 500) and the total of each product across them. */
export async function packingList(db: Executor, f: { status: OrderStatus; logistic?: string | undefined }) {
  const rows = await db
    .select()
    .from(s.orders)
    .where(queueWhere(f))
    .orderBy(asc(s.orders.id))
    .limit(PACKING_LIST_MAX + 1);
  const truncated = rows.length > PACKING_LIST_MAX;
  const list = rows.slice(0, PACKING_LIST_MAX);
  const details = await orderDetails(db, list);
  const totals = new Map<number, { productId: number; name: string; amount: number }>();
  for (const o of list)
    for (const l of details.lines(o.id)) {
      const t = totals.get(l.productId) ?? { productId: l.productId, name: l.name, amount: 0 };
      t.amount += l.amount;
      totals.set(l.productId, t);
    }
  return {
    list,
    details,
    products: [...totals.values()].sort((a, b) => a.productId - b.productId),
    truncated,
  };
}

/** A CSV cell: quoted, and a leading = + - @ made inert so no spreadsheet runs it as a formula. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const ADDRESS_EXPORT_MAX = 5_000;

/** The mail addresses of the orders a filter selects, as CSV (UTF-8 with a BOM, for spreadsheets). */
export async function addressesCsv(db: Executor, f: { status?: OrderStatus | undefined; logistic: string }) {
  const rows = await db
    .select()
    .from(s.orders)
    .where(queueWhere(f))
    .orderBy(asc(s.orders.id))
    .limit(ADDRESS_EXPORT_MAX);
  const details = await orderDetails(db, rows);
  const header = ['order', 'name', 'address', 'items', 'status', 'tracking', 'placedAt'];
  const lines = rows.map((o) =>
    [
      o.id,
      o.name,
      o.shipto,
      details
        .lines(o.id)
        .map((l) => `${l.name} x${l.amount}`)
        .join('; '),
      o.status,
      o.tracking ?? '',
      o.createdAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export const BULK_ORDERS_MAX = 200;

/** Moves many orders, each on its own (one refused does not stop the others). */
export async function moveOrders(
  db: Executor,
  actorId: number,
  ids: number[],
  to: OrderStatus,
  opts: { tracking?: string | null | undefined; note?: string | null | undefined },
) {
  if (ids.length > BULK_ORDERS_MAX) throw badRequest(`At most ${BULK_ORDERS_MAX} orders at a time`);
  const results: Array<{ id: number; ok: boolean; status?: string; changed?: boolean; error?: string }> = [];
  for (const id of [...new Set(ids)]) {
    try {
      const r = await moveOrder(db, actorId, id, to, opts);
      results.push({ id, ok: true, status: r.order.status, changed: r.changed });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      results.push({ id, ok: false, error: err.message });
    }
  }
  return results;
}

/** Why an exchange is refused: status and message per domain reason. */
const REFUSALS = {
  empty: [400, 'The basket is empty'],
  locked: [409, 'A product in the basket is limited: it can be exchanged again after its unlock date'],
  stock: [409, 'Not enough stock for a product in the basket'],
  limit: [400, 'An amount exceeds the per-exchange limit of its product'],
  points: [409, 'Not enough points for this exchange'],
} as const;

export type OrderRequest = {
  /** The basket: one line per product (amounts of a product already added together). */
  lines: Array<{ productId: number; amount: number }>;
  /** The total the member saw; it must be the products' prices. */
  total: number;
  name: string;
  shipto: string;
  logistic: DeliveryMethod;
  /** The client's Idempotency-Key: the same key answers the order it placed first (ADR 031). */
  idempotencyKey: string | null;
};

/**
 * Places a member's order in one transaction: the wallet locked first (every order of the member
 * runs one after the other, and the idempotency check is safe), the products locked, the domain's
 * exchange check, then the order, its lines, the stock (ledgered), the re-exchange limits, the first
 * status and the points. A refusal changes nothing. Answers the order's id (the earlier order's for
 * a repeated Idempotency-Key).
 */
export async function placeOrder(db: Db, memberId: number, order: OrderRequest, now: Date, today: string) {
  const { lines, idempotencyKey } = order;
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, memberId);
    if (idempotencyKey !== null) {
      const [earlier] = await tx
        .select({ id: s.orders.id })
        .from(s.orders)
        .where(and(eq(s.orders.userId, memberId), eq(s.orders.idempotencyKey, idempotencyKey)));
      if (earlier) return earlier.id;
    }
    // A deleted souvenir is no longer in the shop (read as out of stock, ADR 035).
    const products = (
      await lockProducts(
        tx,
        lines.map((l) => l.productId),
      )
    ).filter((p) => p.deletedAt === null);
    const limits = await tx
      .select()
      .from(s.orderLimits)
      .where(and(eq(s.orderLimits.userId, memberId), gte(s.orderLimits.unlockdate, today)));
    const check = checkExchange({
      currentPoint: wallet.currentPoint,
      lines,
      products: products.map((p) => ({ id: p.id, price: p.price, stock: p.amount, limit: p.limit })),
      lockedProductIds: [
        ...lockedProductIds(
          limits.map((l) => ({ productId: l.productId, unlockDate: l.unlockdate })),
          today,
        ),
        // A souvenir before its unlock moment is locked for everybody (ADR 035).
        ...products.filter((p) => !isProductUnlocked(p.unlockAt, now)).map((p) => p.id),
      ],
    });
    if (!check.ok) {
      const [status, message] = REFUSALS[check.reason];
      throw new ApiError(status, message, { reason: check.reason }, 'ExchangeRefused');
    }
    // Honour awards are presented by the team, never sent: their exchange has no delivery (ADR 041).
    if (
      isHonourExchange(products) &&
      (order.logistic !== HONOUR_DELIVERY.method || order.shipto !== HONOUR_DELIVERY.address)
    )
      throw badRequest(
        'Honour awards are presented by the team: the order takes no delivery address (logistic temple, no shipto)',
      );
    if (check.total !== order.total)
      throw badRequest(`The total does not match the products' prices (expected ${check.total})`, {
        expected: check.total,
      });
    const [placed] = await tx
      .insert(s.orders)
      .values({
        userId: memberId,
        name: order.name,
        total: check.total,
        shipto: order.shipto,
        logistic: order.logistic,
        idempotencyKey,
      })
      .returning();
    const orderId = placed!.id;
    const productById = new Map(products.map((p) => [p.id, p]));
    await tx.insert(s.orderLines).values(
      lines.map((l) => ({
        orderId,
        productId: l.productId,
        amount: l.amount,
        price: productById.get(l.productId)!.price,
      })),
    );
    for (const line of lines) {
      const product = productById.get(line.productId)!;
      await tx
        .update(s.products)
        .set({ amount: product.amount - line.amount, updatedAt: new Date() })
        .where(eq(s.products.id, product.id));
      // Every stock change is ledgered (ADR 035): this one by the member's order.
      await recordStock(tx, {
        productId: product.id,
        delta: -line.amount,
        stock: product.amount - line.amount,
        reason: STOCK_REASONS.order,
        actorId: memberId,
        orderId,
      });
      if (product.lockDays > 0)
        await tx.insert(s.orderLimits).values({
          userId: memberId,
          productId: product.id,
          unlockdate: addDays(today, product.lockDays),
          orderId,
        });
    }
    // The order's status history starts here (ADR 035).
    await tx.insert(s.orderEvents).values({ orderId, status: 'placed', actorId: memberId });
    await move(tx, memberId, {
      kind: 'order',
      msg: `แลกของที่ระลึก OrderNumber ${orderId}`,
      current: -check.total,
    });
    return orderId;
  });
}

/** Orders as a member reads them, with their lines and products (always populated: the lines are a component). */
export async function memberOrderEntities(db: Executor, orderRows: Row[]): Promise<Entity[]> {
  const entities = await serialize(db, R.orderRes, orderRows, { user: {} });
  if (!orderRows.length) return entities;
  const orderIds = orderRows.map((o) => o.id);
  const lines = await db
    .select()
    .from(s.orderLines)
    .where(inArray(s.orderLines.orderId, orderIds))
    .orderBy(s.orderLines.id);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const productRows = productIds.length
    ? ((await db.select().from(s.products).where(inArray(s.products.id, productIds))) as Row[])
    : [];
  const productEntities = new Map(
    (await serialize(db, R.productRes, productRows, { photo: {} })).map((e) => [e.id, e]),
  );
  // Where each order stands and how it got there (ADR 035).
  const history = await orderHistory(db, orderIds);
  for (const e of entities) {
    const row = orderRows.find((o) => o.id === e.id)!;
    e.attributes.status = row.status ?? 'placed';
    e.attributes.tracking = row.tracking ?? null;
    e.attributes.statusHistory = memberHistory(history.get(e.id) ?? []);
    e.attributes.order = lines
      .filter((l) => l.orderId === e.id)
      .map((l) => ({
        id: l.id,
        amount: l.amount,
        price: l.price,
        product: { data: productEntities.get(l.productId) ?? null },
      }));
  }
  return entities;
}

/** One of the member's orders as they read it; another member's is as missing as none (404). */
export async function memberOrder(db: Db, memberId: number, id: number): Promise<Entity> {
  const [row] = (await db.select().from(s.orders).where(eq(s.orders.id, id))) as Row[];
  if (!row || row.userId !== memberId) throw notFound(`order ${id} not found`);
  const [order] = await memberOrderEntities(db, [row]);
  return order!;
}

/** A page of the member's orders (the query's filters, sort and paging; populate is always the lines). */
export async function memberOrders(db: Db, memberId: number, query: Record<string, Nested>) {
  const { populate: _ignored, ...rest } = query;
  const page = await findMany(db, R.orderRes, rest, { where: eq(s.orders.userId, memberId) });
  const ids = page.data.map((e) => e.id);
  const orderRows = ids.length
    ? ((await db.select().from(s.orders).where(inArray(s.orders.id, ids))) as Row[])
    : [];
  const byId = new Map((await memberOrderEntities(db, orderRows)).map((e) => [e.id, e]));
  return { data: page.data.map((e) => byId.get(e.id)!), meta: page.meta };
}

/** The member's own re-exchange limits (a row scope for the generic reads). */
export const orderLimitsOf = (userId: number): SQL => eq(s.orderLimits.userId, userId);
