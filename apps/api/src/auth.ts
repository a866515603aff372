import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Member } from './context.js';
import type { Executor } from './db/client.js';
import * as s from './db/schema.js';
import { blocked } from './errors.js';
import { memberPicture } from './strapi/resources.js';

const enc = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(secret: string, memberId: number): Promise<string> {
  return new SignJWT({ id: memberId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('30d')
    .sign(enc(secret));
}

/** The member id in a valid token, or null. */
export async function verifyJwt(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, enc(secret), { algorithms: ['HS256'] });
    const id = payload.id;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** Login data of spec §3 (without the jwt): what every sign-in answers as `user`. */
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
  return { jwt: await signJwt(secret, m.id), user: authUser(m) };
}

/** The name new members get when their provider gives none (never their e-mail address). */
export const DEFAULT_MEMBER_NAME = 'สมาชิก';

/**
 * A provider's display name, or the default: a missing or blank name, or one that is (or contains)
 * an e-mail address, never becomes the public `name` (issue 10.1).
 */
export function publicName(name: unknown, email: string | null): string {
  if (typeof name !== 'string') return DEFAULT_MEMBER_NAME;
  const n = name.trim().slice(0, 100);
  if (n === '' || n.includes('@') || (email && n.toLowerCase().includes(email.toLowerCase())))
    return DEFAULT_MEMBER_NAME;
  return n;
}

/** Finds the member of an external account, creating it (type sharer, with a wallet) on first sign-in. */
export async function upsertExternalMember(
  db: Executor,
  p: {
    provider: string;
    providerId: string;
    email: string | null;
    /** The provider's display name; missing, blank or e-mail-like names become 'สมาชิก'. */
    name: string | null | undefined;
    givenName?: string;
    familyName?: string;
    picture?: string | null;
  },
): Promise<Member> {
  const found = await db
    .select()
    .from(s.members)
    .where(eq(s.members.providerId, p.providerId))
    .then((r) => r.filter((m) => m.provider === p.provider));
  if (found[0]) return found[0];
  const [m] = await db
    .insert(s.members)
    .values({
      provider: p.provider,
      providerId: p.providerId,
      email: p.email,
      // An internal, neutral account name: nothing derived from the e-mail or the provider's id.
      username: `member_${randomBytes(9).toString('base64url')}`,
      name: publicName(p.name, p.email),
      givenName: p.givenName ?? '',
      familyName: p.familyName ?? '',
      googlePicture: p.picture ?? null,
      type: 'sharer',
    })
    .returning();
  await db.insert(s.wallets).values({ userId: m!.id }).onConflictDoNothing();
  return m!;
}
