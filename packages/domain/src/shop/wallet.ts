/**
 * Wallet rules. A wallet has three balances (product §4, §7): `current_point` (spendable in the
 * shop), `can_change_total` (share points not swapped yet) and `all_time_total` (every share point
 * ever earned).
 */
/** The unit points are shown in. */
export const POINT_UNIT = 'คะแนน';

/** One share earns this many share points (product §4: 1 share = 1 point). */
export const POINTS_PER_SHARE = 1;

/** Points may be swapped once at least this many share points can be changed (product §4, §9). */
export const SWAP_MINIMUM = 100;

/** True when the wallet's `can_change_total` allows a swap (at least 100). */
export function canSwap(canChangeTotal: number | null | undefined): boolean {
  return typeof canChangeTotal === 'number' && canChangeTotal >= SWAP_MINIMUM;
}

/** A change of each balance (positive or negative). */
export interface WalletMovement {
  current: number;
  canChange: number;
  allTime: number;
}

/** What a swap does, or why it is refused (`have` is below `minimum`). */
export type SwapPlan =
  | { ok: true; points: number; movement: WalletMovement; message: string }
  | { ok: false; minimum: number; have: number };

/** The ledger message of a swap of `points` share points. */
export function swapEntryMessage(points: number): string {
  return `แลกคะแนนแชร์ ${points} ${POINT_UNIT}`;
}

/**
 * A point swap (product §4): allowed when `can_change_total` is at least `SWAP_MINIMUM`; it moves the
 * whole of `can_change_total` into `current_point`, one share point for one point, and leaves
 * `all_time_total` alone (share counts are not reduced).
 */
export function planSwap(canChangeTotal: number | null | undefined): SwapPlan {
  const have = typeof canChangeTotal === 'number' && Number.isFinite(canChangeTotal) ? canChangeTotal : 0;
  if (have !== canChangeTotal || !canSwap(have)) return { ok: false, minimum: SWAP_MINIMUM, have };
  return {
    ok: true,
    points: have,
    movement: { current: have, canChange: -have, allTime: 0 },
    message: swapEntryMessage(have),
  };
}

/** Whether a wallet entry brought points in (`status` `in`) or paid them out (anything else). */
export function walletEntryDirection(status: string | null | undefined): 'received' | 'paid' {
  return status === 'in' ? 'received' : 'paid';
}

/** The order number a wallet entry's message mentions (`OrderNumber 12`), for a link to /coin/order/{id}. */
export function orderIdFromWalletMessage(msg: string | null | undefined): number | null {
  const match = /OrderNumber[\s:#]*(\d{1,15})/i.exec(msg ?? '');
  return match ? Number(match[1]) : null;
}
