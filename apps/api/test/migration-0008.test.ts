import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';
import { backends } from './helpers.js';
import { bareDatabase, migrationsBefore } from './migrations.js';

const TAG = '0008_back_office';

/**
 * Migration 0008 (ADR 035) on a database holding what the service stored before the back office:
 * orders without statuses, duplicate organisation units, a role no rule knew, notices and products.
 */
describe.each(backends())('migration 0008 on $name', (backend) => {
  const folders = migrationsBefore(TAG);
  afterAll(() => folders.remove());

  it('keeps the data, backfills order history, dedupes units, and makes the audit log append-only', async () => {
    const { raw, close } = await bareDatabase(backend.name);
    try {
      await raw.migrate(folders.before);
      await raw.query(
        `insert into members (id, username, role) values (1, 'a', 'staff'), (2, 'b', 'member'), (3, 'c', 'root')`,
      );
      await raw.query(`insert into orders (id, user_id, name, total, created_at) values
        (1, 2, 'x', 50, '2026-01-02T03:04:05Z'), (2, 2, 'y', 0, '2026-02-03T04:05:06Z')`);
      await raw.query(
        `insert into orgs (id, org1, org2) values (1, 'ภูมิภาค', 'ภาค 1'), (2, 'ภูมิภาค', 'ภาค 1'), (3, 'ภูมิภาค', 'ภาค 2')`,
      );
      await raw.query(`insert into notices (id, topic, des) values (1, 't', 'd')`);
      await raw.query(`insert into products (id, name, price, amount, "limit") values (1, 'p', 10, 5, 1)`);

      await raw.migrate(migrationsFolder);

      expect(await raw.query('select id, role from members order by id')).toEqual([
        { id: 1, role: 'staff' },
        { id: 2, role: 'member' },
        { id: 3, role: 'member' },
      ]);
      expect(await raw.query('select id, status, tracking from orders order by id')).toEqual([
        { id: 1, status: 'placed', tracking: null },
        { id: 2, status: 'placed', tracking: null },
      ]);
      const events = await raw.query(
        'select order_id, status, created_at from order_events order by order_id',
      );
      expect(
        events.map((e) => [e.order_id, e.status, new Date(e.created_at as string).toISOString()]),
      ).toEqual([
        [1, 'placed', '2026-01-02T03:04:05.000Z'],
        [2, 'placed', '2026-02-03T04:05:06.000Z'],
      ]);
      expect(await raw.query('select id, org2, deleted_at from orgs order by id')).toEqual([
        { id: 1, org2: 'ภาค 1', deleted_at: null },
        { id: 3, org2: 'ภาค 2', deleted_at: null },
      ]);
      const [notice] = await raw.query('select published_at, deleted_at from notices');
      expect(notice!.published_at).not.toBeNull();
      expect(notice!.deleted_at).toBeNull();
      expect(await raw.query('select hidden, deleted_at from cats')).toEqual([]);
      await expect(raw.query(`update members set role = 'root' where id = 2`)).rejects.toThrow();
      await expect(raw.query(`update orders set status = 'lost' where id = 1`)).rejects.toThrow();
      await expect(
        raw.query(`insert into orgs (org1, org2) values ('ภูमิภาค', 'ภาค 2'), ('ภูมิภาค', 'ภาค 2')`),
      ).rejects.toThrow();
      // One refund per order, whatever writes it.
      await raw.query(`insert into wallet_entries (user_id, kind, msg, status, amount, total, can_change_total, all_time_total, order_id)
        values (2, 'refund', 'r', 'in', 50, 50, 0, 0, 1)`);
      await expect(
        raw.query(`insert into wallet_entries (user_id, kind, msg, status, amount, total, can_change_total, all_time_total, order_id)
          values (2, 'refund', 'r', 'in', 50, 100, 0, 0, 1)`),
      ).rejects.toThrow();
      // The audit log takes rows and gives none back.
      await raw.query(
        `insert into audit_log (actor_id, action, entity, entity_id) values (1, 'notice.create', 'notice', '1')`,
      );
      await expect(raw.query(`update audit_log set action = 'x'`)).rejects.toThrow(/append-only/);
      await expect(raw.query('delete from audit_log')).rejects.toThrow(/append-only/);
      await expect(raw.query('truncate audit_log')).rejects.toThrow(/append-only/);
      expect(await raw.query('select count(*)::int as n from audit_log')).toEqual([{ n: 1 }]);
    } finally {
      await close();
    }
  });
});
