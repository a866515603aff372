/**
 * Sign-in answers.
 * - `GET /api/connect/dev` (development provider) → `WireDevMembers`
 * - `POST /api/auth/dev` body `{ uid, nonce? }` → `WireAuthResult`
 * - `POST /api/updateprofileline/{lineUserId}` body `{ data: { idToken }, nonce? }` → `WireAuthResult`
 *   (non-200 → 'Cannot login Line'; an ID token without e-mail is rejected)
 * The `user` carries the login data of product §3 (without the jwt); `nonce` is the site's sign-in
 * nonce given back (ADR 020).
 */
import * as z from 'zod/mini';
import { profileTypeSchema } from './profile';

export const authUserSchema = z.object({
  /** userID */
  id: z.number(),
  name: z.string(),
  des: z.nullable(z.string()),
  at: z.nullable(z.string()),
  type: profileTypeSchema,
  /** Uploaded profile picture URL (small format), if any. */
  picture: z.nullable(z.string()),
  given_name: z.nullable(z.string()),
  family_name: z.nullable(z.string()),
  google_picture: z.nullable(z.string()),
  email: z.optional(z.nullable(z.string())),
});
export type WireAuthUser = z.infer<typeof authUserSchema>;

export const authResultSchema = z.object({
  jwt: z.string(),
  user: authUserSchema,
  nonce: z.optional(z.string()),
});
export type WireAuthResult = z.infer<typeof authResultSchema>;

/** `POST /api/auth/email` (202): the address the link went to, as the service keeps it. */
export const emailLinkSentSchema = z.object({
  data: z.object({ email: z.string(), minutes: z.number() }),
});

export const devMembersSchema = z.object({
  data: z.array(
    z.object({ uid: z.number(), name: z.string(), type: profileTypeSchema, picture: z.nullable(z.string()) }),
  ),
});
export type WireDevMembers = z.infer<typeof devMembersSchema>;
