/**
 * Applications with contact details (ADR 008): a member's application to become a creator, and a
 * sharer's contact details; staff review the creator applications (ADR 030).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict, notFound, sqlState } from '../errors.js';

/** The notification a member gets when staff approve their creator application (HTML). */
export const CREATOR_APPROVED_MESSAGE = 'ใบสมัคร <b>Creator</b> ของคุณได้รับการอนุมัติแล้ว สร้างโพสต์แรกของคุณได้เลย';
/** The notification a member gets when staff reject their creator application. */
export const CREATOR_REJECTED_MESSAGE = 'ใบสมัคร <b>Creator</b> ของคุณยังไม่ผ่านการพิจารณา สมัครใหม่ได้ทุกเมื่อ';

export type ApplicationKind = 'creator' | 'sharer';
const TABLES = { creator: s.creatorSubs, sharer: s.sharerSubs } as const;

export type ApplicationFields = { name: string; tel: string; lineid: string; address: string };

/**
 * Files a member's application; answers its id. One creator application awaits review at a time:
 * the check answers the usual case, the partial unique index `creator_subs_one_pending` decides
 * between two racing submissions (409 either way, ADR 023).
 */
export async function submitApplication(
  db: Executor,
  kind: ApplicationKind,
  userId: number,
  fields: ApplicationFields,
): Promise<number> {
  const values = { userId, ...fields };
  if (kind === 'sharer') {
    const [row] = await db.insert(s.sharerSubs).values(values).returning({ id: s.sharerSubs.id });
    return row!.id;
  }
  const awaiting = () => conflict('An application is already awaiting review');
  const [pending] = await db
    .select({ id: s.creatorSubs.id })
    .from(s.creatorSubs)
    .where(and(eq(s.creatorSubs.userId, userId), eq(s.creatorSubs.status, 'pending')));
  if (pending) throw awaiting();
  try {
    const [row] = await db.insert(s.creatorSubs).values(values).returning({ id: s.creatorSubs.id });
    return row!.id;
  } catch (err) {
    if (sqlState(err) === '23505') throw awaiting();
    throw err;
  }
}

/** The applications of one member (a row scope for the generic reads). */
export const applicationsOf = (kind: ApplicationKind, userId: number) => eq(TABLES[kind].userId, userId);

/** Application `id` of a kind, or undefined. */
export async function findApplication(db: Executor, kind: ApplicationKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** Removes application `id` of a kind. */
export async function deleteApplication(db: Executor, kind: ApplicationKind, id: number) {
  const table = TABLES[kind];
  await db.delete(table).where(eq(table.id, id));
}

/** A member's sharer contact details, newest first. */
export async function sharerDetailsOf(db: Executor, userId: number) {
  const list = await db
    .select()
    .from(s.sharerSubs)
    .where(eq(s.sharerSubs.userId, userId))
    .orderBy(desc(s.sharerSubs.id));
  return list.map((r) => ({ id: r.id, name: r.name, tel: r.tel, lineid: r.lineid, address: r.address }));
}

type PendingRow = {
  id: number;
  user_id: number;
  name: string;
  tel: string;
  lineid: string;
  address: string;
  created_at: string | Date;
  member_name: string;
  at: string | null;
  type: string;
  picture: string | null;
  posts: number;
  shares: number;
  clicks: number;
};

/**
 * A page of the creator applications awaiting review, oldest first, each with its member, their
 * post count, the posts they shared and the clicks those shares earned; and how many await.
 */
export async function pendingApplications(db: Executor, page: number, pageSize: number) {
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from creator_subs where status = 'pending'`,
  );
  const list = await rows<PendingRow>(
    db,
    sql`select a.id, a.user_id, a.name, a.tel, a.lineid, a.address, a.created_at,
          m.name as member_name, m.at, m.type, coalesce(m.picture_url, m.google_picture) as picture,
          (select count(*)::int from posts p where p.uid = a.user_id) as posts,
          (select count(distinct d.post_id)::int from click_days_shares d where d.sharer_id = a.user_id) as shares,
          (select coalesce(sum(d.n), 0)::int from click_days_shares d where d.sharer_id = a.user_id) as clicks
        from creator_subs a join members m on m.id = a.user_id
        where a.status = 'pending'
        order by a.id asc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    total: Number(total),
    applications: list.map((r) => ({
      id: Number(r.id),
      name: r.name,
      tel: r.tel,
      lineid: r.lineid,
      address: r.address,
      createdAt: new Date(r.created_at).toISOString(),
      member: {
        id: Number(r.user_id),
        name: r.member_name,
        at: r.at,
        type: r.type,
        picture: r.picture,
        posts: Number(r.posts),
        shares: Number(r.shares),
        clicks: Number(r.clicks),
      },
    })),
  };
}

export type CreatorApplication = typeof s.creatorSubs.$inferSelect;

/** A creator application awaiting review (404 when missing, 409 when already reviewed). */
export async function pendingApplication(db: Executor, id: number): Promise<CreatorApplication> {
  const [row] = await db.select().from(s.creatorSubs).where(eq(s.creatorSubs.id, id));
  if (!row) throw notFound(`creator application ${id} not found`);
  if (row.status !== 'pending') throw conflict(`creator application ${id} was already reviewed`);
  return row;
}

/** Approves: the application is kept as 'approved', the member becomes a creator and is notified. */
export async function approveApplication(db: Db, application: CreatorApplication) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(s.creatorSubs)
      .set({ status: 'approved', updatedAt: now })
      .where(and(eq(s.creatorSubs.id, application.id), eq(s.creatorSubs.status, 'pending')));
    await tx
      .update(s.members)
      .set({ type: 'creator', updatedAt: now })
      .where(eq(s.members.id, application.userId));
    await tx.insert(s.notifications).values({ userId: application.userId, msg: CREATOR_APPROVED_MESSAGE });
  });
}

/** Rejects: the application is removed and the member is notified. */
export async function rejectApplication(db: Db, application: CreatorApplication) {
  await db.transaction(async (tx) => {
    await tx.delete(s.creatorSubs).where(eq(s.creatorSubs.id, application.id));
    await tx.insert(s.notifications).values({ userId: application.userId, msg: CREATOR_REJECTED_MESSAGE });
  });
}
