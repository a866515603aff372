/**
 * Profiles and the signed-in member.
 * - `GET /api/profiles` (filters uid / at / name `$containsi` / uid `$in`, populate, pagination) → `WireProfileList`
 * - `POST /api/updateProfile/{userID}` (bearer) body `{ data: WireProfileUpdate }` → `WireProfileSingle`
 *   (the client reads `data.attributes.at`; a taken handle answers 409 and saves no handle)
 * - `GET /api/sharer/me` (bearer) → `WireSharerMe` (`data.attributes.results[0]`)
 */
import { SOCIAL_LINK_KINDS } from '@lightbearers/domain';
import * as z from 'zod/mini';
import { listSchema, mediaOneSchema, singleSchema } from './strapi';

export const socialLinkSchema = z.object({
  id: z.optional(z.number()),
  social: z.enum(SOCIAL_LINK_KINDS),
  url: z.nullable(z.string()),
});
export type WireSocialLink = z.infer<typeof socialLinkSchema>;

/** `creator` or `sharer`; anything else reads as a sharer (domain's `UserType`). */
export const profileTypeSchema = z.string();

export const profileAttributesSchema = z.object({
  /** The member's user id (routes `/u{uid}`). */
  uid: z.number(),
  name: z.string(),
  given_name: z.nullable(z.string()),
  family_name: z.nullable(z.string()),
  /** Bio. */
  des: z.nullable(z.string()),
  /** Handle without `@`, unique when set. */
  at: z.nullable(z.string()),
  type: profileTypeSchema,
  /** Uploaded picture; when populated and null, apps show `google_picture`. */
  picture: z.optional(mediaOneSchema),
  google_picture: z.nullable(z.string()),
  /** Path of the uploaded picture's small format, sent even when `picture` is not populated. */
  profile_picture: z.optional(z.nullable(z.string())),
  link: z.optional(z.nullable(z.array(socialLinkSchema))),
  org1: z.nullable(z.string()),
  org2: z.nullable(z.string()),
  createdAt: z.optional(z.string()),
});
export type WireProfileAttributes = z.infer<typeof profileAttributesSchema>;
export const profileListSchema = listSchema(profileAttributesSchema);
export type WireProfileList = z.infer<typeof profileListSchema>;
export const profileSingleSchema = singleSchema(profileAttributesSchema);
export type WireProfileSingle = z.infer<typeof profileSingleSchema>;

/** Body `data` of `POST /api/updateProfile/{userID}`. `picture` is an upload id. */
export type WireProfileUpdate = {
  name: string;
  des: string;
  at?: string;
  link?: Array<{ social: WireSocialLink['social']; url: string }>;
  picture?: number;
  org1?: string | null;
  org2?: string | null;
};

/** `GET /api/sharer/me`: the signed-in member's sharer application(s). */
export const sharerMeSchema = z.object({
  data: z.object({
    attributes: z.object({
      results: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          tel: z.string(),
          lineid: z.string(),
          address: z.nullable(z.string()),
        }),
      ),
    }),
  }),
});
export type WireSharerMe = z.infer<typeof sharerMeSchema>;
