import { z } from 'zod';
import { dbOf, intParam, isStaff, jsonBody, requireUser } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { entity } from '../services/entities.js';
import { pinById, pinPost, unpin } from '../services/pins.js';
import { postById } from '../services/posts.js';
import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

const pinCreate = z.object({
  data: z.object({
    pid: z.coerce.number().int().positive(),
    uid: z.coerce.number().int().positive().nullish(),
    order: z.coerce.number().int().min(0).max(1000).optional(),
  }),
});

/**
 * `/api/postpins`: pinned posts. A pin with a `uid` is on that author's profile (the author pins
 * their own post); one without is on the home feed (staff only).
 */
export const pins = readRoutes(R.postpinRes);

pins.post('/', async (c) => {
  const me = requireUser(c);
  const { data } = await jsonBody(c, pinCreate);
  const db = dbOf(c);
  const post = await postById(db, data.pid);
  if (!post) throw notFound(`post ${data.pid} not found`);
  const uid = data.uid ?? null;
  if (uid === null ? !isStaff(c) : uid !== me.id || post.uid !== me.id)
    throw forbidden('Only the author can pin this post');
  const id = await pinPost(db, data.pid, uid, data.order ?? 0);
  return c.json(await entity(db, R.postpinRes, id));
});

pins.delete('/:id', async (c) => {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const db = dbOf(c);
  const pin = await pinById(db, id);
  if (!pin) throw notFound(`postpin ${id} not found`);
  if (pin.uid === null ? !isStaff(c) : pin.uid !== me.id)
    throw forbidden('Only the author can unpin this post');
  const out = await entity(db, R.postpinRes, id);
  await unpin(db, id);
  return c.json(out);
});
