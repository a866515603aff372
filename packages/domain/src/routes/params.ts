const POSITIVE_INTEGER = /^[1-9]\d*$/;

function positiveInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw !== 'string' || !POSITIVE_INTEGER.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** A post route's `{id}`: a positive integer, or exactly `all` (the newest post matching the filters). */
export function parsePostId(raw: unknown): number | 'all' | null {
  return raw === 'all' ? 'all' : positiveInteger(raw);
}

/** A list route's page parameter: a positive integer, else `null`. */
export function parsePageParam(raw: unknown): number | null {
  return positiveInteger(raw);
}

/** A user id in a route (`/u{id}`, `/user{id}`): a positive integer, else `null`. */
export function parseUserId(raw: unknown): number | null {
  return positiveInteger(raw);
}

/** The profile tabs, in the order the profile shows them. */
export const PROFILE_TABS = ['share', 'youtube', 'tiktok', 'other'] as const;

/** A profile tab (the route's `{social}`). */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** A profile route's `{social}` when it is a valid tab, else `null` (the route then goes to the 404 page). */
export function parseProfileTab(raw: unknown): ProfileTab | null {
  return typeof raw === 'string' && (PROFILE_TABS as readonly string[]).includes(raw)
    ? (raw as ProfileTab)
    : null;
}

/** The tab a profile opens on: sharers on their share statistics, everyone else on their posts. */
export function defaultProfileTab(userType: string | null | undefined): ProfileTab {
  return userType === 'sharer' ? 'share' : 'other';
}

/** The part of a profile its address is built from. */
export interface ProfileAddress {
  uid: number;
  at?: string | null;
}

/** The page a profile lives at: by handle when it has one, else by user id; logged-out routes differ. */
export function profilePath(profile: ProfileAddress, tab: ProfileTab, loggedIn: boolean): string {
  const at = profile.at?.trim();
  if (at) {
    const handle = encodeURIComponent(at);
    return loggedIn ? `/@${handle}/${tab}` : `/u@${handle}/${tab}`;
  }
  return loggedIn ? `/u${profile.uid}/${tab}` : `/user${profile.uid}/${tab}`;
}

/** A user's base profile page by id (`/u{uid}`, or `/user{uid}` when logged out). */
export function userPath(uid: number, loggedIn: boolean): string {
  return loggedIn ? `/u${uid}` : `/user${uid}`;
}

/** A post's page (`/p/{id}`, or `/post/{id}` when logged out), optionally with the sharer's uid. */
export function postPath(id: number | 'all', loggedIn: boolean, sharerUid?: number | null): string {
  const base = loggedIn ? `/p/${id}` : `/post/${id}`;
  return sharerUid ? `${base}/${sharerUid}` : base;
}

/** Where an invalid post or profile tab goes. */
export function notFoundPath(loggedIn: boolean): string {
  return loggedIn ? '/404' : '/404NoLogin';
}

/** The fallback destination of many errors (a missing profile, a failed list). */
export const FALLBACK_PATH = '/all/other';

/** Where a `?jwt=` sign-in lands: the feed for members with a sharer registration, else the sharer application. */
export function postLoginPath(hasSharerRegistration: boolean): string {
  return hasSharerRegistration ? FALLBACK_PATH : '/sharer';
}
