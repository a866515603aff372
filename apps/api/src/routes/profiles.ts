import { Hono } from 'hono';
import { z } from 'zod';
import { authUser } from '../auth.js';
import { type AppEnv, dbOf, intParam, jsonBody, queryOf, requireUser } from '../context.js';
import { ApiError, badRequest, forbidden } from '../errors.js';
import { enforceRateLimit } from '../middleware/rate-limit.js';
import { isSearchQuery, stripHandle } from '../rules.js';
import { entity } from '../services/entities.js';
import { type ProfileChanges, updateProfile } from '../services/profiles.js';
import { ownMedia } from '../services/uploads.js';
import { findMany } from '../strapi/engine.js';
import { isPlainObject } from '../strapi/query.js';
import * as R from '../strapi/resources.js';
import { oneRoute } from './shared.js';

const text = (max: number) => z.string().max(max);

/**
 * A profile link as stored: empty (no link), or an http(s) URL as the URL parser reads it — the
 * form a browser follows, so `javascript:` (however spelled: case, tabs, leading spaces) never is.
 */
export function profileLinkUrl(raw: string | null): string | null {
  const v = (raw ?? '').trim();
  if (v === '') return '';
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' ? u.href : null;
  } catch {
    return null;
  }
}

const linkSchema = z.object({
  social: z.enum(['facebook', 'twitter', 'tiktok', 'youtube', 'website']),
  url: z
    .string()
    .max(500)
    .nullable()
    .transform((raw, ctx) => {
      const url = profileLinkUrl(raw);
      if (url === null)
        ctx.addIssue({ code: 'custom', message: 'a link must be an http:// or https:// URL' });
      return url ?? '';
    }),
});

const profileUpdate = z.object({
  data: z
    .object({
      name: text(100).optional(),
      des: text(2000).nullish(),
      at: text(100).nullish(),
      given_name: text(100).nullish(),
      family_name: text(100).nullish(),
      link: z
        .array(linkSchema.passthrough().transform(({ social, url }) => ({ social, url })))
        .max(10)
        .nullish(),
      picture: z.coerce.number().int().positive().nullish(),
      org1: text(200).nullish(),
      org2: text(200).nullish(),
    })
    .strict(),
});

/**
 * Members, mounted at `/api`: `GET /profiles` (a name search needs 3 characters), `GET /profiles/{id}`,
 * `GET /users/me`, and `POST /updateProfile/{userID}` (the owner only).
 */
export const profiles = new Hono<AppEnv>();

profiles.get('/profiles', async (c) => {
  await enforceRateLimit(c, 'list');
  const q = queryOf(c);
  const nameFilter =
    isPlainObject(q.filters) && isPlainObject(q.filters.name) ? q.filters.name.$containsi : undefined;
  if (typeof nameFilter === 'string' && !isSearchQuery(nameFilter))
    throw badRequest('A member search needs at least 3 characters');
  return c.json(await findMany(dbOf(c), R.profileRes, q, { defaultPageSize: 50 }));
});

profiles.get('/profiles/:id', oneRoute(R.profileRes));

profiles.get('/users/me', async (c) => c.json(authUser(requireUser(c))));

profiles.post('/updateProfile/:userID', async (c) => {
  const me = requireUser(c);
  const uid = intParam(c, 'userID');
  if (uid !== me.id) throw forbidden('Only the owner can update this profile');
  const { data } = await jsonBody(c, profileUpdate);
  const db = dbOf(c);
  const changes: ProfileChanges = {};
  if (data.name !== undefined) {
    if (data.name.trim() === '') throw badRequest('name cannot be blank');
    changes.name = data.name.trim();
  }
  if (data.des != null) changes.des = data.des;
  if (data.given_name != null) changes.givenName = data.given_name;
  if (data.family_name != null) changes.familyName = data.family_name;
  if (data.link != null) changes.links = data.link;
  if (data.org1 !== undefined) changes.org1 = data.org1;
  if (data.org2 !== undefined) changes.org2 = data.org2;
  if (data.picture != null) {
    const [picture] = await ownMedia(db, me.id, [data.picture]);
    changes.pictureId = picture!.id;
    changes.pictureUrl = picture!.formats.small?.url ?? picture!.url;
  }
  let handle: { value: string | null; asSent: string } | undefined;
  if (data.at !== undefined && data.at !== null) {
    const at = stripHandle(data.at);
    if (at !== '' && !/^[\p{L}\p{M}\p{N}_.-]{1,40}$/u.test(at))
      throw badRequest('A handle may only use letters, digits, "_", "." and "-" (at most 40)');
    handle = { value: at === '' ? null : at, asSent: data.at };
  }
  const handleTaken = await updateProfile(db, me.id, changes, handle);
  if (handleTaken !== null)
    throw new ApiError(409, `The handle @${handleTaken} is already taken; the handle was not saved`, {
      at: handleTaken,
    });
  return c.json(await entity(db, R.profileRes, me.id, { picture: '*' }));
});
