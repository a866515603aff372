/**
 * The statistics pages' data for one range, each part empty on failure (the failure is logged only).
 * The calls load with the first read (`calls()`), so the page's first screen carries no client
 * (ADR 037).
 */
import type {
  CachedProfile,
  Client,
  DayRange,
  TopClick,
  TopCreator,
  TopSharer,
} from '@lightbearers/api-client';
import { calls } from '../../router/calls';

/** What the page shows for one range. */
export interface StatsData {
  sharers: TopSharer[];
  creators: TopCreator[];
  posts: TopClick[];
  active: CachedProfile[];
}

/** A section's read: its value, or the empty value after logging the failure. */
export function orEmpty<T>(promise: Promise<T>, empty: T, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    console.warn(`stats: ${what} failed`, error);
    return empty;
  });
}

/** Everything that depends on the range, in one round of parallel calls (then the active members' cards). */
export async function loadStats(client: Client, range: DayRange): Promise<StatsData> {
  const { getActiveUsers, getCachedProfiles, getTopClicks, getTopCreators, getTopSharers } = await calls();
  const [sharers, creators, posts, activeIds] = await Promise.all([
    orEmpty(getTopSharers(client, range), [], 'top sharers'),
    orEmpty(getTopCreators(client, range), [], 'top creators'),
    orEmpty(getTopClicks(client, range), [], 'top posts'),
    orEmpty(getActiveUsers(client, range), [], 'active users'),
  ]);
  const profiles = await orEmpty(getCachedProfiles(client, activeIds), [], 'active profiles');
  const byUid = new Map(profiles.map((p) => [p.uid, p]));
  // The service's order; members without a profile card are left out.
  const active = activeIds.flatMap((uid) => {
    const profile = byUid.get(uid);
    return profile ? [profile] : [];
  });
  return { sharers, creators, posts, active };
}
