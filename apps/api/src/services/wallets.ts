/**
 * Points as a ledger (ADR 009): every movement is a ledger entry with the running totals, and the
 * wallet row holds the latest totals. A movement of a member's points locks their wallet row first.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.js';
import * as s from '../db/schema.js';
import { ApiError } from '../errors.js';
import { planSwap, type WalletMovement } from '../rules.js';
import { findMany } from '../strapi/engine.js';
import * as R from '../strapi/resources.js';

export type WalletRow = typeof s.wallets.$inferSelect;

/** Locks the member's wallet row for the rest of the transaction (creating it when missing). */
export async function lockWallet(tx: Tx, userId: number): Promise<WalletRow> {
  await tx.insert(s.wallets).values({ userId }).onConflictDoNothing();
  const [wallet] = await tx.select().from(s.wallets).where(eq(s.wallets.userId, userId)).for('update');
  return wallet!;
}

/** One ledger movement: a change of each balance (positive or negative; missing = 0). */
export type Movement = Partial<WalletMovement> & {
  kind: 'share' | 'swap' | 'order' | 'grant' | 'refund';
  msg: string;
  createdAt?: Date;
  /** The order a refund returns: at most one refund per order (`wallet_entries_refund_once`). */
  orderId?: number;
};

/**
 * Applies one movement: a ledger entry with the running totals, and the wallet row (the ledger's
 * latest totals) updated in the same statement order. Call inside a transaction.
 */
export async function move(tx: Executor, userId: number, m: Movement): Promise<WalletRow> {
  const dc = m.current ?? 0;
  const dx = m.canChange ?? 0;
  const da = m.allTime ?? 0;
  await tx.insert(s.wallets).values({ userId }).onConflictDoNothing();
  const [wallet] = await tx
    .update(s.wallets)
    .set({
      currentPoint: sql`${s.wallets.currentPoint} + ${dc}`,
      canChangeTotal: sql`${s.wallets.canChangeTotal} + ${dx}`,
      allTimeTotal: sql`${s.wallets.allTimeTotal} + ${da}`,
      updatedAt: m.createdAt ?? new Date(),
    })
    .where(eq(s.wallets.userId, userId))
    .returning();
  const main = dc !== 0 ? dc : dx !== 0 ? dx : da;
  await tx.insert(s.walletEntries).values({
    userId,
    kind: m.kind,
    msg: m.msg,
    status: main >= 0 ? 'in' : 'out',
    amount: Math.abs(main),
    total: wallet!.currentPoint,
    currentDelta: dc,
    canChangeDelta: dx,
    allTimeDelta: da,
    canChangeTotal: wallet!.canChangeTotal,
    allTimeTotal: wallet!.allTimeTotal,
    orderId: m.orderId ?? null,
    ...(m.createdAt ? { createdAt: m.createdAt, updatedAt: m.createdAt } : {}),
  });
  return wallet!;
}

/**
 * A point swap by domain's rule (`planSwap`): locks the member's wallet and, when it holds enough
 * share points, moves them all into current points. Call inside a transaction; a refusal changes
 * nothing and says what was needed.
 */
export async function swapSharePoints(
  tx: Tx,
  userId: number,
): Promise<{ ok: true; wallet: WalletRow } | { ok: false; minimum: number; have: number }> {
  const plan = planSwap((await lockWallet(tx, userId)).canChangeTotal);
  if (!plan.ok) return plan;
  return { ok: true, wallet: await move(tx, userId, { kind: 'swap', msg: plan.message, ...plan.movement }) };
}

/** Balances recomputed from the ledger alone (used by tests and the consistency check). */
export async function ledgerBalances(db: Executor, userId: number) {
  const [sums] = await db
    .select({
      current: sql<number>`coalesce(sum(${s.walletEntries.currentDelta}), 0)::int`,
      canChange: sql<number>`coalesce(sum(${s.walletEntries.canChangeDelta}), 0)::int`,
      allTime: sql<number>`coalesce(sum(${s.walletEntries.allTimeDelta}), 0)::int`,
    })
    .from(s.walletEntries)
    .where(eq(s.walletEntries.userId, userId));
  return {
    current_point: Number(sums!.current),
    can_change_total: Number(sums!.canChange),
    all_time_total: Number(sums!.allTime),
  };
}

export async function lockProducts(tx: Tx, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(s.products)
    .where(inArray(s.products.id, ids))
    .orderBy(asc(s.products.id))
    .for('update');
}

export const walletAttrs = (wallet: WalletRow) => ({
  current_point: wallet.currentPoint,
  can_change_total: wallet.canChangeTotal,
  all_time_total: wallet.allTimeTotal,
  updatedAt: wallet.updatedAt,
});

/** The member's wallet (created, empty, on first read). */
export async function walletOf(db: Db, userId: number): Promise<WalletRow> {
  await db.insert(s.wallets).values({ userId }).onConflictDoNothing();
  const [wallet] = await db.select().from(s.wallets).where(eq(s.wallets.userId, userId));
  return wallet!;
}

/**
 * Swaps all the member's share points into current points (`planSwap`), in one transaction; a
 * refusal (too few share points) answers 400 and changes nothing, the wallet row included.
 */
export async function swapPoints(db: Db, userId: number): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const swap = await swapSharePoints(tx, userId);
    // Thrown inside the transaction: a refusal rolls back everything, the wallet row included.
    if (!swap.ok)
      throw new ApiError(
        400,
        `At least ${swap.minimum} share points are needed to swap (you have ${swap.have})`,
      );
    return swap.wallet;
  });
}

/** A page (20 a page, newest first) of the member's ledger entries that moved current points. */
export function ledgerPage(db: Db, userId: number, page: number) {
  const query = { pagination: { page: String(page), pageSize: '20' }, sort: 'id:desc' };
  return findMany(db, R.walletEntryRes, query, {
    where: and(eq(s.walletEntries.userId, userId), ne(s.walletEntries.currentDelta, 0)),
  });
}
