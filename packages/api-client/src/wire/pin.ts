/**
 * Pinned posts.
 * - `GET /api/postpins?filters[uid][$eq]=…&sort=order:asc` (global pins: `filters[uid][$null]=true`,
 *   `pagination[limit]=3`) → `WirePostPinList`
 * - `POST /api/postpins` (bearer) body `{ data: { pid, uid } }` → `WirePostPinSingle`
 * - `DELETE /api/postpins/{id}` (bearer) → `WirePostPinSingle`
 */
import * as z from 'zod/mini';
import { listSchema, singleSchema } from './strapi';

export const postPinAttributesSchema = z.object({
  pid: z.number(),
  /** null = a global pin (shown to everyone at the top of the feed). */
  uid: z.nullable(z.number()),
  order: z.number(),
});
export type WirePostPinAttributes = z.infer<typeof postPinAttributesSchema>;
export const postPinListSchema = listSchema(postPinAttributesSchema);
export type WirePostPinList = z.infer<typeof postPinListSchema>;
export const postPinSingleSchema = singleSchema(postPinAttributesSchema);
export type WirePostPinSingle = z.infer<typeof postPinSingleSchema>;
