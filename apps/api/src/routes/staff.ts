import { roleOf } from '@lightbearers/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, type Ctx, dbOf, intParam, isStaff, requireUser, validParams } from '../context.js';
import { rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { listSize } from '../params.js';

/** The notification a member gets when staff approve their creator application (HTML, spec §3). */
export const CREATOR_APPROVED_MESSAGE = 'ใบสมัคร <b>Creator</b> ของคุณได้รับการอนุมัติแล้ว สร้างโพสต์แรกของคุณได้เลย';
/** The notification a member gets when staff reject their creator application. */
export const CREATOR_REJECTED_MESSAGE = 'ใบสมัคร <b>Creator</b> ของคุณยังไม่ผ่านการพิจารณา สมัครใหม่ได้ทุกเมื่อ';

/** Staff only: anonymous 401, any other member 403 (ADR 008, ADR 030). */
function requireStaff(c: Ctx) {
  requireUser(c);
  if (!isStaff(c)) throw forbidden('Staff only');
}

const pageQuery = z.object({
  page: listSize('page', 1, 100_000),
  pageSize: listSize('pageSize', 20, 100),
});

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
 * `/api/staff`: the staff review of creator applications (ADR 030). Every route but `/me` is staff only.
 * - `GET /creator-applications?page&pageSize` — pending applications, oldest first, each with the
 *   member, their post count, the posts they shared and the clicks those shares earned.
 * - `POST /creator-applications/{id}/approve` — the member becomes a creator; the application is
 *   kept as 'approved'; the member is notified.
 * - `POST /creator-applications/{id}/reject` — the application is removed; the member is notified.
 */
export const staffRoutes = new Hono<AppEnv>();

/**
 * `GET /api/staff/me`: whether the signed-in member is staff (an admin is staff too) and their role
 * (the site shows or hides staff pages; the service enforces them, ADR 035).
 */
staffRoutes.get('/me', (c) => {
  const me = requireUser(c);
  return c.json({ data: { staff: isStaff(c), role: roleOf(me.role) } });
});

staffRoutes.get('/creator-applications', async (c) => {
  requireStaff(c);
  const { page, pageSize } = validParams(pageQuery, c.req.query());
  const db = dbOf(c);
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
  const count = Number(total);
  return c.json({
    data: list.map((r) => ({
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
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(count / pageSize), total: count } },
  });
});

/** Reads one pending application (404 when missing, 409 when already reviewed). */
async function pendingApplication(c: Ctx) {
  requireStaff(c);
  const id = intParam(c, 'id');
  const [row] = await dbOf(c).select().from(s.creatorSubs).where(eq(s.creatorSubs.id, id));
  if (!row) throw notFound(`creator application ${id} not found`);
  if (row.status !== 'pending') throw conflict(`creator application ${id} was already reviewed`);
  return row;
}

staffRoutes.post('/creator-applications/:id/approve', async (c) => {
  const row = await pendingApplication(c);
  const db = dbOf(c);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(s.creatorSubs)
      .set({ status: 'approved', updatedAt: now })
      .where(and(eq(s.creatorSubs.id, row.id), eq(s.creatorSubs.status, 'pending')));
    await tx.update(s.members).set({ type: 'creator', updatedAt: now }).where(eq(s.members.id, row.userId));
    await tx.insert(s.notifications).values({ userId: row.userId, msg: CREATOR_APPROVED_MESSAGE });
  });
  return c.json({ data: { id: row.id, userId: row.userId, decision: 'approved' } });
});

staffRoutes.post('/creator-applications/:id/reject', async (c) => {
  const row = await pendingApplication(c);
  const db = dbOf(c);
  await db.transaction(async (tx) => {
    await tx.delete(s.creatorSubs).where(eq(s.creatorSubs.id, row.id));
    await tx.insert(s.notifications).values({ userId: row.userId, msg: CREATOR_REJECTED_MESSAGE });
  });
  return c.json({ data: { id: row.id, userId: row.userId, decision: 'rejected' } });
});

/**
 * `/api/orgs?category={org1}`: the organisation directory (level-2 units of one level-1 group), in
 * the shape of the external directory the spec names (`data[].attributes.name`), so the site's
 * inner-zone form reads it through the api-client's `getOrganisations`. Public: unit names only.
 */
export const orgRoutes = new Hono<AppEnv>();

orgRoutes.get('/', async (c) => {
  const category = (c.req.query('category') ?? '').slice(0, 200);
  const list = await dbOf(c)
    .select()
    .from(s.orgs)
    .where(and(eq(s.orgs.org1, category), isNull(s.orgs.deletedAt)))
    .orderBy(asc(s.orgs.id)); // the directory's own order (collations differ between backends)
  return c.json({ data: list.map((o) => ({ id: o.id, attributes: { name: o.org2, category: o.org1 } })) });
});
