import { Hono } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import {
  COOKIE_PATH,
  MEMBER_COOKIE,
  memberCookie,
  memberOfCookie,
  newVisitorCookie,
  notAVisit,
  VISITOR_COOKIE,
  visitorIdOf,
  visitorKey,
} from '../clicks.js';
import { type AppEnv, type Ctx, dbOf, deps, intParam } from '../context.js';
import { notFound } from '../errors.js';
import { clientAddress, rateLimit } from '../middleware/rate-limit.js';
import { networkKey, overTls } from '../network.js';
import { bangkokToday } from '../rules.js';
import {
  memberExists,
  recordClick,
  type SharedPost,
  sharedPostById,
  sharedPostByKey,
} from '../services/clicks.js';

/** A year, in seconds: how long a browser keeps its visitor id. */
const VISITOR_MAX_AGE = 365 * 24 * 3600;
/** As long as a sign-in token lives. */
const MEMBER_MAX_AGE = 30 * 24 * 3600;

const secure = (c: Ctx) => overTls(c, deps(c).config);

/**
 * Binds the browser to the member who just signed in (a signed `lb_member` cookie for the short-link
 * paths), so the service recognises the sharer's own clicks on their links (ADR 021). Called by
 * every sign-in.
 */
export function bindSignedInMember(c: Ctx, memberId: number) {
  setCookie(c, MEMBER_COOKIE, memberCookie(deps(c).config.jwtSecret, memberId), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    maxAge: MEMBER_MAX_AGE,
  });
}

/**
 * `GET /s/{key}/{userId}`: a shared link. Always redirects to the post on the site; the click
 * counts for the sharer (a share, one point) only when it is a person opening the link (a page
 * visit, not an image, frame, prefetch, `HEAD` or link-preview crawler), a new person's first click
 * of the day on this link, within the daily caps, and not the sharer's own (ADR 021).
 */
export const shortLinks = new Hono<AppEnv>();

shortLinks.get('/:key/:userId', rateLimit('short'), async (c) => {
  const key = c.req.param('key');
  if (!/^[\w-]{1,40}$/.test(key)) throw notFound('Unknown short link');
  const sharerId = intParam(c, 'userId');
  const post = await sharedPostByKey(dbOf(c), key);
  if (!post) throw notFound('Unknown short link');
  const target = `${deps(c).config.publicSiteUrl}/post/${post.id}/${sharerId}`;
  const cookie = await creditShareVisit(c, post, sharerId);
  if (cookie) c.header('Set-Cookie', cookie, { append: true });
  c.header('cache-control', 'no-store');
  return c.redirect(target, 302);
});

/**
 * Counts a visit of a shared link for the sharer (ADR 021): only a person opening it (a page visit,
 * not an image, frame, prefetch, `HEAD` or link-preview crawler), a new person's first click of the
 * day, within the daily caps, and not the sharer's own. Used by the short link `/s/{key}/{userId}`
 * and by the post page's share form `/post/{id}/{userId}` (and `/p/…`), which the service serves;
 * the visitor cookie is the same for both, so the redirect from one to the other counts once.
 */
export async function creditShareVisit(c: Ctx, post: SharedPost, sharerId: number): Promise<string | null> {
  const db = dbOf(c);
  const { config, now } = deps(c);
  const secret = config.jwtSecret;

  // The visitor's cookie: kept when its signature holds, else a new one (a tampered one is ignored).
  let visitorId = visitorIdOf(secret, getCookie(c, VISITOR_COOKIE));
  let cookie: string | null = null;
  if (!visitorId) {
    const fresh = newVisitorCookie(secret);
    visitorId = visitorIdOf(secret, fresh)!;
    cookie = generateCookie(VISITOR_COOKIE, fresh, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secure(c),
      maxAge: VISITOR_MAX_AGE,
    });
  }
  // The sharer's own click: signed in as the sharer (bearer token) or a browser bound to them.
  const own =
    c.get('user')?.id === sharerId || memberOfCookie(secret, getCookie(c, MEMBER_COOKIE)) === sharerId;
  // Only a person opening the link counts: not an <img>, an iframe, a prefetch, a HEAD or a crawler.
  if (!own && notAVisit(c.req) === null) {
    if (await memberExists(db, sharerId)) {
      const at = now();
      await recordClick(db, {
        post,
        sharerId,
        address: visitorKey(secret, 'address', networkKey(clientAddress(c))),
        visitor: visitorKey(secret, 'visitor', visitorId),
        day: bangkokToday(at),
        at,
        caps: config.clickCaps,
      });
    }
  }
  return cookie;
}

/** The post of a share page's address (`/post/{id}/{userId}`, `/p/{id}/{userId}`), credited like its short link. */
export async function creditSharePage(c: Ctx, postId: number, sharerId: number): Promise<string | null> {
  const post = await sharedPostById(dbOf(c), postId);
  return post ? creditShareVisit(c, post, sharerId) : null;
}
