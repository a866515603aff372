/** Organisation units in the back office (ADR 035): level 1 and 2, soft delete, CSV import. */
import { type OrgImportMode, type OrgImportPlan, type OrgUnit, planOrgImport } from '@lightbearers/domain';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict } from '../errors.js';
import { audit } from './audit.js';
import { changeRow, createRow } from './change.js';
import { paged } from './paging.js';

export type OrgRow = typeof s.orgs.$inferSelect;

export const orgAttrs = (r: OrgRow) => ({ org1: r.org1, org2: r.org2, deletedAt: r.deletedAt });

export async function listOrgs(
  db: Executor,
  f: { org1?: string | undefined; deleted?: boolean; q?: string | undefined; page: number; pageSize: number },
) {
  const where: SQL[] = [f.deleted ? isNotNull(s.orgs.deletedAt) : isNull(s.orgs.deletedAt)];
  if (f.org1) where.push(eq(s.orgs.org1, f.org1));
  if (f.q) where.push(ilike(s.orgs.org2, `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return paged(db, s.orgs, and(...where), [asc(s.orgs.org1), asc(s.orgs.id)], f);
}

const taken = () => conflict('หน่วยงานนี้มีอยู่แล้ว');

async function checkFree(db: Executor, unit: OrgUnit, except?: number) {
  const [row] = await db
    .select({ id: s.orgs.id })
    .from(s.orgs)
    .where(and(eq(s.orgs.org1, unit.org1), eq(s.orgs.org2, unit.org2)));
  if (row && row.id !== except) throw taken();
}

export async function createOrg(db: Executor, actorId: number, unit: OrgUnit) {
  await checkFree(db, unit);
  return createRow(db, { actorId, entity: 'org', action: 'org.create' }, async (tx) => {
    const [row] = await tx.insert(s.orgs).values(unit).returning();
    return row!;
  });
}

export async function updateOrg(db: Executor, actorId: number, id: number, unit: OrgUnit) {
  await checkFree(db, unit, id);
  return changeRow(db, s.orgs, id, { actorId, entity: 'org', action: 'org.update' }, async (tx) => {
    const [row] = await tx.update(s.orgs).set(unit).where(eq(s.orgs.id, id)).returning();
    return row!;
  });
}

export async function setOrgDeleted(db: Executor, actorId: number, id: number, deleted: boolean) {
  return changeRow(
    db,
    s.orgs,
    id,
    { actorId, entity: 'org', action: deleted ? 'org.delete' : 'org.restore' },
    async (tx, before) => {
      if (Boolean(before.deletedAt) === deleted) return null;
      const [row] = await tx
        .update(s.orgs)
        .set({ deletedAt: deleted ? new Date() : null })
        .where(eq(s.orgs.id, id))
        .returning();
      return row!;
    },
  );
}

/**
 * Computes what importing `units` changes and, unless `dryRun`, applies it in one transaction
 * (locked against another import) with one audit row.
 */
export async function importOrgs(
  db: Executor,
  actorId: number,
  units: OrgUnit[],
  mode: OrgImportMode,
  dryRun: boolean,
): Promise<OrgImportPlan> {
  return db.transaction(async (tx) => {
    // One import at a time: the plan is computed from what is stored when it applies.
    await tx.execute(sql`select pg_advisory_xact_lock(70350008)`);
    const stored = (await tx.select().from(s.orgs)).map((r) => ({ ...r, deleted: r.deletedAt !== null }));
    const plan = planOrgImport(stored, units, mode);
    if (dryRun) return plan;
    if (plan.add.length) await tx.insert(s.orgs).values(plan.add);
    const idsOf = (list: OrgUnit[]) =>
      list.map((u) => stored.find((r) => r.org1 === u.org1 && r.org2 === u.org2)!.id);
    if (plan.restore.length)
      await tx
        .update(s.orgs)
        .set({ deletedAt: null })
        .where(inArray(s.orgs.id, idsOf(plan.restore)));
    if (plan.remove.length)
      await tx
        .update(s.orgs)
        .set({ deletedAt: new Date() })
        .where(inArray(s.orgs.id, idsOf(plan.remove)));
    if (plan.add.length + plan.restore.length + plan.remove.length > 0)
      await audit(tx, {
        actorId,
        action: 'org.import',
        entity: 'org',
        entityId: null,
        before: null,
        after: { mode, ...plan },
      });
    return plan;
  });
}

/**
 * The public organisation directory: the units of one level-1 group that are not deleted, in the
 * directory's own order (by id: collations differ between engines). Unit names only.
 */
export async function orgDirectory(db: Executor, org1: string) {
  return db
    .select()
    .from(s.orgs)
    .where(and(eq(s.orgs.org1, org1), isNull(s.orgs.deletedAt)))
    .orderBy(asc(s.orgs.id));
}
