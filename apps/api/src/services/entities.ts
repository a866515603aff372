/** One entry of a Strapi collection as the API answers it (ADR 007), for the writes' answers. */
import type { Executor } from '../db/client.js';
import { notFound } from '../errors.js';
import { findOne, type Resource } from '../strapi/engine.js';
import type { Nested } from '../strapi/query.js';

/** Entry `id` of `res` with the given relations populated (404 naming the resource when missing). */
export async function entity(db: Executor, res: Resource, id: number, populate: Nested = {}) {
  const out = await findOne(db, res, id, { populate });
  if (!out) throw notFound(`${res.name} ${id} not found`);
  return out;
}
