/**
 * Badge awards in a range of Bangkok days: who was given which badge between two days — the
 * holders the statistics pages show for the range they were asked for. Blocked members and
 * deleted badges are left out, as from every public read (ADR 035).
 */
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { addDays, bangkokStartOfDay } from '../rules.js';

/** At most this many awards in one answer (a range of years is still one bounded read, ADR 023). */
export const AWARDS_LIMIT = 2_000;

export type MemberRow = typeof s.members.$inferSelect;

/** The awards of the days `from`..`to` (inclusive, Bangkok), by badge, then by award time. */
export async function awardsBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<Array<{ badgeId: number; member: MemberRow }>> {
  const start = new Date(bangkokStartOfDay(from));
  const end = new Date(bangkokStartOfDay(addDays(to, 1)));
  return db
    .select({ badgeId: s.badgeUsers.badgeId, member: s.members })
    .from(s.badgeUsers)
    .innerJoin(s.members, eq(s.members.id, s.badgeUsers.userId))
    .innerJoin(s.badges, eq(s.badges.id, s.badgeUsers.badgeId))
    .where(
      and(
        gte(s.badgeUsers.createdAt, start),
        lt(s.badgeUsers.createdAt, end),
        isNull(s.members.blockedAt),
        isNull(s.badges.deletedAt),
      ),
    )
    .orderBy(asc(s.badgeUsers.badgeId), asc(s.badgeUsers.createdAt), asc(s.badgeUsers.id))
    .limit(AWARDS_LIMIT);
}
