/**
 * Comments and replies.
 * - `GET /api/comments?populate=user&filters[pid][$eq]=…&filters[type][$eq]=post&sort=id:desc&pagination[…]` → `WireCommentList`
 * - `POST /api/comments` (bearer) body `{ data: { des, type, pid } }` → `WireCommentSingle`
 * - `DELETE /api/comments/{id}` (bearer, author only) → `WireCommentSingle`
 * - `GET /api/comment-replies?populate=user&filters[cid][$eq]=…&sort=id:asc` → `WireCommentReplyList`
 * - `POST /api/comment-replies` (bearer) body `{ data: { des, cid } }` → `WireCommentReplySingle`
 * - `DELETE /api/comment-replies/{id}` (bearer, author only) → `WireCommentReplySingle`
 */
import * as z from 'zod/mini';
import { listSchema, relationOneSchema, singleSchema, userRefAttributesSchema } from './strapi';

export const commentAttributesSchema = z.object({
  des: z.string(),
  type: z.literal('post'),
  pid: z.number(),
  createdAt: z.string(),
  user: z.optional(relationOneSchema(userRefAttributesSchema)),
});
export type WireCommentAttributes = z.infer<typeof commentAttributesSchema>;
export const commentListSchema = listSchema(commentAttributesSchema);
export type WireCommentList = z.infer<typeof commentListSchema>;
export const commentSingleSchema = singleSchema(commentAttributesSchema);
export type WireCommentSingle = z.infer<typeof commentSingleSchema>;

export const commentReplyAttributesSchema = z.object({
  des: z.string(),
  cid: z.number(),
  createdAt: z.string(),
  user: z.optional(relationOneSchema(userRefAttributesSchema)),
});
export type WireCommentReplyAttributes = z.infer<typeof commentReplyAttributesSchema>;
export const commentReplyListSchema = listSchema(commentReplyAttributesSchema);
export type WireCommentReplyList = z.infer<typeof commentReplyListSchema>;
export const commentReplySingleSchema = singleSchema(commentReplyAttributesSchema);
export type WireCommentReplySingle = z.infer<typeof commentReplySingleSchema>;
