/**
 * Honour awards (ADR 041; product §5 "for honour-award exchange the user may only skip the hint"): an
 * admin marks a souvenir an honour award; its exchange records no delivery (handed over by the
 * team) and the service refuses one with a delivery address; a basket with any other souvenir
 * keeps the delivery rules. Every other souvenir answers exactly as before.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.js';
import { ADMIN, backends, expectError, harness } from './helpers.js';

for (const backend of backends()) {
  describe(`honour awards (${backend.name})`, () => {
    const h = harness(backend);
    const MEMBER = 23;
    const order = async (lines: Array<[number, number]>, total: number, logistic: string, shipto: string) =>
      h.req('POST', '/api/orders', {
        token: await h.login(MEMBER),
        body: {
          data: {
            name: 'สมาชิก',
            total,
            order: lines.map(([product, amount]) => ({ product, amount })),
            shipto,
            logistic,
            user: MEMBER,
          },
        },
      });

    it('an honour award is exchanged without a delivery; an address is refused', async () => {
      const admin = await h.login(ADMIN);
      const created = await h.req('POST', '/api/staff/products', {
        token: admin,
        body: { data: { name: 'เกียรติบัตรผู้นำบุญ', price: 40, stock: 5, honour: true } },
      });
      expect(created.status, created.text).toBe(200);
      expect(created.body.data.attributes.honour).toBe(true);
      const id = created.body.data.id as number;
      // The shop says so; a plain souvenir carries no such field at all.
      expect((await h.req('GET', `/api/products/${id}`)).body.data.attributes.honour).toBe(true);
      expect((await h.req('GET', '/api/products/1')).body.data.attributes).not.toHaveProperty('honour');
      await h.database.db.update(s.wallets).set({ currentPoint: 1000 }).where(eq(s.wallets.userId, MEMBER));

      expectError(await order([[id, 1]], 40, 'mail', '99 ถนนพระราม 4 กรุงเทพฯ 10500 โทร 0812345678'), 400);
      expectError(await order([[id, 1]], 40, 'temple', 'ฝากไว้ที่วัด'), 400);
      const placed = await order([[id, 1]], 40, 'temple', '');
      expect(placed.status, placed.text).toBe(200);
      expect(placed.body.data.attributes).toMatchObject({ logistic: 'temple', shipto: '' });

      // With another souvenir in the basket, it is sent as usual (the address rules apply).
      const mixed = await order(
        [
          [id, 1],
          [8, 1],
        ],
        70,
        'mail',
        '99 ถนนพระราม 4 กรุงเทพฯ 10500 โทร 0812345678',
      );
      expect(mixed.status, mixed.text).toBe(200);
      expectError(await order([[8, 1]], 30, 'mail', 'สั้น'), 400);
    });

    it('honour must be true or false', async () => {
      const admin = await h.login(ADMIN);
      const r = await h.req('POST', '/api/staff/products', {
        token: admin,
        body: { data: { name: 'รางวัล', price: 10, honour: 'yes' } },
      });
      expectError(r, 400);
    });
  });
}
