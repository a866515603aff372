import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Who clicked a short link (ADR 021): the client's address — an IPv4 address, or the /64 network of
 * an IPv6 address (one household, one phone) — and a first-party cookie signed with the service's
 * secret. The user agent plays no part. Neither the address nor the cookie id is stored: only keyed
 * hashes of them.
 */

/** The cookie carrying the visitor's id (`<id>.<signature>`). */
export const VISITOR_COOKIE = 'lb_visitor';
/** The cookie binding a browser to the member who signed in on it (`<member id>.<signature>`). */
export const MEMBER_COOKIE = 'lb_member';
/**
 * The visitor and member cookies go to the short links and to the share form of the post pages
 * (`/post/{id}/{userId}`), which the service also counts: the whole origin.
 */
export const COOKIE_PATH = '/';

const b64url = (b: Buffer) => b.toString('base64url');

function mac(secret: string, purpose: string, value: string): string {
  return b64url(createHmac('sha256', secret).update(`${purpose}:${value}`).digest()).slice(0, 32);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `value.signature` for a cookie. */
function sign(secret: string, purpose: string, value: string): string {
  return `${value}.${mac(secret, purpose, value)}`;
}

/** The value of a signed cookie, or null when it is missing, malformed or its signature is wrong. */
function unsign(secret: string, purpose: string, cookie: string | undefined, shape: RegExp): string | null {
  if (!cookie || cookie.length > 200) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = cookie.slice(0, dot);
  if (!shape.test(value)) return null;
  return sameText(cookie.slice(dot + 1), mac(secret, purpose, value)) ? value : null;
}

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** A new visitor cookie value (128 random bits, signed). */
export function newVisitorCookie(secret: string): string {
  return sign(secret, 'visitor', b64url(randomBytes(16)));
}

/** The visitor id of a cookie, or null when it is missing or tampered with. */
export function visitorIdOf(secret: string, cookie: string | undefined): string | null {
  return unsign(secret, 'visitor', cookie, VISITOR_ID);
}

/** The cookie value binding a browser to a signed-in member. */
export function memberCookie(secret: string, memberId: number): string {
  return sign(secret, 'member', String(memberId));
}

/** The member a browser is bound to, or null. */
export function memberOfCookie(secret: string, cookie: string | undefined): number | null {
  const v = unsign(secret, 'member', cookie, /^[1-9]\d{0,9}$/);
  return v === null ? null : Number(v);
}

/**
 * Link-preview crawlers (matched case-insensitively anywhere in the `User-Agent`): they fetch a
 * shared link to draw its card, for everyone in a chat, and are nobody opening it (ADR 021). The
 * apps' own in-app browsers (LINE's `Line/…`, Facebook's `FBAN`/`FB_IAB`) are people and are not here.
 */
export const LINK_PREVIEW_AGENTS = [
  'facebookexternalhit', // Facebook, Messenger, Instagram; LINE sends 'facebookexternalhit/1.1;line-poker/1.0'
  'facebookcatalog',
  'meta-externalagent',
  'line-poker', // LINE's URL preview
  'twitterbot', // X / Twitter cards (Telegram also says 'like TwitterBot')
  'slackbot', // Slack unfurling ('Slackbot-LinkExpanding')
  'discordbot',
  'telegrambot',
  'whatsapp/', // WhatsApp's preview fetcher ('WhatsApp/2.23.20.0 A')
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'apis-google',
  'feedfetcher-google',
  'google-read-aloud',
  'bingbot',
  'bingpreview',
  'linkedinbot',
  'skypeuripreview',
  'pinterestbot',
  'redditbot',
  'applebot',
  'yandexbot',
  'duckduckbot',
  'kakaotalk-scrap',
  'mastodon/',
  'cardyb', // Bluesky's link cards
  'embedly',
  'iframely',
  'vkshare',
] as const;

const LINK_PREVIEW_AGENT = new RegExp(
  LINK_PREVIEW_AGENTS.map((a) => a.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'),
  'i',
);

/**
 * Why a request to a short link is not a person opening it, or null when it is (ADR 021). Only a
 * `GET` counts, whose Fetch Metadata says a top-level page visit — `Sec-Fetch-Dest: document` and
 * `Sec-Fetch-Mode: navigate`, each or both absent (older browsers, apps) — and that is no prefetch
 * or prerender (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`) and no link-preview crawler. A
 * browser that sends no `Sec-Fetch-Dest` must still ask for HTML when it names what it accepts (an
 * `<img>` in an older Safari asks for images). The redirect happens whatever the answer.
 */
export function notAVisit(req: { method: string; header(name: string): string | undefined }): string | null {
  if (req.method !== 'GET') return `a ${req.method} request`;
  const dest = req.header('sec-fetch-dest')?.trim().toLowerCase();
  const mode = req.header('sec-fetch-mode')?.trim().toLowerCase();
  if (dest !== undefined && dest !== 'document') return `Sec-Fetch-Dest: ${dest}`;
  if (mode !== undefined && mode !== 'navigate') return `Sec-Fetch-Mode: ${mode}`;
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const purpose = req.header(name)?.toLowerCase();
    if (purpose && /prefetch|prerender|preview/.test(purpose)) return `${name}: ${purpose}`;
  }
  if (LINK_PREVIEW_AGENT.test(req.header('user-agent') ?? '')) return 'a link-preview crawler';
  const accept = req.header('accept')?.toLowerCase();
  if (
    dest === undefined &&
    accept &&
    accept.trim() !== '*/*' &&
    !/text\/html|application\/xhtml\+xml/.test(accept)
  )
    return `Accept: ${accept}`;
  return null;
}

/** The stored form of an address network or a visitor id: a keyed hash, never the value itself. */
export function visitorKey(secret: string, kind: 'address' | 'visitor', value: string): string {
  return createHmac('sha256', secret).update(`click-${kind}:${value}`).digest('hex').slice(0, 32);
}
