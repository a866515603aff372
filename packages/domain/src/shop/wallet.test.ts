import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSwap,
  orderIdFromWalletMessage,
  POINTS_PER_SHARE,
  planSwap,
  SWAP_MINIMUM,
  swapEntryMessage,
  walletEntryDirection,
} from './wallet';

describe('wallet entries', () => {
  it('reads in as received and anything else as paid', () => {
    expect(walletEntryDirection('in')).toBe('received');
    expect(walletEntryDirection('out')).toBe('paid');
    expect(walletEntryDirection(null)).toBe('paid');
  });

  it('finds the order number in the message', () => {
    expect(orderIdFromWalletMessage('แลกของที่ระลึก OrderNumber 42')).toBe(42);
    expect(orderIdFromWalletMessage('ordernumber:#7')).toBe(7);
    expect(orderIdFromWalletMessage('แชร์โพสต์')).toBeNull();
    expect(orderIdFromWalletMessage(undefined)).toBeNull();
  });
});

describe('swap rules (product §4, §9)', () => {
  it('one share earns one point; a swap needs at least 100', () => {
    expect(POINTS_PER_SHARE).toBe(1);
    expect(SWAP_MINIMUM).toBe(100);
    expect(canSwap(100)).toBe(true);
    expect(canSwap(99)).toBe(false);
    expect(canSwap(null)).toBe(false);
    expect(canSwap(Number.NaN)).toBe(false);
  });

  it('moves every share point into current points and leaves the share count alone', () => {
    expect(planSwap(137)).toEqual({
      ok: true,
      points: 137,
      movement: { current: 137, canChange: -137, allTime: 0 },
      message: 'แลกคะแนนแชร์ 137 คะแนน',
    });
    expect(planSwap(100)).toMatchObject({ ok: true, points: 100 });
  });

  it('refuses below the minimum, saying what is needed and what there is', () => {
    expect(planSwap(99)).toEqual({ ok: false, minimum: 100, have: 99 });
    expect(planSwap(0)).toEqual({ ok: false, minimum: 100, have: 0 });
    expect(planSwap(null)).toEqual({ ok: false, minimum: 100, have: 0 });
    expect(planSwap(undefined)).toEqual({ ok: false, minimum: 100, have: 0 });
    expect(planSwap(Number.NaN)).toEqual({ ok: false, minimum: 100, have: 0 });
    expect(planSwap(Number.POSITIVE_INFINITY)).toEqual({ ok: false, minimum: 100, have: 0 });
  });

  it('a swap keeps the sum of current and share points, and empties the share points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (canChange) => {
        const plan = planSwap(canChange);
        expect(plan.ok).toBe(canChange >= SWAP_MINIMUM);
        if (!plan.ok) return;
        const { current, canChange: delta, allTime } = plan.movement;
        expect(current + delta).toBe(0);
        expect(canChange + delta).toBe(0);
        expect(allTime).toBe(0);
      }),
    );
  });

  it('writes the ledger message in Thai with the number of points', () => {
    expect(swapEntryMessage(250)).toBe('แลกคะแนนแชร์ 250 คะแนน');
  });
});
