import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Member } from './context.js';
import { blocked } from './errors.js';
import { memberPicture } from './strapi/resources.js';

/**
 * Bearer tokens: HS256 JWTs `{ id, iat, exp }`, 30 days. Signed and verified synchronously with
 * node:crypto on the main thread (a few microseconds): WebCrypto's HMAC runs on libuv's thread
 * pool, where it waited behind image decodes and made every signed-in request slow (ADR 020).
 */
const TOKEN_LIFE = 30 * 24 * 3600;
/** The only header accepted, and the one every token carries (as jose's `SignJWT` wrote it). */
const HEADER = Buffer.from('{"alg":"HS256"}').toString('base64url');

const hmac = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export function signJwt(
  secret: string,
  memberId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(
    JSON.stringify({ id: memberId, iat: nowSeconds, exp: nowSeconds + TOKEN_LIFE }),
  ).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${hmac(secret, input).toString('base64url')}`;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

function jsonObject(part: string): Record<string, unknown> | null {
  if (!B64URL.test(part)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The member id in a valid token, or null: three base64url parts; a header whose `alg` is exactly
 * `HS256` with no `crit` (so `none`, other algorithms and other key types are refused before any
 * signature is looked at); an HMAC-SHA-256 signature compared in constant time; a numeric `exp`
 * still ahead, a numeric `nbf` (when present) already passed, and a positive integer `id`.
 */
export function verifyJwt(secret: string, token: string, nowSeconds = Date.now() / 1000): number | null {
  if (token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, sig] = parts as [string, string, string];
  const header = jsonObject(h);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  // 32 bytes of signature are 43 base64url characters, without padding.
  if (!/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = hmac(secret, `${h}.${p}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonObject(p);
  if (!payload) return null;
  const { exp, nbf, iat, id } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || nowSeconds >= exp) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nowSeconds < nbf)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** A member's own sign-in data (without the jwt): what every sign-in answers as `user`. */
export function authUser(m: Member) {
  return {
    id: m.id,
    // The member's own address, in their own sign-in answer only (never in a public view).
    email: m.email,
    name: m.name,
    des: m.des,
    at: m.at,
    type: m.type,
    picture: memberPicture(m as never),
    profile_picture: memberPicture(m as never),
    given_name: m.givenName,
    family_name: m.familyName,
    google_picture: m.googlePicture,
  };
}

/** What every sign-in answers; a blocked member is refused here, whichever route signs in (ADR 035). */
export async function authResult(secret: string, m: Member) {
  if (m.blockedAt) throw blocked();
  return { jwt: signJwt(secret, m.id), user: authUser(m) };
}

/** The name new members get when their provider gives none (never their e-mail address). */
export const DEFAULT_MEMBER_NAME = 'สมาชิก';

/**
 * A provider's display name, or the default: a missing or blank name, or one that is (or contains)
 * an e-mail address, never becomes the public `name` (ADR 020).
 */
export function publicName(name: unknown, email: string | null): string {
  if (typeof name !== 'string') return DEFAULT_MEMBER_NAME;
  const trimmed = name.trim().slice(0, 100);
  if (
    trimmed === '' ||
    trimmed.includes('@') ||
    (email && trimmed.toLowerCase().includes(email.toLowerCase()))
  )
    return DEFAULT_MEMBER_NAME;
  return trimmed;
}
