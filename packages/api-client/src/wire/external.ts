/**
 * Answers from outside the content service, plus the service's TikTok resolver.
 * - `GET /api/tiktok?url={short url}` (apps/api) → `WireTikTokResolve` (502 when it cannot resolve)
 * - TikTok oEmbed `GET https://www.tiktok.com/oembed?url=…` → `WireTikTokOEmbed`
 * - public gradients list (uiGradients `gradients.json`) → `WireGradients`
 * - organisation directory `GET {orgDirectoryUrl}?category=…` with header `key` → `WireOrgDirectory`
 */
import * as z from 'zod/mini';

export const tiktokResolveSchema = z.object({ url: z.string() });
export type WireTikTokResolve = z.infer<typeof tiktokResolveSchema>;

export const tiktokOEmbedSchema = z.object({
  thumbnail_url: z.string(),
  html: z.string(),
  author_url: z.string(),
  author_name: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type WireTikTokOEmbed = z.infer<typeof tiktokOEmbedSchema>;

export const gradientsSchema = z.array(z.object({ name: z.string(), colors: z.array(z.string()) }));
export type WireGradients = z.infer<typeof gradientsSchema>;

export const orgDirectorySchema = z.object({
  data: z.array(
    z.object({ id: z.number(), attributes: z.object({ name: z.string(), category: z.string() }) }),
  ),
});
export type WireOrgDirectory = z.infer<typeof orgDirectorySchema>;
