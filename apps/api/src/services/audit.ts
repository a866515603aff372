/**
 * The audit log (ADR 035): every staff action writes one row in the same transaction as its
 * change — who, what (action, entity, id), when, the entity before and after. The table is
 * append-only (a trigger of migration 0008 refuses UPDATE, DELETE and TRUNCATE); this module only
 * inserts and reads.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { type Paged, paged } from './paging.js';

export type AuditEntry = {
  /** Null for an operator's command (`admin:grant`). */
  actorId: number | null;
  /** `<entity>.<verb>`, e.g. `notice.publish`, `order.cancel`, `member.block`. */
  action: string;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** JSON of a row for the log: dates as ISO strings, bytes never (the log holds no pictures). */
export function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (Buffer.isBuffer(v) ? undefined : v)));
}

/** Writes one audit row: call inside the transaction of the change it records. */
export async function audit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(s.auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    reason: entry.reason ?? null,
  });
}

export type AuditFilters = {
  actor?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** From this moment on (inclusive). */
  from?: Date | undefined;
  /** Before this moment (exclusive). */
  to?: Date | undefined;
  page: number;
  pageSize: number;
};

export type AuditRow = typeof s.auditLog.$inferSelect;

/** A page of the log, newest first, with the filters applied. */
export async function listAudit(db: Executor, f: AuditFilters): Promise<Paged<AuditRow>> {
  const where: SQL[] = [];
  if (f.actor !== undefined) where.push(eq(s.auditLog.actorId, f.actor));
  if (f.action !== undefined)
    where.push(
      f.action.endsWith('.')
        ? sql`starts_with(${s.auditLog.action}, ${f.action})`
        : eq(s.auditLog.action, f.action),
    );
  if (f.entity !== undefined) where.push(eq(s.auditLog.entity, f.entity));
  if (f.entityId !== undefined) where.push(eq(s.auditLog.entityId, f.entityId));
  if (f.from) where.push(gte(s.auditLog.createdAt, f.from));
  if (f.to) where.push(lt(s.auditLog.createdAt, f.to));
  const cond = where.length ? and(...where) : undefined;
  return paged(db, s.auditLog, cond, [desc(s.auditLog.id)], f);
}
