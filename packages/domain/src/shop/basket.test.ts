import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  type BasketLine,
  basketTotal,
  checkExchange,
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHODS,
  HONOUR_DELIVERY,
  isDeliveryAddressValid,
  isDeliveryMethod,
  isHonourExchange,
  lockedProductIds,
  type ProductRule,
  setBasketAmount,
} from './basket';

const products: ProductRule[] = [
  { id: 1, price: 50, stock: 10, limit: 2 },
  { id: 2, price: 30, stock: 1, limit: null },
  { id: 3, price: 5, stock: 100, limit: 50 },
];

describe('addToBasket', () => {
  it('adds one by default and adds up the same product', () => {
    let lines = addToBasket([], 1);
    expect(lines).toEqual([{ productId: 1, amount: 1 }]);
    lines = addToBasket(lines, 1, 2);
    lines = addToBasket(lines, 2);
    expect(lines).toEqual([
      { productId: 1, amount: 3 },
      { productId: 2, amount: 1 },
    ]);
  });

  it('removes a line reduced to zero and does not mutate its input', () => {
    const lines: BasketLine[] = [{ productId: 1, amount: 1 }];
    expect(addToBasket(lines, 1, -1)).toEqual([]);
    expect(lines).toEqual([{ productId: 1, amount: 1 }]);
  });

  it('ignores amounts that are not numbers and drops fractions', () => {
    expect(addToBasket([], 1, Number.NaN)).toEqual([]);
    expect(addToBasket([], 1, 2.9)).toEqual([{ productId: 1, amount: 2 }]);
  });
});

describe('setBasketAmount', () => {
  it('sets, appends and removes at zero or less', () => {
    const lines: BasketLine[] = [
      { productId: 1, amount: 2 },
      { productId: 2, amount: 1 },
    ];
    expect(setBasketAmount(lines, 1, 5)).toEqual([
      { productId: 1, amount: 5 },
      { productId: 2, amount: 1 },
    ]);
    expect(setBasketAmount(lines, 3, 1)).toHaveLength(3);
    expect(setBasketAmount(lines, 1, 0)).toEqual([{ productId: 2, amount: 1 }]);
    expect(setBasketAmount(lines, 2, -3)).toEqual([{ productId: 1, amount: 2 }]);
  });

  it('keeps one line per product with a positive amount whatever the operations', () => {
    const op = fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 4 }), fc.integer({ min: -5, max: 5 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let lines: BasketLine[] = [];
        for (const [set, id, amount] of ops)
          lines = set ? setBasketAmount(lines, id, amount) : addToBasket(lines, id, amount);
        const ids = lines.map((l) => l.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of lines) expect(line.amount).toBeGreaterThan(0);
      }),
    );
  });
});

describe('basketTotal', () => {
  it('sums price times amount and ignores unknown products', () => {
    expect(
      basketTotal(
        [
          { productId: 1, amount: 2 },
          { productId: 3, amount: 4 },
          { productId: 99, amount: 1 },
        ],
        products,
      ),
    ).toBe(120);
    expect(basketTotal([], products)).toBe(0);
  });
});

describe('checkExchange', () => {
  const check = (lines: BasketLine[], currentPoint = 1000, lockedProductIds?: number[]) =>
    checkExchange({ currentPoint, lines, products, lockedProductIds });

  it('allows an exchange within points, limits and stock', () => {
    expect(check([{ productId: 1, amount: 2 }], 100)).toEqual({ ok: true, total: 100 });
  });

  it('refuses an empty basket', () => {
    expect(check([])).toEqual({ ok: false, total: 0, reason: 'empty' });
    expect(check([{ productId: 1, amount: 0 }])).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('refuses when points would go negative', () => {
    expect(check([{ productId: 1, amount: 2 }], 99)).toEqual({ ok: false, total: 100, reason: 'points' });
    expect(check([{ productId: 1, amount: 1 }], Number.NaN)).toMatchObject({ reason: 'points' });
  });

  it('refuses more than the per-exchange limit, counting split lines together', () => {
    expect(check([{ productId: 1, amount: 3 }])).toMatchObject({ ok: false, reason: 'limit' });
    expect(
      check([
        { productId: 1, amount: 2 },
        { productId: 1, amount: 1 },
      ]),
    ).toMatchObject({ ok: false, reason: 'limit' });
  });

  it('refuses more than the stock, or a product no longer offered', () => {
    expect(check([{ productId: 2, amount: 2 }])).toMatchObject({ ok: false, reason: 'stock' });
    expect(check([{ productId: 42, amount: 1 }])).toMatchObject({ ok: false, reason: 'stock' });
  });

  it('refuses a product locked by an order limit', () => {
    expect(check([{ productId: 3, amount: 1 }], 1000, [3])).toEqual({
      ok: false,
      total: 5,
      reason: 'locked',
    });
  });

  it('reports locked before stock, stock before limit and limit before points', () => {
    expect(check([{ productId: 2, amount: 5 }], 0, [2])).toMatchObject({ reason: 'locked' });
    expect(
      check(
        [
          { productId: 1, amount: 9 },
          { productId: 2, amount: 5 },
        ],
        0,
      ),
    ).toMatchObject({ reason: 'stock' });
    expect(check([{ productId: 1, amount: 3 }], 0)).toMatchObject({ reason: 'limit' });
  });

  it('is ok exactly when no rule is broken', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: -1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.integer({ min: 0, max: 1000 }), (lines, points) => {
        const result = checkExchange({ currentPoint: points, lines, products });
        expect(result.total).toBe(basketTotal(lines, products));
        if (result.ok) {
          expect(points - result.total).toBeGreaterThanOrEqual(0);
          for (const p of products) {
            const amount = lines
              .filter((l) => l.productId === p.id && l.amount > 0)
              .reduce((s, l) => s + l.amount, 0);
            expect(amount).toBeLessThanOrEqual(p.stock);
            if (p.limit !== null) expect(amount).toBeLessThanOrEqual(p.limit);
          }
        }
      }),
    );
  });
});

describe('lockedProductIds', () => {
  it('locks products whose unlock day is today or later', () => {
    const limits = [
      { productId: 1, unlockDate: '2024-06-01' },
      { productId: 2, unlockDate: '2024-05-31' },
      { productId: 3, unlockDate: '2024-07-01T00:00:00.000Z' },
      { productId: 1, unlockDate: '2024-08-01' },
      // 17:00 UTC on 31 May is already 1 June in Bangkok.
      { productId: 4, unlockDate: '2024-05-31T17:00:00.000Z' },
      { productId: 5, unlockDate: '2024-05-31T16:59:00.000Z' },
      { productId: 6, unlockDate: 'soon' },
    ];
    expect(lockedProductIds(limits, '2024-06-01')).toEqual([1, 3, 4]);
  });
});

describe('delivery', () => {
  it('offers temple, coor and mail, temple first and by default', () => {
    expect(DELIVERY_METHODS).toEqual(['temple', 'coor', 'mail']);
    expect(DEFAULT_DELIVERY_METHOD).toBe('temple');
    expect(isDeliveryMethod('mail')).toBe(true);
    expect(isDeliveryMethod('shipping')).toBe(false);
  });

  it('needs more than 5 characters after trimming for mail and coor', () => {
    expect(isDeliveryAddressValid('mail', '12345')).toBe(false);
    expect(isDeliveryAddressValid('mail', '  12345  ')).toBe(false);
    expect(isDeliveryAddressValid('mail', '123456')).toBe(true);
    expect(isDeliveryAddressValid('coor', 'คุณสมชาย')).toBe(true);
    expect(isDeliveryAddressValid('coor', null)).toBe(false);
    // Five Thai clusters are five characters even though they are eight code units.
    expect(isDeliveryAddressValid('mail', 'น้ำใจดีดี')).toBe(false);
  });

  it('lets temple pick-up be blank', () => {
    expect(isDeliveryAddressValid('temple', '')).toBe(true);
    expect(isDeliveryAddressValid('temple', undefined)).toBe(true);
  });
});

describe('honour-award exchange', () => {
  it('is an exchange of honour awards only', () => {
    expect(isHonourExchange([{ honour: true }, { honour: true }])).toBe(true);
    expect(isHonourExchange([{ honour: true }, { honour: false }])).toBe(false);
    expect(isHonourExchange([{ honour: false }])).toBe(false);
    expect(isHonourExchange([])).toBe(false);
  });

  it('records no address: handed over by the team', () => {
    expect(HONOUR_DELIVERY).toEqual({ method: 'temple', address: '' });
    expect(isDeliveryAddressValid(HONOUR_DELIVERY.method, HONOUR_DELIVERY.address)).toBe(true);
  });
});
