/**
 * Strapi-v4 envelopes shared by every content-service route under `/api/...` (apps/api):
 * one entity is `{ id, attributes }`, a single answer `{ data, meta }`, a list answer
 * `{ data: [], meta: { pagination } }`, a populated relation `{ data: entity | entity[] | null }`.
 * Errors (every route, status ≥ 400): `{ error: { status, name, message } }`.
 *
 * Schemas use `zod/mini` so an app that imports a few calls only bundles the schemas it uses.
 */
import * as z from 'zod/mini';

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});
/** `meta.pagination` of every list route (`GET /api/posts`, `/api/profiles`, …). */
export type WirePagination = z.infer<typeof paginationSchema>;

/** `{ id, attributes }` — one Strapi entity. */
export function entitySchema<A extends z.ZodMiniType>(attributes: A) {
  return z.object({ id: z.number(), attributes });
}
/** A populated to-one relation: `{ data: entity | null }`. */
export function relationOneSchema<A extends z.ZodMiniType>(attributes: A) {
  return z.object({ data: z.nullable(entitySchema(attributes)) });
}
/** A populated to-many relation: `{ data: entity[] }` (Strapi answers `null` for an empty media list). */
export function relationManySchema<A extends z.ZodMiniType>(attributes: A) {
  // `meta.total`: the whole count when the service cut a long list (its populate cap).
  return z.object({
    data: z.nullable(z.array(entitySchema(attributes))),
    meta: z.optional(z.object({ total: z.number() })),
  });
}
/** `GET /api/<resource>/{id}` and create/update answers: `{ data: entity, meta }`. */
export function singleSchema<A extends z.ZodMiniType>(attributes: A) {
  return z.object({ data: entitySchema(attributes), meta: z.optional(z.record(z.string(), z.unknown())) });
}
/** `GET /api/<resource>` list answers: `{ data: entity[], meta: { pagination } }`. */
export function listSchema<A extends z.ZodMiniType>(attributes: A) {
  return z.object({
    data: z.array(entitySchema(attributes)),
    meta: z.object({ pagination: paginationSchema }),
  });
}

export type WireEntity<A> = { id: number; attributes: A };
export type WireRelationOne<A> = { data: WireEntity<A> | null };
export type WireRelationMany<A> = { data: WireEntity<A>[] | null; meta?: { total: number } };
export type WireSingle<A> = { data: WireEntity<A>; meta?: Record<string, unknown> };
export type WireList<A> = { data: WireEntity<A>[]; meta: { pagination: WirePagination } };

/** One image size produced by `POST /api/upload` (re-encoded JPEG). */
export const mediaFormatSchema = z.object({
  url: z.string(),
  width: z.optional(z.nullable(z.number())),
  height: z.optional(z.nullable(z.number())),
});
export type WireMediaFormat = z.infer<typeof mediaFormatSchema>;

/** Attributes of an uploaded file as populated on posts, profiles, badges and products. */
export const mediaAttributesSchema = z.object({
  url: z.string(),
  name: z.optional(z.string()),
  mime: z.optional(z.string()),
  width: z.optional(z.nullable(z.number())),
  height: z.optional(z.nullable(z.number())),
  formats: z.optional(
    z.nullable(
      z.object({
        thumbnail: z.optional(mediaFormatSchema),
        small: z.optional(mediaFormatSchema),
        medium: z.optional(mediaFormatSchema),
        large: z.optional(mediaFormatSchema),
      }),
    ),
  ),
});
export type WireMediaAttributes = z.infer<typeof mediaAttributesSchema>;
export const mediaOneSchema = relationOneSchema(mediaAttributesSchema);
export const mediaManySchema = relationManySchema(mediaAttributesSchema);

/** Every error answer of apps/api (content, stats, short links, auth): `{ error: { status, name, message } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    status: z.number(),
    name: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type WireErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Users-permissions user as populated inside other resources (likers on posts, comment authors,
 * badge holders, order owners). `picture` is an absolute URL or an image-host path. The service
 * shows no account data here (no `username`, e-mail or provider: ADR 020).
 */
export const userRefAttributesSchema = z.object({
  name: z.optional(z.nullable(z.string())),
  picture: z.optional(z.nullable(z.string())),
});
export type WireUserRefAttributes = z.infer<typeof userRefAttributesSchema>;
