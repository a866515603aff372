/**
 * Creator and sharer applications.
 * - `POST /api/creator-subs` / `POST /api/sharer-subs` (bearer) body `{ data: { name, tel, lineid, address } }` → `WireSubSingle`
 * - `GET /api/creator-subs?filters[user][id][$eq]=…` (bearer) → `WireSubList`
 * - `DELETE /api/creator-subs/{id}` (bearer, own application) → `WireSubSingle`
 * - `GET /api/sharer-subs?filters[user][id][$eq]=…&pagination[…]` (bearer) → `WireSubList`
 */
import * as z from 'zod/mini';
import { listSchema, relationOneSchema, singleSchema, userRefAttributesSchema } from './strapi';

export const subAttributesSchema = z.object({
  name: z.string(),
  tel: z.string(),
  lineid: z.string(),
  address: z.nullable(z.string()),
  createdAt: z.optional(z.string()),
  user: z.optional(relationOneSchema(userRefAttributesSchema)),
});
export type WireSubAttributes = z.infer<typeof subAttributesSchema>;
export const subListSchema = listSchema(subAttributesSchema);
export type WireSubList = z.infer<typeof subListSchema>;
export const subSingleSchema = singleSchema(subAttributesSchema);
export type WireSubSingle = z.infer<typeof subSingleSchema>;
/** Body `data` of both application routes. */
export type WireSubCreate = { name: string; tel: string; lineid: string; address: string };
