/**
 * One audited change of one row (ADR 035): in a transaction, the row is locked and read
 * (`before`), changed by `fn` (which answers the row `after`), and the audit row is written — all
 * or nothing, so a failing action leaves no audit row and no change.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client.js';
import { notFound } from '../errors.js';
import { audit } from './audit.js';

type Table = PgTable & { id: PgColumn };

export type ChangeOptions = {
  actorId: number | null;
  entity: string;
  action: string;
  reason?: string | null;
};

/** Reads row `id` of `table` without a lock (404 naming `entity` when it does not exist). */
export async function findRow<T extends Table>(db: Executor, table: T, id: number, entity: string) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound(`${entity} ${id} not found`);
  return row as T['$inferSelect'];
}

/** Locks and reads row `id` of `table` (404 naming `entity` when it does not exist). */
export async function lockRow<T extends Table>(tx: Executor, table: T, id: number, entity: string) {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound(`${entity} ${id} not found`);
  return row as T['$inferSelect'];
}

/**
 * Runs `fn` on the locked row and records before and after. `fn` may throw (a refusal): nothing
 * is written. `fn` answers the row after the change, or null to record no change and write nothing.
 */
export async function changeRow<T extends Table>(
  db: Executor,
  table: T,
  id: number,
  opts: ChangeOptions,
  fn: (tx: Tx, before: T['$inferSelect']) => Promise<T['$inferSelect'] | null>,
): Promise<{ before: T['$inferSelect']; after: T['$inferSelect']; changed: boolean }> {
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, table, id, opts.entity);
    const after = await fn(tx, before);
    if (after === null) return { before, after: before, changed: false };
    await audit(tx, {
      actorId: opts.actorId,
      action: opts.action,
      entity: opts.entity,
      entityId: id,
      before,
      after,
      reason: opts.reason ?? null,
    });
    return { before, after, changed: true };
  });
}

/** Inserts through `fn` and records the new row (before: null). */
export async function createRow<R extends { id: number }>(
  db: Executor,
  opts: ChangeOptions,
  fn: (tx: Tx) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await fn(tx);
    await audit(tx, {
      actorId: opts.actorId,
      action: opts.action,
      entity: opts.entity,
      entityId: row.id,
      before: null,
      after: row,
      reason: opts.reason ?? null,
    });
    return row;
  });
}
