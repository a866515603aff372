/**
 * `POST /api/upload` (multipart field `files`, bearer) → `WireUploadResult`: a bare array of the
 * stored files (Strapi's upload answer is not wrapped in `data`); the client reads the first item's
 * `id`, `url` and `formats`.
 */
import * as z from 'zod/mini';
import { mediaAttributesSchema } from './strapi';

export const uploadedFileSchema = z.extend(mediaAttributesSchema, { id: z.number() });
export type WireUploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadResultSchema = z.array(uploadedFileSchema);
export type WireUploadResult = z.infer<typeof uploadResultSchema>;
