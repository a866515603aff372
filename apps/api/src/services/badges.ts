/**
 * Badges in the back office (ADR 035): the badges, soft delete, and awarding or revoking them for
 * many members at once. Each award notifies the member; one audit row records the whole batch.
 */
import { badgeAwardMessage, type MemberRef } from '@lightbearers/domain';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { badRequest } from '../errors.js';
import { audit } from './audit.js';
import { changeRow, createRow, lockRow } from './change.js';
import { paged } from './paging.js';

export type BadgeRow = typeof s.badges.$inferSelect;

/** Badges anybody may read: not deleted. */
export const visibleBadge: SQL = isNull(s.badges.deletedAt);

export async function holderCounts(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const list = await db
    .select({ id: s.badgeUsers.badgeId, n: sql<number>`count(*)::int` })
    .from(s.badgeUsers)
    .where(inArray(s.badgeUsers.badgeId, ids))
    .groupBy(s.badgeUsers.badgeId);
  return new Map(list.map((r) => [r.id, Number(r.n)]));
}

export async function badgePictures(db: Executor, rows: BadgeRow[]) {
  const ids = rows.map((r) => r.photoId).filter((x): x is number => x !== null);
  if (!ids.length) return new Map<number, string>();
  const media = await db
    .select({ id: s.media.id, url: s.media.url })
    .from(s.media)
    .where(inArray(s.media.id, ids));
  return new Map(media.map((m) => [m.id, m.url]));
}

export const badgeAttrs = (r: BadgeRow, holders: number, pictures: Map<number, string>) => ({
  name: r.name,
  photo: r.photoId === null ? null : { id: r.photoId, url: pictures.get(r.photoId) ?? null },
  holders,
  deletedAt: r.deletedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listBadges(
  db: Executor,
  f: { deleted?: boolean; q?: string | undefined; page: number; pageSize: number; order?: SQL[] },
) {
  const where: SQL[] = [f.deleted ? isNotNull(s.badges.deletedAt) : isNull(s.badges.deletedAt)];
  if (f.q) where.push(ilike(s.badges.name, `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return paged(db, s.badges, and(...where), f.order ?? [desc(s.badges.id)], f);
}

async function checkPhoto(db: Executor, photo: number | null | undefined) {
  if (photo === null || photo === undefined) return;
  const [m] = await db.select({ id: s.media.id }).from(s.media).where(eq(s.media.id, photo));
  if (!m) throw badRequest(`Upload ${photo} does not exist`);
}

export async function createBadge(
  db: Executor,
  actorId: number,
  input: { name: string; photo: number | null },
) {
  await checkPhoto(db, input.photo);
  return createRow(db, { actorId, entity: 'badge', action: 'badge.create' }, async (tx) => {
    const [row] = await tx.insert(s.badges).values({ name: input.name, photoId: input.photo }).returning();
    return row!;
  });
}

export async function updateBadge(
  db: Executor,
  actorId: number,
  id: number,
  patch: Partial<{ name: string; photo: number | null }>,
) {
  await checkPhoto(db, patch.photo);
  return changeRow(db, s.badges, id, { actorId, entity: 'badge', action: 'badge.update' }, async (tx) => {
    const set: Partial<typeof s.badges.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.photo !== undefined) set.photoId = patch.photo;
    const [row] = await tx.update(s.badges).set(set).where(eq(s.badges.id, id)).returning();
    return row!;
  });
}

export async function setBadgeDeleted(db: Executor, actorId: number, id: number, deleted: boolean) {
  return changeRow(
    db,
    s.badges,
    id,
    { actorId, entity: 'badge', action: deleted ? 'badge.delete' : 'badge.restore' },
    async (tx, before) => {
      if (Boolean(before.deletedAt) === deleted) return null;
      const [row] = await tx
        .update(s.badges)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(eq(s.badges.id, id))
        .returning();
      return row!;
    },
  );
}

/** The members a list names: found ids in list order, and the entries that name nobody. */
export async function resolveMembers(db: Executor, refs: MemberRef[]) {
  const ids = refs.flatMap((r) => (r.kind === 'id' ? [r.id] : []));
  const handles = refs.flatMap((r) => (r.kind === 'handle' ? [r.handle] : []));
  const byId = ids.length
    ? new Set(
        (await db.select({ id: s.members.id }).from(s.members).where(inArray(s.members.id, ids))).map(
          (m) => m.id,
        ),
      )
    : new Set<number>();
  const byHandle = new Map<string, number>();
  if (handles.length)
    for (const m of await db
      .select({ id: s.members.id, at: s.members.at })
      .from(s.members)
      .where(inArray(sql`lower(${s.members.at})`, handles)))
      byHandle.set((m.at ?? '').toLowerCase(), m.id);
  const found: number[] = [];
  const unknown: string[] = [];
  for (const r of refs) {
    const id = r.kind === 'id' ? (byId.has(r.id) ? r.id : undefined) : byHandle.get(r.handle);
    if (id === undefined) unknown.push(r.raw);
    else if (!found.includes(id)) found.push(id);
  }
  return { found, unknown };
}

export type BulkResult = { changed: number[]; unchanged: number[]; unknown: string[] };

/**
 * Awards (or revokes) the badge for the members the list names, in one transaction: each new
 * holder is notified; members who already hold it (or never did) are reported, not changed.
 */
export async function awardBadge(
  db: Executor,
  actorId: number,
  badgeId: number,
  refs: MemberRef[],
  revoke: boolean,
): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const badge = await lockRow(tx, s.badges, badgeId, 'badge');
    const { found, unknown } = await resolveMembers(tx, refs);
    let changed: number[] = [];
    if (found.length && !revoke) {
      changed = (
        await tx
          .insert(s.badgeUsers)
          .values(found.map((userId) => ({ badgeId, userId })))
          .onConflictDoNothing()
          .returning({ userId: s.badgeUsers.userId })
      ).map((r) => r.userId);
      if (changed.length)
        await tx
          .insert(s.notifications)
          .values(changed.map((userId) => ({ userId, msg: badgeAwardMessage(badge.name) })));
    } else if (found.length)
      changed = (
        await tx
          .delete(s.badgeUsers)
          .where(and(eq(s.badgeUsers.badgeId, badgeId), inArray(s.badgeUsers.userId, found)))
          .returning({ userId: s.badgeUsers.userId })
      ).map((r) => r.userId);
    const result = { changed, unchanged: found.filter((id) => !changed.includes(id)), unknown };
    if (changed.length)
      await audit(tx, {
        actorId,
        action: revoke ? 'badge.revoke' : 'badge.award',
        entity: 'badge',
        entityId: badgeId,
        before: null,
        after: { badge: badge.name, members: changed },
      });
    return result;
  });
}
