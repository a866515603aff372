// Post and profile pages exist twice: the logged-in routes and the no-login routes with their own
// layouts. Each pair is one pattern on each side, matched on the path alone.
const PAIRS: Array<{
  in: RegExp;
  toIn: (m: RegExpExecArray) => string;
  out: RegExp;
  toOut: (m: RegExpExecArray) => string;
}> = [
  {
    in: /^\/p\/([^/]+)(\/[^/]+)?\/?$/,
    toOut: (m) => `/post/${m[1]}${m[2] ?? ''}`,
    out: /^\/post\/([^/]+)(\/[^/]+)?\/?$/,
    toIn: (m) => `/p/${m[1]}${m[2] ?? ''}`,
  },
  {
    in: /^\/u(\d+)(\/[^/]+)?\/?$/,
    toOut: (m) => `/user${m[1]}${m[2] ?? ''}`,
    out: /^\/user(\d+)(\/[^/]+)?\/?$/,
    toIn: (m) => `/u${m[1]}${m[2] ?? ''}`,
  },
  {
    in: /^\/@([^/]+)(\/[^/]+)?\/?$/,
    toOut: (m) => `/u@${m[1]}${m[2] ?? ''}`,
    out: /^\/u@([^/]+)(\/[^/]+)?\/?$/,
    toIn: (m) => `/@${m[1]}${m[2] ?? ''}`,
  },
  { in: /^\/404\/?$/, toOut: () => '/404NoLogin', out: /^\/404NoLogin\/?$/, toIn: () => '/404' },
];

// Pages of the "blank" layout need a login; without one they send the visitor home.
const LOGIN_ONLY = [
  /^\/me\/?$/,
  /^\/coin\/(?:basket|wallet|order)(?:\/|$)/,
  /^\/noti\/?$/,
  /^\/(?:creator-sub|sharer)\/?$/,
];

/**
 * The product §2 login-state rule the site's router applies on every navigation: logged-out visitors on
 * a logged-in post or profile route go to its no-login twin, logged-in members on a no-login route
 * go to `/p/{id}` or `/u{id}` (or `/@{slug}`); login-only pages send logged-out visitors to `/`.
 * Returns the destination with the query and fragment kept, or `null` when the page may stay.
 */
export function loginStateRedirect(location: string, loggedIn: boolean): string | null {
  const cut = location.search(/[?#]/);
  const path = cut === -1 ? location : location.slice(0, cut);
  const suffix = cut === -1 ? '' : location.slice(cut);
  for (const pair of PAIRS) {
    const match = loggedIn ? pair.out.exec(path) : pair.in.exec(path);
    if (match) return (loggedIn ? pair.toIn(match) : pair.toOut(match)) + suffix;
  }
  if (!loggedIn && LOGIN_ONLY.some((pattern) => pattern.test(path))) return '/';
  return null;
}
