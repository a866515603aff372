/**
 * Sign-in links by e-mail (ADR 041): a random token per link, only its SHA-256 kept; valid once,
 * for `EMAIL_LINK_MINUTES`; at most `EMAIL_LINKS_PER_ADDRESS` links per address in that window.
 * An address is its own account (provider `email`), created on its first sign-in — the product's
 * e-mail sign-up.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Member } from '../context.js';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { EMAIL_LINK_MINUTES, EMAIL_LINKS_PER_ADDRESS } from '../rules.js';
import { upsertExternalMember } from './members.js';

const WINDOW_MS = EMAIL_LINK_MINUTES * 60_000;

/** The provider name of e-mail accounts (`members.provider`). */
export const EMAIL_PROVIDER = 'email';

/** An address as it is stored and compared: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Seconds until `email` may be sent another link, or 0 when it may now: the links of the last
 * window count, and the oldest of them frees the next one.
 */
export async function waitForNextLink(db: Executor, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const recent = await db
    .select({ createdAt: s.emailSignInLinks.createdAt })
    .from(s.emailSignInLinks)
    .where(and(eq(s.emailSignInLinks.email, email), gt(s.emailSignInLinks.createdAt, since)))
    .orderBy(s.emailSignInLinks.createdAt);
  if (recent.length < EMAIL_LINKS_PER_ADDRESS) return 0;
  const oldest = recent[recent.length - EMAIL_LINKS_PER_ADDRESS]!.createdAt;
  return Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/** A new link for `email`: answers its token (only its hash is stored). */
export async function issueLink(db: Executor, email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(s.emailSignInLinks).values({
    email,
    tokenHash: hashOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + WINDOW_MS),
  });
  return token;
}

/**
 * Uses up the link of `token`: answers its address when it was issued, unused and unexpired —
 * once (one statement marks it used, so two clicks at once cannot both sign in) — else null.
 */
export async function useLink(db: Executor, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(s.emailSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(s.emailSignInLinks.tokenHash, hashOf(token)),
        isNull(s.emailSignInLinks.usedAt),
        gt(s.emailSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: s.emailSignInLinks.email });
  return row?.email ?? null;
}

/** The account of `email`, if it signed in before. */
export async function emailMember(db: Executor, email: string): Promise<Member | null> {
  const [found] = await db
    .select()
    .from(s.members)
    .where(and(eq(s.members.provider, EMAIL_PROVIDER), eq(s.members.providerId, email)));
  return found ?? null;
}

/** The account of `email`, created (type sharer, with a wallet) on its first sign-in. */
export function signUpOrIn(db: Executor, email: string): Promise<Member> {
  return upsertExternalMember(db, { provider: EMAIL_PROVIDER, providerId: email, email, name: null });
}
