import { describe, expect, it } from 'vitest';
import { productStanding } from './product';

const today = '2026-11-24';

describe('productStanding', () => {
  it('is available up to the smaller of stock and limit', () => {
    expect(productStanding({ id: 1, price: 50, stock: 10, limit: 2 }, [], today)).toEqual({
      availability: 'available',
      unlockDay: null,
      most: 2,
    });
    expect(productStanding({ id: 1, price: 50, stock: 3, limit: 5 }, [], today).most).toBe(3);
    expect(productStanding({ id: 1, price: 50, stock: 7, limit: null }, [], today).most).toBe(7);
  });

  it('is sold out without stock', () => {
    expect(productStanding({ id: 1, price: 50, stock: 0, limit: 2 }, [], today)).toEqual({
      availability: 'soldOut',
      unlockDay: null,
      most: 0,
    });
    expect(productStanding({ id: 1, price: 50, stock: Number.NaN, limit: 2 }, [], today).availability).toBe(
      'soldOut',
    );
  });

  it('is limited by its own order limit from today on, showing the latest unlock day', () => {
    const limits = [
      { productId: 1, unlockDate: '2026-12-01' },
      { productId: 1, unlockDate: '2026-12-15' },
      { productId: 2, unlockDate: '2027-01-01' },
    ];
    expect(productStanding({ id: 1, price: 50, stock: 0, limit: 2 }, limits, today)).toEqual({
      availability: 'limited',
      unlockDay: '2026-12-15',
      most: 0,
    });
    expect(productStanding({ id: 3, price: 50, stock: 4, limit: 2 }, limits, today).availability).toBe(
      'available',
    );
  });

  it('locks on the unlock day itself, frees the day after, and reads timestamps on the Bangkok calendar', () => {
    const product = { id: 1, price: 50, stock: 4, limit: 2 };
    expect(productStanding(product, [{ productId: 1, unlockDate: today }], today).availability).toBe(
      'limited',
    );
    expect(productStanding(product, [{ productId: 1, unlockDate: '2026-11-23' }], today).availability).toBe(
      'available',
    );
    // 17:00 UTC on 23 Nov is already 24 Nov in Bangkok.
    expect(
      productStanding(product, [{ productId: 1, unlockDate: '2026-11-23T17:00:00.000Z' }], today),
    ).toEqual({
      availability: 'limited',
      unlockDay: '2026-11-24',
      most: 0,
    });
    expect(productStanding(product, [{ productId: 1, unlockDate: 'soon' }], today).availability).toBe(
      'available',
    );
  });
});
