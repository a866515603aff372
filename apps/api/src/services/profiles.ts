/** A member's own profile (members and profiles are one table, ADR 012). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { sqlState } from '../errors.js';

export type ProfileChanges = Partial<
  Pick<
    typeof s.members.$inferInsert,
    'name' | 'des' | 'givenName' | 'familyName' | 'links' | 'org1' | 'org2' | 'pictureId' | 'pictureUrl'
  >
>;

/**
 * Saves the member's profile changes, and the handle when one is asked for (`handle.value`: a
 * checked handle, or null to clear it). A handle another member already holds (in any letter case)
 * is not saved while everything else is; answers the handle that was taken (as checked, or as sent
 * when two members raced for it and the unique index decided), else null.
 */
export async function updateProfile(
  db: Executor,
  memberId: number,
  changes: ProfileChanges,
  handle?: { value: string | null; asSent: string },
): Promise<string | null> {
  const patch: Partial<typeof s.members.$inferInsert> = { updatedAt: new Date(), ...changes };
  let handleTaken: string | null = null;
  if (handle) {
    if (handle.value === null) patch.at = null;
    else {
      const at = handle.value;
      const [holder] = await db
        .select({ id: s.members.id })
        .from(s.members)
        .where(and(sql`lower(${s.members.at}) = lower(${at})`, sql`${s.members.id} <> ${memberId}`));
      if (holder) handleTaken = at;
      else patch.at = at;
    }
  }
  try {
    await db.update(s.members).set(patch).where(eq(s.members.id, memberId));
  } catch (err) {
    // Two members racing for the same handle: the unique index decides.
    if (sqlState(err) !== '23505') throw err;
    delete patch.at;
    await db.update(s.members).set(patch).where(eq(s.members.id, memberId));
    handleTaken = handle?.asSent ?? '';
  }
  return handleTaken;
}
