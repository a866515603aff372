import { ORDER_STATUS_LABELS, orderStatusMessage } from '@lightbearers/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { ledgerBalances, move } from '../src/services/wallets.js';
import { ADMIN, backends, expectError, harness, type Json, SHARER, SHARER2, STAFF } from './helpers.js';

/**
 * Order fulfilment (ADR 035): placed → packed → sent → received, or cancelled with the points
 * refunded once — also when two cancels arrive at the same moment.
 */
describe.each(backends())('order fulfilment on $name', (backend) => {
  const h = harness(backend);
  let productId = 0;

  const grant = async (uid: number, points: number) =>
    h.database.db.transaction((tx) => move(tx, uid, { kind: 'grant', msg: 'test', current: points }));
  const wallet = async (uid: number) =>
    (await h.req('GET', '/api/wallets/getcalpoint', { token: await h.login(uid) })).body.data.attributes;
  const placeOrder = async (uid: number, logistic: 'temple' | 'coor' | 'mail', amount = 1) => {
    const r = await h.req('POST', '/api/orders', {
      token: await h.login(uid),
      body: {
        data: {
          name: 'ผู้รับ ทดสอบ',
          total: 50 * amount,
          order: [{ product: productId, amount }],
          shipto: logistic === 'temple' ? '' : '99 หมู่ 1 ต.คลองหนึ่ง อ.คลองหลวง ปทุมธานี 12120',
          logistic,
          user: uid,
        },
      },
    });
    expect(r.status, r.text).toBe(200);
    return r.body.data.id as number;
  };
  const status = async (id: number, body: Json, token?: string) =>
    h.req('POST', `/api/staff/orders/${id}/status`, {
      token: token ?? (await h.login(STAFF)),
      body: { data: body },
    });
  const stockOf = async (id: number) =>
    (await h.database.db.select().from(s.products).where(eq(s.products.id, id)))[0]!.amount;

  it('an admin stocks a souvenir; a member orders it; the stock ledger has both', async () => {
    const created = await h.req('POST', '/api/staff/products', {
      token: await h.login(ADMIN),
      body: { data: { name: 'ย่ามผู้นำบุญ', price: 50, stock: 20, limit: 5, photos: [1, 2] } },
    });
    expect(created.status, created.text).toBe(200);
    productId = created.body.data.id;
    expect(created.body.data.attributes).toMatchObject({ name: 'ย่ามผู้นำบุญ', price: 50, stock: 20, limit: 5 });
    expect(created.body.data.attributes.photos.map((p: Json) => p.id)).toEqual([1, 2]);
    await grant(SHARER, 1000);
    await grant(SHARER2, 1000);
    const id = await placeOrder(SHARER, 'temple', 2);
    expect(await stockOf(productId)).toBe(18);
    const ledger = await h.req('GET', `/api/staff/products/${productId}/stock`, {
      token: await h.login(ADMIN),
    });
    expect(
      ledger.body.data.map((e: Json) => [e.attributes.delta, e.attributes.stock, e.attributes.orderId]),
    ).toEqual([
      [-2, 18, id],
      [20, 20, null],
    ]);
    // The member's own read carries the status and its history.
    const mine = await h.req('GET', `/api/orders/${id}`, { token: await h.login(SHARER) });
    expect(mine.body.data.attributes).toMatchObject({ status: 'placed', tracking: null });
    expect(mine.body.data.attributes.statusHistory.map((e: Json) => e.status)).toEqual(['placed']);
  });

  it('staff pack and send a mailed order with tracking; the member reads "sent" and is told each step', async () => {
    const id = await placeOrder(SHARER, 'mail');
    const staff = await h.login(STAFF);
    expectError(await status(id, { status: 'sent', tracking: 'EF1' }), 409); // not packed yet
    const packed = await status(id, { status: 'packed' });
    expect(packed.status, packed.text).toBe(200);
    expect(packed.body.data.attributes.status).toBe('packed');
    const noTracking = await status(id, { status: 'sent' });
    expectError(noTracking, 400);
    expect(noTracking.body.error.message).toBe('กรุณาใส่เลขพัสดุสำหรับการจัดส่งทางไปรษณีย์');
    const sent = await status(id, { status: 'sent', tracking: ' EF123456789TH ' });
    expect(sent.body.data.attributes).toMatchObject({ status: 'sent', tracking: 'EF123456789TH' });
    expectError(await h.req('POST', `/api/staff/orders/${id}/cancel`, { token: staff, body: {} }), 409);
    const mine = await h.req('GET', `/api/orders/${id}`, { token: await h.login(SHARER) });
    expect(mine.body.data.attributes).toMatchObject({ status: 'sent', tracking: 'EF123456789TH' });
    expect(mine.body.data.attributes.statusHistory.map((e: Json) => e.status)).toEqual([
      'placed',
      'packed',
      'sent',
    ]);
    const notes = (await h.req('GET', '/api/getallnoti', { token: await h.login(SHARER) })).body.data.map(
      (n: Json) => n.attributes.msg,
    );
    expect(notes).toContain(orderStatusMessage(id, 'packed'));
    expect(notes).toContain(orderStatusMessage(id, 'sent', 'EF123456789TH'));
    const received = await status(id, { status: 'received' });
    expect(received.body.data.attributes.status).toBe('received');
    expect(ORDER_STATUS_LABELS.received).toBe('ได้รับของแล้ว');
  });

  it('two cancels at the same moment refund the points once and put the stock back once', async () => {
    const id = await placeOrder(SHARER2, 'coor', 3);
    const before = await wallet(SHARER2);
    const stock = await stockOf(productId);
    const staff = await h.login(STAFF);
    const admin = await h.login(ADMIN);
    const taps = await Promise.all([
      h.req('POST', `/api/staff/orders/${id}/cancel`, {
        token: staff,
        body: { data: { note: 'สมาชิกขอยกเลิก' } },
      }),
      h.req('POST', `/api/staff/orders/${id}/cancel`, {
        token: admin,
        body: { data: { note: 'สมาชิกขอยกเลิก' } },
      }),
      h.req('POST', '/api/staff/orders/status', {
        token: staff,
        body: { data: { ids: [id], status: 'cancelled' } },
      }),
    ]);
    for (const t of taps) expect(t.status, t.text).toBe(200);
    const changed = [taps[0]!.body.meta.changed, taps[1]!.body.meta.changed, taps[2]!.body.data[0].changed];
    expect(changed.filter(Boolean)).toHaveLength(1);
    const after = await wallet(SHARER2);
    expect(after.current_point - before.current_point).toBe(150);
    expect(await stockOf(productId)).toBe(stock + 3);
    const refunds = await rows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from wallet_entries where kind = 'refund' and order_id = ${id}`,
    );
    expect(refunds[0]!.n).toBe(1);
    expect(await ledgerBalances(h.database.db, SHARER2)).toEqual({
      current_point: after.current_point,
      can_change_total: after.can_change_total,
      all_time_total: after.all_time_total,
    });
    const audits = await h.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'order.cancel'), eq(s.auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ status: 'placed' });
    expect(audits[0]!.after).toMatchObject({ status: 'cancelled' });
    // The refund shows in the member's wallet list; a later cancel still changes nothing.
    const again = await h.req('POST', `/api/staff/orders/${id}/cancel`, { token: staff, body: {} });
    expect(again.body.meta.changed).toBe(false);
    expect((await wallet(SHARER2)).current_point).toBe(after.current_point);
  });

  it('the queue filters by method and status; bulk moves report each order; packing list and CSV', async () => {
    const staff = await h.login(STAFF);
    const a = await placeOrder(SHARER, 'mail');
    const b = await placeOrder(SHARER2, 'mail', 2);
    const c = await placeOrder(SHARER, 'temple');
    const queue = await h.req('GET', '/api/staff/orders?logistic=mail&status=placed&pageSize=100', {
      token: staff,
    });
    expect(queue.status, queue.text).toBe(200);
    const ids = queue.body.data.map((o: Json) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids).not.toContain(c);
    for (const o of queue.body.data)
      expect(o.attributes).toMatchObject({ logistic: 'mail', status: 'placed' });
    expect(queue.body.meta.pagination).toMatchObject({ page: 1, pageSize: 100 });
    expect(queue.body.data.find((o: Json) => o.id === b).attributes.lines).toEqual([
      { productId, name: 'ย่ามผู้นำบุญ', amount: 2, price: 50 },
    ]);
    const packing = await h.req('GET', '/api/staff/orders/packing-list?status=placed&logistic=mail', {
      token: staff,
    });
    expect(packing.body.data.orders.map((o: Json) => o.id)).toEqual(expect.arrayContaining([a, b]));
    const total = packing.body.data.orders
      .flatMap((o: Json) => o.lines)
      .filter((l: Json) => l.productId === productId)
      .reduce((n: number, l: Json) => n + l.amount, 0);
    expect(packing.body.data.products.find((p: Json) => p.productId === productId).amount).toBe(total);
    const bulk = await h.req('POST', '/api/staff/orders/status', {
      token: staff,
      body: { data: { ids: [a, b, c, 999999], status: 'packed' } },
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.data.map((r: Json) => r.ok)).toEqual([true, true, true, false]);
    expect(bulk.body.meta).toEqual({ ok: 3, failed: 1 });
    const csv = await h.req('GET', '/api/staff/orders/addresses.csv?status=packed&logistic=mail', {
      token: staff,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('order,name,address,items,status,tracking,placedAt');
    expect(lines.some((l) => l.startsWith(`"${b}","ผู้รับ ทดสอบ","99 หมู่ 1`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`"${c}"`))).toBe(false);
    expectError(await h.req('GET', '/api/staff/orders?status=lost', { token: staff }), 400);
    expectError(
      await h.req('POST', '/api/staff/orders/status', {
        token: staff,
        body: { data: { ids: [], status: 'packed' } },
      }),
      400,
    );
  });

  it('a CSV cell never starts a formula', async () => {
    const id = await placeOrder(SHARER, 'mail');
    await h.database.db
      .update(s.orders)
      .set({ name: '=HYPERLINK("http://evil")' })
      .where(eq(s.orders.id, id));
    await status(id, { status: 'packed' });
    const csv = await h.req('GET', '/api/staff/orders/addresses.csv', { token: await h.login(STAFF) });
    expect(csv.text).toContain(`"${id}","'=HYPERLINK(""http://evil"")"`);
  });
});
