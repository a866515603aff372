import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  getOrder,
  getOrderLimits,
  getOrders,
  getProduct,
  getProducts,
  getWallet,
  getWalletEntries,
  newIdempotencyKey,
  placeOrder,
  swapPoints,
} from './shop';

const ctx = setupMockApi();

describe('products', () => {
  it('getProducts: populate photo, 20 a page; getProduct: one', async () => {
    const page = await getProducts(ctx.client, 2);
    expect(queryOf(await ctx.last())).toMatchObject({
      'populate[0]': 'photo',
      'pagination[page]': '2',
      'pagination[pageSize]': '20',
    });
    expect(page).toMatchObject({ page: 2, pageSize: 20, total: 24, pageCount: 2 });
    expect(page.items).toHaveLength(4);
    const wire = ctx.mock.db.products[0];
    const product = await getProduct(ctx.client, 1);
    expect((await ctx.last()).path).toBe('/api/products/1');
    expect(product).toMatchObject({
      id: 1,
      name: wire?.attributes.name,
      price: wire?.attributes.price,
      stock: wire?.attributes.amount,
      limit: wire?.attributes.limit,
    });
    expect(product.photo?.small).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('wallet', () => {
  it('getWallet: bearer; balances renamed', async () => {
    ctx.signIn(2);
    const wallet = await getWallet(ctx.client);
    expect(await ctx.last()).toMatchObject({
      path: '/api/wallets/getcalpoint',
      authorization: 'Bearer mock-jwt-2',
    });
    const wire = ctx.mock.db.wallets.get(2);
    expect(wallet).toEqual({
      currentPoint: wire?.current_point,
      canChangeTotal: wire?.can_change_total,
      allTimeTotal: wire?.all_time_total,
    });
  });

  it('swapPoints: POST with bearer and no body moves shares into points; under 100 is refused', async () => {
    ctx.signIn(3);
    const before = await getWallet(ctx.client);
    const after = await swapPoints(ctx.client);
    expect(await ctx.last()).toMatchObject({ method: 'POST', path: '/api/wallets/swappoint', json: null });
    expect(after).toEqual({
      ...before,
      currentPoint: before.currentPoint + before.canChangeTotal,
      canChangeTotal: 0,
    });
    await expect(swapPoints(ctx.client)).rejects.toMatchObject({
      status: 400,
      message: 'เกิดข้อผิดพลาดบางอย่าง',
    });
  });

  it('getWalletEntries: /wallets/listwallet/{page}; order numbers read from msg', async () => {
    ctx.signIn(2);
    const page = await getWalletEntries(ctx.client, 1);
    expect((await ctx.last()).path).toBe('/api/wallets/listwallet/1');
    expect(page.items.length).toBeGreaterThan(0);
    const out = page.items.find((e) => e.direction === 'out');
    expect(out?.orderNumber).toBe(Number(/OrderNumber (\d+)/.exec(out?.msg ?? '')?.[1]));
    expect(page.items.find((e) => e.direction === 'in')?.orderNumber).toBeNull();
  });
});

describe('orders', () => {
  const basket = (uid: number) => {
    ctx.mock.db.wallets.set(uid, { current_point: 1_000, can_change_total: 0, all_time_total: 1_000 });
    const product = ctx.mock.db.products.find(
      (p) => p.attributes.amount >= 5 && p.attributes.limit >= 1 && p.attributes.price <= 100,
    ) as (typeof ctx.mock.db.products)[number];
    return {
      product,
      order: {
        name: 'สมชาย ใจบุญ',
        total: product.attributes.price,
        lines: [{ productId: product.id, amount: 1 }],
        shipto: '99/9 หมู่ 3 ปทุมธานี',
        logistic: 'mail' as const,
        userId: uid,
      },
    };
  };

  it('placeOrder: bearer, Idempotency-Key, data{name,total,order[{product,amount}],shipto,logistic,user}', async () => {
    ctx.signIn(4);
    const { product, order } = basket(4);
    const stock = product.attributes.amount;
    const points = ctx.mock.db.wallets.get(4)?.current_point as number;
    const placed = await placeOrder(ctx.client, order, 'key-1');
    const request = await ctx.last();
    expect(request.headers.get('idempotency-key')).toBe('key-1');
    expect(request.authorization).toBe('Bearer mock-jwt-4');
    expect(request.json).toEqual({
      data: {
        name: 'สมชาย ใจบุญ',
        total: product.attributes.price,
        order: [{ product: product.id, amount: 1 }],
        shipto: '99/9 หมู่ 3 ปทุมธานี',
        logistic: 'mail',
        user: 4,
      },
    });
    expect(placed).toMatchObject({
      total: product.attributes.price,
      logistic: 'mail',
      lines: [{ productId: product.id, amount: 1 }],
    });
    expect(placed.lines[0]?.lineTotal).toBe(product.attributes.price);
    // the same key again: the same order, placed once
    const again = await placeOrder(ctx.client, order, 'key-1');
    expect(again.id).toBe(placed.id);
    expect(ctx.mock.db.products.find((p) => p.id === product.id)?.attributes.amount).toBe(stock - 1);
    expect(ctx.mock.db.wallets.get(4)?.current_point).toBe(points - product.attributes.price);
  });

  it('placeOrder without a key generates a fresh UUID each time', async () => {
    ctx.signIn(5);
    const { order } = basket(5);
    await placeOrder(ctx.client, order);
    const first = (await ctx.last()).headers.get('idempotency-key');
    await placeOrder(ctx.client, order).catch(() => undefined);
    const second = (await ctx.last()).headers.get('idempotency-key');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('newIdempotencyKey: a v4 UUID, also where crypto.randomUUID is missing (http kiosk)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it("any failure reads 'เกิดข้อผิดพลาดบางอย่าง' (over the per-exchange limit; not enough points)", async () => {
    ctx.signIn(6);
    const { product, order } = basket(6);
    await expect(
      placeOrder(
        ctx.client,
        { ...order, lines: [{ productId: product.id, amount: product.attributes.limit + 1 }] },
        'k1',
      ),
    ).rejects.toMatchObject({
      message: 'เกิดข้อผิดพลาดบางอย่าง',
      status: 400,
      serverMessage: 'Exchange refused: limit',
    });
    ctx.mock.db.wallets.set(6, { current_point: 0, can_change_total: 0, all_time_total: 0 });
    await expect(placeOrder(ctx.client, order, 'k2')).rejects.toMatchObject({
      message: 'เกิดข้อผิดพลาดบางอย่าง',
      status: 400,
      serverMessage: 'Exchange refused: points',
    });
  });

  it("getOrders / getOrder: bearer, order.product populated; a failure reads 'cannot get badge'", async () => {
    ctx.signIn(4);
    const orders = await getOrders(ctx.client);
    expect(queryOf(await ctx.last())).toMatchObject({
      'populate[order][populate][0]': 'product',
      sort: 'id:desc',
    });
    expect(orders.items.length).toBeGreaterThan(0);
    const order = await getOrder(ctx.client, orders.items[0]?.id as number);
    expect((await ctx.last()).path).toBe(`/api/orders/${orders.items[0]?.id}`);
    expect(order.lines[0]?.name).toBeTruthy();
    ctx.signIn(5);
    await expect(getOrder(ctx.client, order.id)).rejects.toMatchObject({
      status: 403,
      message: 'cannot get badge',
    });
  });

  it('getOrderLimits: user and unlockdate ≥ today filters, limit 100; answers locked product ids', async () => {
    ctx.signIn(4);
    const limits = await getOrderLimits(ctx.client, 4, '2026-01-01');
    expect(queryOf(await ctx.last())).toEqual({
      'filters[user][id][$eq]': '4',
      'filters[unlockdate][$gte]': '2026-01-01',
      'populate[0]': 'product',
      'pagination[limit]': '100',
    });
    const ordered = ctx.mock.db.orders.filter((o) => o.attributes.user.data.id === 4);
    expect(limits.map((l) => l.productId)).toEqual(
      expect.arrayContaining(ordered.flatMap((o) => o.attributes.order.map((l) => l.product?.data?.id))),
    );
    expect(limits.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.unlockDate))).toBe(true);
  });
});
