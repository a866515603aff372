/** Notices in the back office (ADR 035): drafts, scheduled and published notices; soft delete. */
import { type NoticeInput, type NoticeState, noticeState } from '@lightbearers/domain';
import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { changeRow, createRow } from './change.js';
import { paged } from './paging.js';

export type NoticeRow = typeof s.notices.$inferSelect;

/** What members may read at `now`: published, its moment come, not deleted. */
export const publishedNotice = (now: Date): SQL =>
  and(isNull(s.notices.deletedAt), isNotNull(s.notices.publishedAt), lte(s.notices.publishedAt, now))!;

const stateWhere = (state: NoticeState, now: Date): SQL => {
  switch (state) {
    case 'deleted':
      return isNotNull(s.notices.deletedAt);
    case 'draft':
      return and(isNull(s.notices.deletedAt), isNull(s.notices.publishedAt))!;
    case 'scheduled':
      return and(isNull(s.notices.deletedAt), gt(s.notices.publishedAt, now))!;
    case 'published':
      return publishedNotice(now);
  }
};

export const noticeAttrs = (r: NoticeRow, now: Date) => ({
  topic: r.topic,
  des: r.des,
  icon: r.icon,
  publishedAt: r.publishedAt,
  state: noticeState(r, now),
  deletedAt: r.deletedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listNotices(
  db: Executor,
  f: {
    state?: NoticeState | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
    order?: SQL[];
  },
  now: Date,
) {
  const where: SQL[] = [];
  // Deleted notices only when asked for.
  where.push(f.state ? stateWhere(f.state, now) : isNull(s.notices.deletedAt));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(s.notices.topic, like), ilike(s.notices.des, like))!);
  }
  return paged(db, s.notices, and(...where), f.order ?? [desc(s.notices.id)], f);
}

export async function createNotice(db: Executor, actorId: number, input: NoticeInput) {
  return createRow(db, { actorId, entity: 'notice', action: 'notice.create' }, async (tx) => {
    const [row] = await tx
      .insert(s.notices)
      .values({ topic: input.topic, des: input.des, icon: input.icon, publishedAt: input.publishAt })
      .returning();
    return row!;
  });
}

/** Edits fields; `publishAt` in the patch publishes, schedules or (null) unpublishes. */
export async function updateNotice(
  db: Executor,
  actorId: number,
  id: number,
  patch: Partial<NoticeInput>,
  action = 'notice.update',
) {
  return changeRow(db, s.notices, id, { actorId, entity: 'notice', action }, async (tx) => {
    const set: Partial<typeof s.notices.$inferInsert> = { updatedAt: new Date() };
    if (patch.topic !== undefined) set.topic = patch.topic;
    if (patch.des !== undefined) set.des = patch.des;
    if (patch.icon !== undefined) set.icon = patch.icon;
    if (patch.publishAt !== undefined) set.publishedAt = patch.publishAt;
    const [row] = await tx.update(s.notices).set(set).where(eq(s.notices.id, id)).returning();
    return row!;
  });
}

/** Soft delete (`deleted: true`) or restore. Deleting a deleted notice changes nothing. */
export async function setNoticeDeleted(db: Executor, actorId: number, id: number, deleted: boolean) {
  return changeRow(
    db,
    s.notices,
    id,
    { actorId, entity: 'notice', action: deleted ? 'notice.delete' : 'notice.restore' },
    async (tx, before) => {
      if (Boolean(before.deletedAt) === deleted) return null;
      const [row] = await tx
        .update(s.notices)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where(eq(s.notices.id, id))
        .returning();
      return row!;
    },
  );
}
