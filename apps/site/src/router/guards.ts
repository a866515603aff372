/**
 * The guards of product §2 as one pure decision per navigation; `routes.tsx` runs it in every leaf
 * route's loader (loaders run before the screen's code loads, so a redirect costs no chunk).
 * The rules themselves live in domain (`loginStateRedirect`, `parsePostId`, `parseProfileTab`, …).
 */
import {
  loginStateRedirect,
  notFoundPath,
  parsePostId,
  parseProfileTab,
  parseUserId,
} from '@lightbearers/domain';

/** The layouts of product §2. */
export const LAYOUTS = [
  'blank',
  'default',
  'nologin',
  'nologinHeader',
  'nologinNoHeader',
  'noLoginPost',
  'noLoginProfile',
  'null',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Route-specific checks on top of the login-state rules. */
export type RouteCheck = 'post' | 'profile' | 'none';

/** Answer of `guard`: stay, go elsewhere, or the not-found page in place. */
export type GuardResult = { kind: 'stay' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/** The four shapes of a profile route's first segment (product §2 "Profile routes"). */
export type ProfileRef =
  | { kind: 'uid'; uid: number; loggedInRoute: boolean }
  | { kind: 'handle'; at: string; loggedInRoute: boolean };

/** `u{id}` and `@{slug}` (logged-in routes), `user{id}` and `u@{slug}` (no-login routes); else null. */
export function parseProfileSegment(segment: string): ProfileRef | null {
  let m = /^user(\d+)$/.exec(segment);
  if (m) {
    const uid = parseUserId(m[1]);
    return uid === null ? null : { kind: 'uid', uid, loggedInRoute: false };
  }
  m = /^u(\d+)$/.exec(segment);
  if (m) {
    const uid = parseUserId(m[1]);
    return uid === null ? null : { kind: 'uid', uid, loggedInRoute: true };
  }
  m = /^u@(.+)$/.exec(segment);
  if (m?.[1]) return { kind: 'handle', at: m[1], loggedInRoute: false };
  m = /^@(.+)$/.exec(segment);
  if (m?.[1]) return { kind: 'handle', at: m[1], loggedInRoute: true };
  return null;
}

export interface GuardInput {
  layout: LayoutName;
  check: RouteCheck;
  /** Path with query (and fragment, when known), as the browser shows it. */
  location: string;
  params: Record<string, string | undefined>;
  signedIn: boolean;
}

/**
 * In order: the login-state twin redirect (post and profile routes, `/404`; the query is kept);
 * the blank layout and login-only pages need a login (`/`); an invalid post id or profile tab goes
 * to `/404` (signed in) or `/404NoLogin`; a first segment that is no profile shape is not found.
 */
export function guard({ layout, check, location, params, signedIn }: GuardInput): GuardResult {
  const twin = loginStateRedirect(location, signedIn);
  if (twin !== null) return { kind: 'redirect', to: twin };
  if (layout === 'blank' && !signedIn) return { kind: 'redirect', to: '/' };
  if (check === 'post') {
    if (parsePostId(params.id) === null) return { kind: 'redirect', to: notFoundPath(signedIn) };
    if (params.uid !== undefined && parseUserId(params.uid) === null)
      return { kind: 'redirect', to: notFoundPath(signedIn) };
  }
  if (check === 'profile') {
    const ref = parseProfileSegment(params.profile ?? '');
    if (ref === null) return { kind: 'not-found' };
    if (params.social !== undefined && parseProfileTab(params.social) === null)
      return { kind: 'redirect', to: notFoundPath(signedIn) };
  }
  return { kind: 'stay' };
}
