import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.js';
import { ledgerBalances } from '../src/services/wallets.js';
import { backends, CREATOR, expectError, harness, type Json, NOW, SHARER } from './helpers.js';

describe.each(backends())('shares, wallet and orders on $name', (backend) => {
  const h = harness(backend);
  const wallet = async (uid: number) =>
    (await h.req('GET', '/api/wallets/getcalpoint', { token: await h.login(uid) })).body.data.attributes;
  // A visitor is an address (no cookie sent: each click gets a fresh visitor cookie).
  const click = (key: string, uid: number, address: string) =>
    h.req('GET', `/s/${key}/${uid}`, { headers: { 'x-test-client': address } });
  const postKey = async (id: number) =>
    (await h.req('GET', `/api/posts/${id}`)).body.data.attributes.key as string;
  const setWallet = async (uid: number, current: number) => {
    await h.database.db.update(s.wallets).set({ currentPoint: current }).where(eq(s.wallets.userId, uid));
  };
  const expectLedgerMatches = async (uid: number) => {
    const w = await wallet(uid);
    const l = await ledgerBalances(h.database.db, uid);
    expect({
      current_point: w.current_point,
      can_change_total: w.can_change_total,
      all_time_total: w.all_time_total,
    }).toEqual(l);
  };

  it('the demo wallets are exactly their ledgers', async () => {
    for (const uid of [2, 7, 20, 33, 44]) await expectLedgerMatches(uid);
  });

  it('a short link redirects to the post and counts one share per visitor per Bangkok day', async () => {
    const key = await postKey(10);
    const before = await wallet(SHARER);
    const total0 = (await h.req('GET', `/stats/getone?key=${key}`)).body.total;
    const r = await click(key, SHARER, 'browser-A');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`https://site.test/post/10/${SHARER}`);
    await click(key, SHARER, 'browser-A');
    await click(key, SHARER, 'browser-B');
    expect((await h.req('GET', `/stats/getone?key=${key}`)).body.total).toBe(total0 + 2);
    let after = await wallet(SHARER);
    expect(after.can_change_total - before.can_change_total).toBe(2);
    expect(after.all_time_total - before.all_time_total).toBe(2);
    expect(after.current_point).toBe(before.current_point);
    h.clock.now = new Date(NOW.getTime() + 24 * 3600_000);
    try {
      await click(key, SHARER, 'browser-A');
    } finally {
      h.clock.now = NOW;
    }
    after = await wallet(SHARER);
    expect(after.can_change_total - before.can_change_total).toBe(3);
    await expectLedgerMatches(SHARER);
    const stored = await h.database.db.select().from(s.clicks).where(eq(s.clicks.sharerId, SHARER));
    const live = stored.filter((c) => !c.visitor.startsWith('demo-'));
    expect(live.length).toBe(3);
    for (const c of live) {
      // Keyed hashes, never the raw address or cookie id.
      expect(c.visitor).toMatch(/^[0-9a-f]{32}$/);
      expect(c.address).toMatch(/^[0-9a-f]{32}$/);
    }
    expectError(await click('no-such-key', SHARER, 'x'), 404);
    expectError(await click(key, 0, 'x'), 400);
    expectError(await h.req('GET', `/s/${key}/abc`), 400);
  });

  it('concurrent clicks: the same visitor counts once, different visitors all count', async () => {
    const key = await postKey(11);
    const t0 = (await h.req('GET', `/stats/getone?key=${key}`)).body.total;
    const w0 = await wallet(CREATOR);
    await Promise.all(Array.from({ length: 15 }, () => click(key, CREATOR, 'same-visitor')));
    expect((await h.req('GET', `/stats/getone?key=${key}`)).body.total).toBe(t0 + 1);
    await Promise.all(Array.from({ length: 15 }, (_, i) => click(key, CREATOR, `visitor-${i}`)));
    expect((await h.req('GET', `/stats/getone?key=${key}`)).body.total).toBe(t0 + 16);
    expect((await wallet(CREATOR)).can_change_total - w0.can_change_total).toBe(16);
    await expectLedgerMatches(CREATOR);
  });

  it('swap needs 100 share points and moves them into current points', async () => {
    const uid = 30;
    const t = await h.login(uid);
    const w = await wallet(uid);
    if (w.can_change_total >= 100) {
      await h.req('POST', '/api/wallets/swappoint', { token: t });
    }
    const low = await wallet(uid);
    expect(low.can_change_total).toBeLessThan(100);
    expectError(await h.req('POST', '/api/wallets/swappoint', { token: t }), 400);
    const key = await postKey(12);
    const need = 100 - low.can_change_total;
    for (let i = 0; i < need; i++) await click(key, uid, `swap-visitor-${i}`);
    const ready = await wallet(uid);
    expect(ready.can_change_total).toBe(100);
    const r = await h.req('POST', '/api/wallets/swappoint', { token: t });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toMatchObject({
      can_change_total: 0,
      current_point: ready.current_point + 100,
      all_time_total: ready.all_time_total,
    });
    const list = await h.req('GET', '/api/wallets/listwallet/1', { token: t });
    expect(list.body.data[0].attributes).toMatchObject({
      status: 'in',
      amount: 100,
      total: ready.current_point + 100,
    });
    expect(list.body.meta.pagination).toMatchObject({ page: 1, pageSize: 20 });
    await expectLedgerMatches(uid);
  });

  it('places an order: points, stock, ledger entry with OrderNumber, lines with products', async () => {
    const uid = 22;
    const t = await h.login(uid);
    await setWallet(uid, 1000);
    const [before] = await h.database.db.select().from(s.products).where(eq(s.products.id, 8));
    const r = await h.req('POST', '/api/orders', {
      token: t,
      body: {
        data: {
          name: 'ทดสอบ',
          total: 90,
          order: [
            { product: 8, amount: 2 },
            { product: 8, amount: 1 },
          ],
          shipto: '',
          logistic: 'temple',
          user: uid,
        },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toMatchObject({ total: 90, logistic: 'temple' });
    expect(r.body.data.attributes.order).toHaveLength(1);
    expect(r.body.data.attributes.order[0]).toMatchObject({ amount: 3, product: { data: { id: 8 } } });
    expect(r.body.data.attributes.order[0].product.data.attributes.name).toBe('ที่คั่นหนังสือธรรมะ');
    expect((await wallet(uid)).current_point).toBe(910);
    const [after] = await h.database.db.select().from(s.products).where(eq(s.products.id, 8));
    expect(after!.amount).toBe(before!.amount - 3);
    const list = await h.req('GET', '/api/wallets/listwallet/1', { token: t });
    expect(list.body.data[0].attributes).toMatchObject({ status: 'out', amount: 90, total: 910 });
    expect(list.body.data[0].attributes.msg).toContain(`OrderNumber ${r.body.data.id}`);
    const mine = await h.req('GET', '/api/orders?populate[order][populate][0]=product', { token: t });
    expect(mine.body.data[0].id).toBe(r.body.data.id);
  });

  it('refuses baskets that break a rule, with a clear reason', async () => {
    const uid = 23;
    const t = await h.login(uid);
    await setWallet(uid, 100);
    const order = (
      lines: Array<{ product: number; amount: number }>,
      total: number,
      extra: Record<string, unknown> = {},
    ) =>
      h.req('POST', '/api/orders', {
        token: t,
        body: {
          data: { name: 'x', total, order: lines, shipto: '', logistic: 'temple', user: uid, ...extra },
        },
      });
    const points = await order([{ product: 6, amount: 1 }], 300);
    expectError(points, 409);
    expect(points.body.error.details.reason).toBe('points');
    expect((await order([{ product: 11, amount: 1 }], 60)).body.error.details.reason).toBe('stock');
    expect((await order([{ product: 8, amount: 11 }], 330)).body.error.details.reason).toBe('limit');
    expect((await order([], 0)).status).toBe(400);
    expectError(await order([{ product: 8, amount: 1 }], 31), 400);
    expectError(await order([{ product: 8, amount: 1 }], 30, { logistic: 'mail', shipto: 'abc' }), 400);
    expectError(await order([{ product: 8, amount: 1 }], 30, { logistic: 'plane' }), 400);
    expectError(await order([{ product: 999, amount: 1 }], 30), 409);
    expect((await wallet(uid)).current_point).toBe(100);
  });

  it('limited products lock for the member until their unlock day', async () => {
    const uid = 24;
    const t = await h.login(uid);
    await setWallet(uid, 1000);
    const body = {
      data: {
        name: 'x',
        total: 200,
        order: [{ product: 5, amount: 1 }],
        shipto: '',
        logistic: 'temple',
        user: uid,
      },
    };
    expect((await h.req('POST', '/api/orders', { token: t, body })).status).toBe(200);
    const again = await h.req('POST', '/api/orders', { token: t, body });
    expectError(again, 409);
    expect(again.body.error.details.reason).toBe('locked');
    const limits = await h.req(
      'GET',
      `/api/order-limits?filters[user][id][$eq]=${uid}&filters[unlockdate][$gte]=2026-06-15&pagination[limit]=100`,
      { token: t },
    );
    expect(limits.body.data).toHaveLength(1);
    expect(limits.body.data[0].attributes).toMatchObject({
      unlockdate: '2026-07-15',
      product: { data: { id: 5 } },
    });
    // Another member cannot read them (the list is always the caller's own).
    const other = await h.req('GET', `/api/order-limits?filters[user][id][$eq]=${uid}`, {
      token: await h.login(25),
    });
    expect(
      other.body.data.every((l: Json) => l.attributes.pid !== 5 || l.id !== limits.body.data[0].id),
    ).toBe(true);
  });

  it('the same Idempotency-Key places the order once, even concurrently', async () => {
    const uid = 26;
    const t = await h.login(uid);
    await setWallet(uid, 1000);
    const body = {
      data: {
        name: 'x',
        total: 50,
        order: [{ product: 1, amount: 1 }],
        shipto: '',
        logistic: 'temple',
        user: uid,
      },
    };
    const headers = { 'idempotency-key': 'order-abc-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.req('POST', '/api/orders', { token: t, body, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const replay = await h.req('POST', '/api/orders', { token: t, body, headers });
    expect(replay.body).toEqual(answers[0]!.body);
    expect((await wallet(uid)).current_point).toBe(950);
    const other = await h.req('POST', '/api/orders', {
      token: t,
      body,
      headers: { 'idempotency-key': 'order-abc-2' },
    });
    expect(other.body.data.id).not.toBe(answers[0]!.body.data.id);
    expect((await wallet(uid)).current_point).toBe(900);
  });

  it('concurrent orders never overdraw a wallet', async () => {
    const uid = 27;
    const t = await h.login(uid);
    await setWallet(uid, 250);
    const body = {
      data: {
        name: 'x',
        total: 90,
        order: [{ product: 9, amount: 1 }],
        shipto: '',
        logistic: 'temple',
        user: uid,
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.req('POST', '/api/orders', { token: t, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    expect((await wallet(uid)).current_point).toBe(70);
  });

  it('concurrent orders never oversell stock', async () => {
    await h.database.db.update(s.products).set({ amount: 3 }).where(eq(s.products.id, 7));
    const buyers = [31, 32, 33, 34, 35, 36, 37, 38];
    for (const uid of buyers) await setWallet(uid, 1000);
    const tokens = await Promise.all(buyers.map((u) => h.login(u)));
    const answers = await Promise.all(
      buyers.map((uid, i) =>
        h.req('POST', '/api/orders', {
          token: tokens[i]!,
          body: {
            data: {
              name: 'x',
              total: 100,
              order: [{ product: 7, amount: 1 }],
              shipto: '',
              logistic: 'temple',
              user: uid,
            },
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body.error.details.reason).toBe('stock');
    const [p] = await h.database.db.select().from(s.products).where(eq(s.products.id, 7));
    expect(p!.amount).toBe(0);
    const [{ sold } = { sold: 0 }] = await h.database.db
      .select({ sold: sql<number>`count(*)::int` })
      .from(s.orderLines)
      .innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId))
      .where(sql`${s.orderLines.productId} = 7 and ${s.orders.userId} in (31,32,33,34,35,36,37,38)`);
    expect(Number(sold)).toBe(3);
  });

  it('like toggles and answers the new liker list; concurrent likes stay consistent', async () => {
    const t = await h.login(SHARER);
    const first = await h.req('POST', '/api/like/100', { token: t });
    expect(first.status).toBe(200);
    const likers = (r: typeof first) =>
      r.body.data.attributes.users_permissions_users.data.map((u: { id: number }) => u.id);
    const had = likers(first).includes(SHARER);
    const second = await h.req('POST', '/api/like/100', { token: t });
    expect(likers(second).includes(SHARER)).toBe(!had);
    expect(second.body.data.attributes.users_permissions_users.data[0].attributes).toHaveProperty('picture');
    expectError(await h.req('POST', '/api/like/999999', { token: t }), 404);
    // Two toggles at once by the same member: back where it started.
    const start = likers(await h.req('POST', '/api/like/101', { token: t })).includes(SHARER);
    await Promise.all([
      h.req('POST', '/api/like/101', { token: t }),
      h.req('POST', '/api/like/101', { token: t }),
    ]);
    const now = await h.req('GET', '/api/posts/101?populate=users_permissions_users');
    expect(likers(now).includes(SHARER)).toBe(start);
    // Ten members at once: ten more likers, no duplicates.
    const members = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const base = likers(await h.req('GET', '/api/posts/102?populate=users_permissions_users')) as number[];
    const tokens = await Promise.all(members.map((u) => h.login(u)));
    await Promise.all(tokens.map((tk) => h.req('POST', '/api/like/102', { token: tk })));
    const end = likers(await h.req('GET', '/api/posts/102?populate=users_permissions_users')) as number[];
    expect(new Set(end).size).toBe(end.length);
    for (const m of members) expect(end.includes(m)).toBe(!base.includes(m));
  });
});
