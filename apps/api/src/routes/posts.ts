import { z } from 'zod';
import { type Ctx, dbOf, intParam, isStaff, jsonBody, requireUser } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { isPostType, POST_TYPES, validateNewPost } from '../rules.js';
import { entity } from '../services/entities.js';
import { moderate, moderationReason, visiblePost } from '../services/moderation.js';
import { createPost, deletePost, postById, updatePostText } from '../services/posts.js';
import * as R from '../strapi/resources.js';
import { readRoutes } from './shared.js';

const text = (max: number) => z.string().max(max);

const postCreate = z.object({
  data: z
    .object({
      des: text(20000).nullish(),
      cat: z.coerce.number().int().positive().nullish(),
      url: text(2000).nullish(),
      // Checked, then ignored: the service detects the type itself.
      type: z
        .string()
        .refine(isPostType, `type must be one of ${POST_TYPES.join(', ')}`)
        .nullish(),
      photo: z.array(z.coerce.number().int().positive()).max(30).nullish(),
      cover: text(2000)
        .transform((v, ctx) => {
          const cover = safeCover(v);
          if (cover === null)
            ctx.addIssue({ code: 'custom', message: 'cover must be an /uploads/… path or an https URL' });
          return cover ?? '';
        })
        .nullish(),
      ref_uid: z.coerce.number().int().positive().nullish(),
    })
    .strict(),
});

const postUpdate = z
  .object({ data: z.object({ des: text(20000) }).strict() })
  .describe('Only the description can change');

/**
 * A cover the clients may load as an image: one of the service's own `/uploads/…` files, or an
 * https URL as the URL parser reads it (so `javascript:`, `data:` or `http:` never reach a page).
 * Null when it is neither.
 */
export function safeCover(raw: string): string | null {
  const v = raw.trim();
  if (/^\/uploads\/[\w-][\w.-]{0,119}$/.test(v)) return v;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * The post of the `id` path parameter, when the signed-in member wrote it — or, to delete it, is
 * staff (moderation, ADR 023).
 */
async function ownPost(c: Ctx, action: 'edit' | 'delete') {
  const me = requireUser(c);
  const id = intParam(c, 'id');
  const post = await postById(dbOf(c), id);
  if (!post) throw notFound(`post ${id} not found`);
  if (post.uid !== me.id && !(action === 'delete' && isStaff(c)))
    throw forbidden('Only the author can change this post');
  return post;
}

/**
 * `/api/posts`: the feed's posts; creators write, authors edit the description or delete, staff
 * hide any (moderation with a reason, ADR 023 and 035). Hidden posts and those of blocked members
 * are in no public read.
 */
export const posts = readRoutes(R.postRes, 25, () => visiblePost);

posts.post('/', async (c) => {
  const me = requireUser(c);
  if (me.type !== 'creator')
    throw forbidden('Only creators can create posts: apply to be a creator first (/creator-sub)');
  const { data } = await jsonBody(c, postCreate);
  const db = dbOf(c);
  const photos = data.photo ?? [];
  const check = validateNewPost({
    message: data.des ?? data.url ?? '',
    categoryId: data.cat ?? null,
    photoCount: photos.length,
  });
  if (!check.ok) throw badRequest(check.message);
  const id = await createPost(db, me.id, {
    des: data.des,
    url: data.url,
    cat: data.cat,
    photos,
    cover: data.cover,
    refUid: data.ref_uid,
  });
  return c.json(await entity(db, R.postRes, id, { photo: '*', cat: '*' }));
});

posts.put('/:id', async (c) => {
  const post = await ownPost(c, 'edit');
  const body = await jsonBody(c, postUpdate);
  await updatePostText(dbOf(c), post.id, body.data.des);
  return c.json(await entity(dbOf(c), R.postRes, post.id, { photo: '*', cat: '*' }));
});

posts.delete('/:id', async (c) => {
  const post = await ownPost(c, 'delete');
  const out = await entity(dbOf(c), R.postRes, post.id);
  const me = requireUser(c);
  // Staff removing another member's post hide it, with a reason, in the audit log (ADR 035).
  if (post.uid !== me.id) await moderate(dbOf(c), me.id, 'post', post.id, moderationReason(c));
  else await deletePost(dbOf(c), post.id);
  return c.json(out);
});
