/**
 * Posts.
 * - `GET /api/posts` (filters, sort, populate, pagination) → `WirePostList`
 * - `GET /api/posts/{id}?populate=…` → `WirePostSingle`
 * - `POST /api/posts` body `{ data: WirePostCreate }` → `WirePostSingle` (the client reads `data.id`)
 * - `PUT /api/posts/{id}` body `{ data: { des } }` → `WirePostSingle`
 * - `DELETE /api/posts/{id}` → `WirePostSingle` (the deleted post)
 * - `POST /api/like/{postId}` → `WireLikeResult` (`data.attributes.users_permissions_users.data`)
 */
import { POST_TYPES, type PostType } from '@lightbearers/domain';
import * as z from 'zod/mini';
import { categoryAttributesSchema } from './category';
import {
  listSchema,
  mediaManySchema,
  relationManySchema,
  relationOneSchema,
  singleSchema,
  userRefAttributesSchema,
} from './strapi';

/** domain's `PostType`. */
export const postTypeSchema = z.enum(POST_TYPES);

export const postAttributesSchema = z.object({
  type: postTypeSchema,
  /** The link as stored (null for text and photo posts). */
  url: z.nullable(z.string()),
  des: z.nullable(z.string()),
  /** Short-link key: the post is shared as `/s/{key}/{userId}`. */
  key: z.string(),
  views: z.number(),
  /** Counted short-link clicks on this post, when the service includes them. */
  click_total: z.optional(z.number()),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
  /** The author's user id. */
  uid: z.number(),
  /** Preview image (e.g. a TikTok thumbnail), when the service knows one. */
  cover: z.optional(z.nullable(z.string())),
  /** The member whose share brought the author, when known. */
  ref_uid: z.optional(z.nullable(z.number())),
  /** Present when `populate` asks for it. */
  photo: z.optional(mediaManySchema),
  cat: z.optional(relationOneSchema(categoryAttributesSchema)),
  users_permissions_users: z.optional(relationManySchema(userRefAttributesSchema)),
});
export type WirePostAttributes = z.infer<typeof postAttributesSchema>;

export const postListSchema = listSchema(postAttributesSchema);
export type WirePostList = z.infer<typeof postListSchema>;
export const postSingleSchema = singleSchema(postAttributesSchema);
export type WirePostSingle = z.infer<typeof postSingleSchema>;

/** Body `data` of `POST /api/posts`: photo is a list of upload ids. */
export type WirePostCreate = {
  des: string;
  cat: number | null;
  url: string | null;
  type: PostType;
  photo: number[];
};
/** Body `data` of `PUT /api/posts/{id}`: only the description can change. */
export type WirePostUpdate = { des: string };

/** `POST /api/like/{postId}`: the post with its new liker list. */
export const likeResultSchema = z.object({
  data: z.object({
    id: z.number(),
    attributes: z.object({ users_permissions_users: relationManySchema(userRefAttributesSchema) }),
  }),
});
export type WireLikeResult = z.infer<typeof likeResultSchema>;
