/**
 * Members: sign-in's accounts (ADR 012), and the back office's (ADR 035): search, one member's
 * record, block and unblock, type and role. Staff manage plain members; an admin manages anyone
 * but themselves, and alone changes roles.
 */
import { randomBytes } from 'node:crypto';
import { canManageMember, type Role, roleOf, type UserType } from '@lightbearers/domain';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { publicName } from '../auth.js';
import type { Member } from '../context.js';
import { type Executor, rows } from '../db/client.js';
import * as s from '../db/schema.js';
import { conflict, forbidden } from '../errors.js';
import { memberPicture } from '../strapi/resources.js';
import { changeRow } from './change.js';
import { paged } from './paging.js';

export const MEMBER_MESSAGES = {
  self: 'เปลี่ยนสถานะหรือบทบาทของบัญชีตัวเองไม่ได้',
  notAllowed: 'ทีมงานจัดการได้เฉพาะสมาชิกทั่วไป',
} as const;

/** A member as the back office lists them (contact details are for staff, ADR 008). */
export const memberAttrs = (m: Member) => ({
  name: m.name,
  at: m.at,
  email: m.email,
  type: m.type,
  role: roleOf(m.role),
  picture: memberPicture(m as never),
  provider: m.provider,
  org1: m.org1,
  org2: m.org2,
  blockedAt: m.blockedAt,
  blockedReason: m.blockedReason,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});

export type MemberFilters = {
  q?: string | undefined;
  role?: Role | undefined;
  type?: UserType | undefined;
  blocked?: boolean | undefined;
  page: number;
  pageSize: number;
  order?: SQL[];
};

export async function listMembers(db: Executor, f: MemberFilters) {
  const where: SQL[] = [];
  if (f.q) {
    const q = f.q.trim();
    const like = `%${q.replace(/^@/, '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const byId = /^#?\d{1,9}$/.test(q) ? [eq(s.members.id, Number(q.replace('#', '')))] : [];
    where.push(
      or(...byId, ilike(s.members.name, like), ilike(s.members.at, like), ilike(s.members.email, like))!,
    );
  }
  if (f.role) where.push(eq(s.members.role, f.role));
  if (f.type) where.push(eq(s.members.type, f.type));
  if (f.blocked !== undefined)
    where.push(f.blocked ? isNotNull(s.members.blockedAt) : isNull(s.members.blockedAt));
  return paged(db, s.members, where.length ? and(...where) : undefined, f.order ?? [asc(s.members.id)], f);
}

/** What a member has done: posts, comments, orders, badges, and their wallet. */
export async function memberActivity(db: Executor, id: number) {
  const [counts] = await rows<Record<string, number | null>>(
    db,
    sql`select
      (select count(*)::int from posts where uid = ${id}) as posts,
      (select count(*)::int from posts where uid = ${id} and moderated_at is not null) as hidden_posts,
      (select count(*)::int from comments where user_id = ${id}) as comments,
      (select count(*)::int from orders where user_id = ${id}) as orders,
      (select count(*)::int from badge_users where user_id = ${id}) as badges,
      (select current_point from wallets where user_id = ${id}) as current_point,
      (select can_change_total from wallets where user_id = ${id}) as can_change_total,
      (select all_time_total from wallets where user_id = ${id}) as all_time_total`,
  );
  const count = (column: string) => Number(counts?.[column] ?? 0);
  return {
    posts: count('posts'),
    hiddenPosts: count('hidden_posts'),
    comments: count('comments'),
    orders: count('orders'),
    badges: count('badges'),
    wallet: {
      current_point: count('current_point'),
      can_change_total: count('can_change_total'),
      all_time_total: count('all_time_total'),
    },
  };
}

/** Refuses acting on oneself, and staff acting on staff or admins. */
function mayManage(actor: Member, target: Member) {
  if (actor.id === target.id) throw conflict(MEMBER_MESSAGES.self);
  if (!canManageMember(actor.role, target.role)) throw forbidden(MEMBER_MESSAGES.notAllowed);
}

/** Blocks (with a reason) or unblocks. Blocking a blocked member changes nothing. */
export async function setBlocked(db: Executor, actor: Member, id: number, reason: string | null) {
  const block = reason !== null;
  return changeRow(
    db,
    s.members,
    id,
    { actorId: actor.id, entity: 'member', action: block ? 'member.block' : 'member.unblock', reason },
    async (tx, before) => {
      mayManage(actor, before);
      if (Boolean(before.blockedAt) === block) return null;
      const [row] = await tx
        .update(s.members)
        .set({ blockedAt: block ? new Date() : null, blockedReason: reason, updatedAt: new Date() })
        .where(eq(s.members.id, id))
        .returning();
      return row!;
    },
  );
}

export async function setMemberType(db: Executor, actor: Member, id: number, type: UserType) {
  return changeRow(
    db,
    s.members,
    id,
    { actorId: actor.id, entity: 'member', action: 'member.type' },
    async (tx, before) => {
      mayManage(actor, before);
      if (before.type === type) return null;
      const [row] = await tx
        .update(s.members)
        .set({ type, updatedAt: new Date() })
        .where(eq(s.members.id, id))
        .returning();
      return row!;
    },
  );
}

/** Changes a role (the caller checked the actor is an admin; `actorId` null: the operator's command). */
export async function setRole(
  db: Executor,
  actorId: number | null,
  id: number,
  role: Role,
  reason: string | null = null,
) {
  return changeRow(
    db,
    s.members,
    id,
    { actorId, entity: 'member', action: 'member.role', reason },
    async (tx, before) => {
      if (actorId === id) throw conflict(MEMBER_MESSAGES.self);
      if (before.role === role) return null;
      const [row] = await tx
        .update(s.members)
        .set({ role, updatedAt: new Date() })
        .where(eq(s.members.id, id))
        .returning();
      return row!;
    },
  );
}

/** Finds the member `who` names: a number is an id, `@x` a handle, anything with `@` inside an e-mail. */
export async function findMember(db: Executor, who: string) {
  const w = who.trim();
  const where = /^\d{1,9}$/.test(w)
    ? eq(s.members.id, Number(w))
    : w.startsWith('@')
      ? sql`lower(${s.members.at}) = ${w.slice(1).toLowerCase()}`
      : sql`lower(${s.members.email}) = ${w.toLowerCase()}`;
  const found = await db.select().from(s.members).where(where).limit(2);
  if (found.length === 0) throw new Error(`No member matches "${w}" (sign in once first, then grant)`);
  if (found.length > 1) throw new Error(`More than one member matches "${w}": use the member id`);
  return found[0]!;
}

/** Grants `role` (admin unless told) to the member `who` names; the audit row names no actor. */
export async function grantRole(db: Executor, who: string, role: 'admin' | 'staff' | 'member' = 'admin') {
  const member = await findMember(db, who);
  const r = await setRole(db, null, member.id, role, 'admin:grant command');
  return { id: member.id, name: member.name, role, changed: r.changed };
}

/** Member `id`, or undefined. */
export async function memberById(db: Executor, id: number): Promise<Member | undefined> {
  const [member] = await db.select().from(s.members).where(eq(s.members.id, id));
  return member;
}

/** The demo members the development sign-in offers (the first 200, by id). */
export async function devMembers(db: Executor): Promise<Member[]> {
  return db
    .select()
    .from(s.members)
    .where(eq(s.members.provider, 'dev'))
    .orderBy(asc(s.members.id))
    .limit(200);
}

/** Finds the member of an external account, creating it (type sharer, with a wallet) on first sign-in. */
export async function upsertExternalMember(
  db: Executor,
  p: {
    provider: string;
    providerId: string;
    email: string | null;
    /** The provider's display name; missing, blank or e-mail-like names become 'สมาชิก'. */
    name: string | null | undefined;
    givenName?: string;
    familyName?: string;
    picture?: string | null;
  },
): Promise<Member> {
  const found = await db
    .select()
    .from(s.members)
    .where(eq(s.members.providerId, p.providerId))
    .then((r) => r.filter((m) => m.provider === p.provider));
  if (found[0]) return found[0];
  const [member] = await db
    .insert(s.members)
    .values({
      provider: p.provider,
      providerId: p.providerId,
      email: p.email,
      // An internal, neutral account name: nothing derived from the e-mail or the provider's id.
      username: `member_${randomBytes(9).toString('base64url')}`,
      name: publicName(p.name, p.email),
      givenName: p.givenName ?? '',
      familyName: p.familyName ?? '',
      googlePicture: p.picture ?? null,
      type: 'sharer',
    })
    .returning();
  await db.insert(s.wallets).values({ userId: member!.id }).onConflictDoNothing();
  return member!;
}
