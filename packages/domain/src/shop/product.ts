import type { Dayjs } from 'dayjs';
import { DAY_FORMAT } from '../time/bangkok';
import { lockingLimits, type OrderLimit, type ProductRule } from './basket';

/** Whether a member may add a product now: yes, no stock left, or locked by an order limit. */
export const PRODUCT_AVAILABILITIES = ['available', 'soldOut', 'limited'] as const;

/** Whether a member may add a product now: yes, no stock left, or locked by an order limit. */
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** What the shop shows about one product for one member today. */
export interface ProductStanding {
  availability: ProductAvailability;
  /** The Bangkok day (`YYYY-MM-DD`) after which a limited product may be exchanged again, else `null`. */
  unlockDay: string | null;
  /** The most of it one exchange may hold: the smaller of stock and limit, 0 unless available. */
  most: number;
}

/**
 * A product's standing for a member today (product §4 "Limited product", §5 "Basket"). An order limit
 * whose unlock day is today or later locks it (the latest such day is the one shown); a locked
 * product reads as limited even when its stock is gone, because the member learns the date. Else
 * a product without stock is sold out. `most` is what the basket may hold of it.
 */
export function productStanding(
  product: ProductRule,
  limits: readonly OrderLimit[],
  today: string,
): ProductStanding {
  let unlockDay: Dayjs | null = null;
  for (const limit of lockingLimits(limits, today)) {
    if (limit.productId === product.id && (unlockDay === null || limit.unlockDay.isAfter(unlockDay)))
      unlockDay = limit.unlockDay;
  }
  if (unlockDay !== null)
    return { availability: 'limited', unlockDay: unlockDay.format(DAY_FORMAT), most: 0 };
  const stock = Number.isFinite(product.stock) ? Math.max(0, Math.trunc(product.stock)) : 0;
  if (stock === 0) return { availability: 'soldOut', unlockDay: null, most: 0 };
  const limit = product.limit === null ? stock : Math.max(0, Math.trunc(product.limit));
  return { availability: 'available', unlockDay: null, most: Math.min(stock, limit) };
}
