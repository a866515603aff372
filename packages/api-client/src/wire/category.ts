/**
 * Categories.
 * - `GET /api/cats?sort=order:asc` → `WireCategoryList`
 * - `GET /api/cats/{id}` → `WireCategorySingle`
 * Also populated as `cat` on posts.
 */
import * as z from 'zod/mini';
import { listSchema, singleSchema } from './strapi';

export const categoryAttributesSchema = z.object({ name: z.string(), order: z.number() });
export type WireCategoryAttributes = z.infer<typeof categoryAttributesSchema>;
export const categoryListSchema = listSchema(categoryAttributesSchema);
export type WireCategoryList = z.infer<typeof categoryListSchema>;
export const categorySingleSchema = singleSchema(categoryAttributesSchema);
export type WireCategorySingle = z.infer<typeof categorySingleSchema>;
