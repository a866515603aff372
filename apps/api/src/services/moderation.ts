/**
 * Moderation (ADR 023, extended by ADR 035): staff hide a post, comment or reply with a reason,
 * and may restore it. A hidden item leaves every public read (a hidden comment takes its replies
 * with it); nothing is deleted, and every hide and restore is in the audit log.
 */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { changeRow } from './change.js';
import { paged } from './paging.js';

export const MODERATION_KINDS = ['post', 'comment', 'reply'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** The reason recorded when staff remove an item through the members' DELETE routes. */
export const DEFAULT_MODERATION_REASON = 'ลบโดยทีมงาน';

/** The reason of a staff DELETE through the members' routes: `?reason=`, else the default. */
export function moderationReason(c: { req: { query(name: string): string | undefined } }): string {
  const given = (c.req.query('reason') ?? '').trim().slice(0, 500);
  return given === '' ? DEFAULT_MODERATION_REASON : given;
}

const TABLES = { post: s.posts, comment: s.comments, reply: s.commentReplies } as const;

/** Posts anybody may read: not hidden, and their author not blocked. */
export const visiblePost: SQL = sql`(${s.posts.moderatedAt} is null and not exists (select 1 from members lb_bm where lb_bm.id = ${s.posts.uid} and lb_bm.blocked_at is not null))`;
/** Comments anybody may read. */
export const visibleComment: SQL = isNull(s.comments.moderatedAt);
/** Replies anybody may read: not hidden, nor their comment. */
export const visibleReply: SQL = sql`(${s.commentReplies.moderatedAt} is null and not exists (select 1 from comments lb_mc where lb_mc.id = ${s.commentReplies.cid} and lb_mc.moderated_at is not null))`;

/** Hides (`reason` given) or restores (`reason` null) one item. Hiding a hidden item changes nothing. */
export async function moderate(
  db: Executor,
  actorId: number,
  kind: ModerationKind,
  id: number,
  reason: string | null,
) {
  const table = TABLES[kind];
  const hide = reason !== null;
  return changeRow(
    db,
    table as typeof s.posts,
    id,
    { actorId, entity: kind, action: `${kind}.${hide ? 'hide' : 'restore'}`, reason },
    async (tx, before) => {
      if (Boolean(before.moderatedAt) === hide) return null;
      const [row] = await tx
        .update(table as typeof s.posts)
        .set({ moderatedAt: hide ? new Date() : null, moderationReason: reason, updatedAt: new Date() })
        .where(eq((table as typeof s.posts).id, id))
        .returning();
      return row!;
    },
  );
}

type Item = {
  id: number;
  des: string;
  userId: number;
  moderatedAt: Date | null;
  moderationReason: string | null;
  createdAt: Date;
};

/** A page of posts, comments or replies for review: hidden ones, visible ones, or one member's. */
export async function listModeration(
  db: Executor,
  kind: ModerationKind,
  f: { hidden?: boolean | undefined; member?: number | undefined; page: number; pageSize: number },
) {
  const table = TABLES[kind] as typeof s.posts;
  const author = kind === 'post' ? s.posts.uid : (TABLES[kind] as typeof s.comments).userId;
  const where: SQL[] = [];
  if (f.hidden !== undefined) where.push(f.hidden ? isNotNull(table.moderatedAt) : isNull(table.moderatedAt));
  if (f.member !== undefined) where.push(eq(author, f.member));
  const page = await paged(db, table, where.length ? and(...where) : undefined, [desc(table.id)], f);
  return {
    ...page,
    rows: page.rows.map(
      (r): Item => ({
        id: r.id,
        des: r.des,
        userId: kind === 'post' ? r.uid : (r as unknown as { userId: number }).userId,
        moderatedAt: r.moderatedAt,
        moderationReason: r.moderationReason,
        createdAt: r.createdAt,
      }),
    ),
  };
}
