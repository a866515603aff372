import type { Dayjs } from 'dayjs';
import { graphemeLength } from '../text/graphemes';
import { bangkokCalendarDay, calendarDay } from '../time/bangkok';

/** One product in the basket and how many of it. */
export interface BasketLine {
  productId: number;
  amount: number;
}

/** What the exchange rules need of a product: points per unit, stock, and most per exchange (`null`: no limit). */
export interface ProductRule {
  id: number;
  price: number;
  stock: number;
  limit: number | null;
}

const wholeAmount = (amount: number) => (Number.isFinite(amount) ? Math.trunc(amount) : 0);

/** Sets one line's amount: at 0 or less the line goes, an unknown product is appended. */
export function setBasketAmount(
  lines: readonly BasketLine[],
  productId: number,
  amount: number,
): BasketLine[] {
  const next = wholeAmount(amount);
  const exists = lines.some((l) => l.productId === productId);
  if (next <= 0) return lines.filter((l) => l.productId !== productId);
  if (!exists) return [...lines, { productId, amount: next }];
  return lines.map((l) => (l.productId === productId ? { productId, amount: next } : l));
}

/** Adds `amount` of a product; the same product adds up on its line (and a line reduced to 0 goes). */
export function addToBasket(lines: readonly BasketLine[], productId: number, amount = 1): BasketLine[] {
  const current = lines.find((l) => l.productId === productId)?.amount ?? 0;
  return setBasketAmount(lines, productId, current + wholeAmount(amount));
}

// Lines of the same product count together, and non-positive amounts count as nothing.
function mergedLines(lines: readonly BasketLine[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) {
    const amount = wholeAmount(line.amount);
    if (amount > 0) merged.set(line.productId, (merged.get(line.productId) ?? 0) + amount);
  }
  return merged;
}

/** The basket's cost in points; lines whose product is unknown cost nothing. */
export function basketTotal(lines: readonly BasketLine[], products: readonly ProductRule[]): number {
  const byId = new Map(products.map((p) => [p.id, p]));
  let total = 0;
  for (const [productId, amount] of mergedLines(lines)) total += (byId.get(productId)?.price ?? 0) * amount;
  return total;
}

/** Why an exchange cannot go ahead. */
export type ExchangeRefusal = 'empty' | 'points' | 'limit' | 'stock' | 'locked';

/** The outcome of checking a basket against the wallet and the products. */
export type ExchangeCheck =
  | { ok: true; total: number }
  | { ok: false; total: number; reason: ExchangeRefusal };

/**
 * Whether the basket may be exchanged (product §5 "Basket"). Reasons are checked in the order empty,
 * locked (an order limit not yet unlocked), stock (including a product no longer offered), limit,
 * points; the first that applies is reported.
 */
export function checkExchange(input: {
  currentPoint: number;
  lines: readonly BasketLine[];
  products: readonly ProductRule[];
  lockedProductIds?: readonly number[];
}): ExchangeCheck {
  const merged = mergedLines(input.lines);
  const total = basketTotal(input.lines, input.products);
  const refuse = (reason: ExchangeRefusal): ExchangeCheck => ({ ok: false, total, reason });
  if (merged.size === 0) return refuse('empty');
  const locked = new Set(input.lockedProductIds ?? []);
  if ([...merged.keys()].some((id) => locked.has(id))) return refuse('locked');
  const byId = new Map(input.products.map((p) => [p.id, p]));
  for (const [productId, amount] of merged) {
    const product = byId.get(productId);
    if (!product || amount > product.stock) return refuse('stock');
  }
  for (const [productId, amount] of merged) {
    const limit = byId.get(productId)!.limit;
    if (limit !== null && amount > limit) return refuse('limit');
  }
  if (!Number.isFinite(input.currentPoint) || input.currentPoint - total < 0) return refuse('points');
  return { ok: true, total };
}

/** A product's order limit: exchanged again only after `unlockDate` (a Bangkok `YYYY-MM-DD` day or a timestamp). */
export interface OrderLimit {
  productId: number;
  unlockDate: string;
}

/** An order limit that still locks its product, with its unlock day (a dayjs day, see `calendarDay`). */
export interface LockingLimit {
  productId: number;
  unlockDay: Dayjs;
}

/**
 * The order limits that still lock their product on `today` (a `YYYY-MM-DD` day): those whose unlock
 * day — a `YYYY-MM-DD` day as written, a timestamp's Bangkok day — is today or later. A limit whose
 * date is not a date locks nothing; a `today` that is not a day is a RangeError.
 */
export function lockingLimits(limits: readonly OrderLimit[], today: string): LockingLimit[] {
  const day = calendarDay(today);
  if (!day) throw new RangeError(`lockingLimits: today is not a day: ${today}`);
  const locking: LockingLimit[] = [];
  for (const limit of limits) {
    const unlockDay = bangkokCalendarDay(limit.unlockDate);
    if (unlockDay && !unlockDay.isBefore(day)) locking.push({ productId: limit.productId, unlockDay });
  }
  return locking;
}

/** Products still locked today: those whose unlock day is today or later (product §7 "order-limits"). */
export function lockedProductIds(limits: readonly OrderLimit[], today: string): number[] {
  return [...new Set(lockingLimits(limits, today).map((l) => l.productId))];
}

/** How souvenirs reach the member, in the order the basket offers them. */
export const DELIVERY_METHODS = ['temple', 'coor', 'mail'] as const;

/** How souvenirs reach the member: picked up at the temple, through a coordinator, or by mail. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The delivery method chosen until the member picks another. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'temple';

/** Mail and coordinator addresses need more than this many characters after trimming. */
export const DELIVERY_ADDRESS_MIN_EXCLUSIVE = 5;

/** True for a `DeliveryMethod`. */
export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);
}

/**
 * An exchange of honour awards only (product §5: "for honour-award exchange the user may only skip
 * the hint"): the team presents them, nothing is sent, so the delivery step offers nothing to fill
 * in — the member may only skip it (ADR 041). An empty list is no such exchange.
 */
export function isHonourExchange(products: readonly { honour: boolean }[]): boolean {
  return products.length > 0 && products.every((p) => p.honour);
}

/** The delivery an honour-award exchange records: handed over by the team, no address. */
export const HONOUR_DELIVERY: Readonly<{ method: DeliveryMethod; address: string }> = {
  method: 'temple',
  address: '',
};

/** Mail and coor need an address of more than 5 characters after trimming; temple may be blank. */
export function isDeliveryAddressValid(method: DeliveryMethod, address: string | null | undefined): boolean {
  if (method === 'temple') return true;
  return graphemeLength((address ?? '').trim()) > DELIVERY_ADDRESS_MIN_EXCLUSIVE;
}
