import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, dbOf, deps, intParam, jsonBody, queryOf, requireUser } from '../context.js';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import {
  addDays,
  addToBasket,
  bangkokToday,
  checkExchange,
  DELIVERY_METHODS,
  HONOUR_DELIVERY,
  isDeliveryAddressValid,
  isHonourExchange,
  isProductUnlocked,
  lockedProductIds,
} from '../rules.js';
import { memberHistory, orderHistory } from '../services/orders.js';
import { recordStock, STOCK_REASONS } from '../services/products.js';
import { type Entity, findMany, type Row, serialize } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';
import { lockProducts, lockWallet, move, swapSharePoints, walletAttrs } from '../wallet.js';

const orderBody = z.object({
  data: z.object({
    name: z.string().max(200).default(''),
    total: z.coerce.number().int().min(0),
    order: z
      .array(
        z.object({
          product: z.coerce.number().int().positive(),
          amount: z.coerce.number().int().positive().max(1000),
        }),
      )
      .max(100),
    shipto: z.string().max(2000).nullish(),
    logistic: z.enum(DELIVERY_METHODS).default('temple'),
    user: z.coerce.number().int().positive(),
  }),
});

const REFUSALS = {
  empty: [400, 'The basket is empty'],
  locked: [409, 'A product in the basket is limited: it can be exchanged again after its unlock date'],
  stock: [409, 'Not enough stock for a product in the basket'],
  limit: [400, 'An amount exceeds the per-exchange limit of its product'],
  points: [409, 'Not enough points for this exchange'],
} as const;

/** An order with its lines and products (always populated: the lines are a component). */
export async function orderEntities(db: Executor, ordersIn: Row[]): Promise<Entity[]> {
  const base = await serialize(db, R.orderRes, ordersIn, { user: {} });
  if (!ordersIn.length) return base;
  const lines = await db
    .select()
    .from(s.orderLines)
    .where(
      inArray(
        s.orderLines.orderId,
        ordersIn.map((o) => o.id),
      ),
    )
    .orderBy(s.orderLines.id);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const prows = productIds.length
    ? ((await db.select().from(s.products).where(inArray(s.products.id, productIds))) as Row[])
    : [];
  const pents = new Map((await serialize(db, R.productRes, prows, { photo: {} })).map((e) => [e.id, e]));
  // Where each order stands and how it got there (ADR 035).
  const history = await orderHistory(
    db,
    ordersIn.map((o) => o.id),
  );
  for (const e of base) {
    const row = ordersIn.find((o) => o.id === e.id)!;
    e.attributes.status = row.status ?? 'placed';
    e.attributes.tracking = row.tracking ?? null;
    e.attributes.statusHistory = memberHistory(history.get(e.id) ?? []);
    e.attributes.order = lines
      .filter((l) => l.orderId === e.id)
      .map((l) => ({
        id: l.id,
        amount: l.amount,
        price: l.price,
        product: { data: pents.get(l.productId) ?? null },
      }));
  }
  return base;
}

export function shopRoutes(app: Hono<AppEnv>) {
  app.get('/api/wallets/getcalpoint', async (c) => {
    const me = requireUser(c);
    const db = dbOf(c);
    await db.insert(s.wallets).values({ userId: me.id }).onConflictDoNothing();
    const [w] = await db.select().from(s.wallets).where(eq(s.wallets.userId, me.id));
    return c.json({ data: { id: me.id, attributes: walletAttrs(w!) }, meta: {} });
  });

  app.post('/api/wallets/swappoint', async (c) => {
    const me = requireUser(c);
    const wallet = await dbOf(c).transaction(async (tx) => {
      const swap = await swapSharePoints(tx, me.id);
      // Thrown inside the transaction: a refusal rolls back everything, the wallet row included.
      if (!swap.ok)
        throw new ApiError(
          400,
          `At least ${swap.minimum} share points are needed to swap (you have ${swap.have})`,
        );
      return swap.wallet;
    });
    return c.json({ data: { id: me.id, attributes: walletAttrs(wallet) }, meta: {} });
  });

  app.get('/api/wallets/listwallet/:page', async (c) => {
    const me = requireUser(c);
    const page = intParam(c, 'page');
    const q = { pagination: { page: String(page), pageSize: '20' }, sort: 'id:desc' };
    return c.json(
      await findMany(dbOf(c), R.walletEntryRes, q, {
        where: and(eq(s.walletEntries.userId, me.id), ne(s.walletEntries.currentDelta, 0)),
      }),
    );
  });

  // ---------------------------------------------------------------- orders
  app.get('/api/orders', async (c) => {
    const me = requireUser(c);
    const q = queryOf(c);
    delete q.populate;
    const list = await findMany(dbOf(c), R.orderRes, q, { where: eq(s.orders.userId, me.id) });
    const ids = list.data.map((e) => e.id);
    const rowsOut = ids.length
      ? ((await dbOf(c).select().from(s.orders).where(inArray(s.orders.id, ids))) as Row[])
      : [];
    const byId = new Map((await orderEntities(dbOf(c), rowsOut)).map((e) => [e.id, e]));
    return c.json({ data: list.data.map((e) => byId.get(e.id)!), meta: list.meta });
  });

  app.get('/api/orders/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const [row] = (await dbOf(c).select().from(s.orders).where(eq(s.orders.id, id))) as Row[];
    // Another member's order is as invisible as a missing one.
    if (!row || row.userId !== me.id) throw notFound(`order ${id} not found`);
    const [e] = await orderEntities(dbOf(c), [row]);
    return c.json({ data: e, meta: {} });
  });

  app.post('/api/orders', async (c) => {
    const me = requireUser(c);
    const key = c.req.header('Idempotency-Key') ?? null;
    if (key !== null && (key.length === 0 || key.length > 100))
      throw badRequest('Idempotency-Key must be 1–100 characters');
    const { data } = await jsonBody(c, orderBody);
    if (data.user !== me.id) throw forbidden("An order's user must be the signed-in member");
    const shipto = (data.shipto ?? '').trim();
    if (!isDeliveryAddressValid(data.logistic, shipto))
      throw badRequest(
        'The delivery address must be longer than 5 characters for mail and coordinator delivery',
      );
    let lines: Array<{ productId: number; amount: number }> = [];
    for (const l of data.order) lines = addToBasket(lines, l.product, l.amount);
    const today = bangkokToday(deps(c).now());
    const orderId = await dbOf(c).transaction(async (tx) => {
      // The wallet lock serialises every order of this member (and makes the idempotency check safe).
      const wallet = await lockWallet(tx, me.id);
      if (key !== null) {
        const [prev] = await tx
          .select({ id: s.orders.id })
          .from(s.orders)
          .where(and(eq(s.orders.userId, me.id), eq(s.orders.idempotencyKey, key)));
        if (prev) return prev.id;
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
        .where(and(eq(s.orderLimits.userId, me.id), gte(s.orderLimits.unlockdate, today)));
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
          ...products.filter((p) => !isProductUnlocked(p.unlockAt, deps(c).now())).map((p) => p.id),
        ],
      });
      if (!check.ok) {
        const [status, message] = REFUSALS[check.reason];
        throw new ApiError(status, message, { reason: check.reason }, 'ExchangeRefused');
      }
      // Honour awards are presented by the team, never sent: their exchange has no delivery (ADR 041).
      if (
        isHonourExchange(products) &&
        (data.logistic !== HONOUR_DELIVERY.method || shipto !== HONOUR_DELIVERY.address)
      )
        throw badRequest(
          'Honour awards are presented by the team: the order takes no delivery address (logistic temple, no shipto)',
        );
      if (check.total !== data.total)
        throw badRequest(`The total does not match the products' prices (expected ${check.total})`, {
          expected: check.total,
        });
      const [order] = await tx
        .insert(s.orders)
        .values({
          userId: me.id,
          name: data.name,
          total: check.total,
          shipto,
          logistic: data.logistic,
          idempotencyKey: key,
        })
        .returning();
      const byId = new Map(products.map((p) => [p.id, p]));
      await tx.insert(s.orderLines).values(
        lines.map((l) => ({
          orderId: order!.id,
          productId: l.productId,
          amount: l.amount,
          price: byId.get(l.productId)!.price,
        })),
      );
      for (const l of lines) {
        const p = byId.get(l.productId)!;
        await tx
          .update(s.products)
          .set({ amount: p.amount - l.amount, updatedAt: new Date() })
          .where(eq(s.products.id, p.id));
        // Every stock change is ledgered (ADR 035): this one by the member's order.
        await recordStock(tx, {
          productId: p.id,
          delta: -l.amount,
          stock: p.amount - l.amount,
          reason: STOCK_REASONS.order,
          actorId: me.id,
          orderId: order!.id,
        });
        if (p.lockDays > 0)
          await tx.insert(s.orderLimits).values({
            userId: me.id,
            productId: p.id,
            unlockdate: addDays(today, p.lockDays),
            orderId: order!.id,
          });
      }
      // The order's status history starts here (ADR 035).
      await tx.insert(s.orderEvents).values({ orderId: order!.id, status: 'placed', actorId: me.id });
      await move(tx, me.id, {
        kind: 'order',
        msg: `แลกของที่ระลึก OrderNumber ${order!.id}`,
        current: -check.total,
      });
      return order!.id;
    });
    const [row] = (await dbOf(c).select().from(s.orders).where(eq(s.orders.id, orderId))) as Row[];
    const [e] = await orderEntities(dbOf(c), [row!]);
    return c.json({ data: e, meta: {} });
  });
}
