/**
 * Counted clicks of shared links (ADR 021): one transaction per click decides "already counted"
 * and the daily caps exactly under concurrency, and credits the sharer's share point. Who the
 * visitor is and whether a request is a person opening the link is `src/clicks.ts`.
 */
import { eq, sql } from 'drizzle-orm';
import type { ClickCaps } from '../config.js';
import type { Db, Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { POINTS_PER_SHARE } from '../rules.js';
import { move } from './wallets.js';

/** A post as a shared link names it: id, key and author. */
export type SharedPost = { id: number; key: string; uid: number };

const sharedColumns = { id: s.posts.id, key: s.posts.key, uid: s.posts.uid };

/** The post of a short link's key, or undefined. */
export async function sharedPostByKey(db: Executor, key: string): Promise<SharedPost | undefined> {
  const [post] = await db.select(sharedColumns).from(s.posts).where(eq(s.posts.key, key));
  return post;
}

/** The post of a share page's id, or undefined. */
export async function sharedPostById(db: Executor, id: number): Promise<SharedPost | undefined> {
  const [post] = await db.select(sharedColumns).from(s.posts).where(eq(s.posts.id, id));
  return post;
}

/** Whether member `id` exists (a click for an unknown sharer is not counted). */
export async function memberExists(db: Executor, id: number): Promise<boolean> {
  const [member] = await db.select({ id: s.members.id }).from(s.members).where(eq(s.members.id, id));
  return Boolean(member);
}

/** Why a click was not counted (the redirect happens anyway). */
export type ClickOutcome =
  | 'counted'
  | 'unknown-sharer'
  | 'own-click'
  | 'already-counted'
  | 'address-cap'
  | 'sharer-cap';

class Refused extends Error {
  constructor(readonly outcome: ClickOutcome) {
    super(outcome);
  }
}

/**
 * Records one click of a visitor on a sharer's link to a post, in one transaction: the click row
 * (its two unique indexes decide "already counted" atomically; its insert trigger raises the daily
 * aggregates), the address's and the sharer's daily caps (conditional upserts: the row lock of the
 * upsert makes them exact under concurrency), the post's `click_total` and the sharer's `share`
 * ledger movement. A refused cap rolls the whole transaction back.
 */
export async function recordClick(
  db: Db,
  click: {
    post: { id: number; key: string; uid: number };
    sharerId: number;
    address: string;
    visitor: string;
    day: string;
    at: Date;
    caps: ClickCaps;
  },
): Promise<ClickOutcome> {
  const { post, sharerId, address, visitor, day, at, caps } = click;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(s.clicks)
        .values({ postId: post.id, sharerId, creatorId: post.uid, visitor, address, day, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: s.clicks.id });
      if (!inserted.length) return 'already-counted';
      for (const [scope, subject, cap] of [
        ['address', address, caps.perAddress],
        ['sharer', String(sharerId), caps.perSharer],
      ] as const) {
        const raised = await tx
          .insert(s.clickCaps)
          .values({ day, scope, subject, n: 1 })
          .onConflictDoUpdate({
            target: [s.clickCaps.day, s.clickCaps.scope, s.clickCaps.subject],
            set: { n: sql`${s.clickCaps.n} + 1` },
            setWhere: sql`${s.clickCaps.n} < ${cap}`,
          })
          .returning({ n: s.clickCaps.n });
        if (!raised.length) throw new Refused(scope === 'address' ? 'address-cap' : 'sharer-cap');
      }
      await tx
        .update(s.posts)
        .set({ clickTotal: sql`${s.posts.clickTotal} + 1` })
        .where(eq(s.posts.id, post.id));
      await move(tx, sharerId, {
        kind: 'share',
        msg: `แชร์โพสต์ ${post.key}`,
        canChange: POINTS_PER_SHARE,
        allTime: POINTS_PER_SHARE,
        createdAt: at,
      });
      return 'counted' as const;
    });
  } catch (err) {
    if (err instanceof Refused) return err.outcome;
    throw err;
  }
}
