import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { authUser } from '../auth.js';
import { type AppEnv, type Ctx, dbOf, deps, intParam, jsonBody, queryOf, requireUser } from '../context.js';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { ApiError, badRequest, conflict, forbidden, notFound, sqlState } from '../errors.js';
import { rateLimit } from '../rate-limit.js';
import {
  bangkokToday,
  detectPost,
  isSearchQuery,
  missingCreatorFields,
  missingSharerFields,
  stripHandle,
  validateNewPost,
} from '../rules.js';
import { findMany, findOne, type Resource, type Row, serialize } from '../strapi/engine.js';
import { isPlainObject, type Nested } from '../strapi/query.js';
import * as R from '../strapi/resources.js';

const text = (max: number) => z.string().max(max);

export function isStaff(c: Ctx) {
  return c.get('user')?.role === 'staff';
}

async function one(c: Ctx, res: Resource, id: number) {
  const out = await findOne(dbOf(c), res, id, queryOf(c));
  if (!out) throw notFound(`${res.name} ${id} not found`);
  return out;
}

async function entity(db: Executor, res: Resource, id: number, populate: Nested = {}) {
  const out = await findOne(db, res, id, { populate });
  if (!out) throw notFound(`${res.name} ${id} not found`);
  return out;
}

/** Read-only collection routes: `GET /api/{path}` and `GET /api/{path}/{id}`. */
function readRoutes(app: Hono<AppEnv>, path: string, res: Resource, defaultPageSize = 25) {
  app.get(`/api/${path}`, async (c) => c.json(await findMany(dbOf(c), res, queryOf(c), { defaultPageSize })));
  app.get(`/api/${path}/:id`, async (c) => c.json(await one(c, res, intParam(c, 'id'))));
}

function newKey() {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Loads uploads that belong to the member, in the given order (403 for anybody else's, 400 for unknown ids). */
async function ownMedia(db: Executor, memberId: number, ids: number[]) {
  if (!ids.length) return [];
  const found = await db.select().from(s.media).where(inArray(s.media.id, ids));
  for (const id of ids) {
    const m = found.find((x) => x.id === id);
    if (!m) throw badRequest(`Upload ${id} does not exist`);
    if (m.ownerId !== memberId) throw forbidden(`Upload ${id} belongs to another member`);
  }
  return ids.map((id) => found.find((x) => x.id === id)!);
}

const postCreate = z.object({
  data: z
    .object({
      des: text(20000).nullish(),
      cat: z.coerce.number().int().positive().nullish(),
      url: text(2000).nullish(),
      type: z.string().max(40).nullish(),
      photo: z.array(z.coerce.number().int().positive()).max(30).nullish(),
      cover: text(2000).nullish(),
      ref_uid: z.coerce.number().int().positive().nullish(),
    })
    .strict(),
});

export function contentRoutes(app: Hono<AppEnv>) {
  // ---------------------------------------------------------------- posts
  readRoutes(app, 'posts', R.postRes);

  app.post('/api/posts', async (c) => {
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
    if (data.cat != null) {
      const [cat] = await db.select({ id: s.cats.id }).from(s.cats).where(eq(s.cats.id, data.cat));
      if (!cat) throw badRequest(`Category ${data.cat} does not exist`);
    }
    await ownMedia(db, me.id, photos);
    // The service decides the type and the stored link from the message (spec §4), whatever the client sent.
    const message = [data.url, data.des].filter(Boolean).join('\n');
    const detected = detectPost(message, photos.length);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(s.posts)
        .values({
          type: detected.type,
          url: detected.url,
          des: data.des ?? '',
          key: newKey(),
          uid: me.id,
          catId: data.cat ?? null,
          cover: data.cover ?? null,
          refUid: data.ref_uid ?? null,
        })
        .returning({ id: s.posts.id });
      if (photos.length)
        await tx
          .insert(s.postPhotos)
          .values(photos.map((mediaId, position) => ({ postId: row!.id, mediaId, position })));
      return row!.id;
    });
    return c.json(await entity(db, R.postRes, id, { photo: '*', cat: '*' }));
  });

  const ownPost = async (c: Ctx) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const [post] = await dbOf(c).select().from(s.posts).where(eq(s.posts.id, id));
    if (!post) throw notFound(`post ${id} not found`);
    if (post.uid !== me.id) throw forbidden('Only the author can change this post');
    return post;
  };

  app.put('/api/posts/:id', async (c) => {
    const post = await ownPost(c);
    const body = await jsonBody(
      c,
      z.object({ data: z.object({ des: text(20000) }).strict() }).describe('Only the description can change'),
    );
    await dbOf(c)
      .update(s.posts)
      .set({ des: body.data.des, updatedAt: new Date() })
      .where(eq(s.posts.id, post.id));
    return c.json(await entity(dbOf(c), R.postRes, post.id, { photo: '*', cat: '*' }));
  });

  app.delete('/api/posts/:id', async (c) => {
    const post = await ownPost(c);
    const out = await entity(dbOf(c), R.postRes, post.id);
    await dbOf(c).delete(s.posts).where(eq(s.posts.id, post.id));
    return c.json(out);
  });

  // ---------------------------------------------------------------- likes
  app.post('/api/like/:postId', rateLimit('like'), async (c) => {
    const me = requireUser(c);
    const postId = intParam(c, 'postId');
    const db = dbOf(c);
    const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, postId));
    if (!post) throw notFound(`post ${postId} not found`);
    await db.transaction(async (tx) => {
      // Two toggles of the same member on the same post run one after the other.
      await tx.execute(sql`select pg_advisory_xact_lock(${postId}, ${me.id})`);
      const removed = await tx
        .delete(s.postLikes)
        .where(and(eq(s.postLikes.postId, postId), eq(s.postLikes.memberId, me.id)))
        .returning();
      if (!removed.length)
        await tx.insert(s.postLikes).values({ postId, memberId: me.id }).onConflictDoNothing();
    });
    return c.json(await entity(db, R.postRes, postId, { users_permissions_users: '*' }));
  });

  // ---------------------------------------------------------------- profiles
  app.get('/api/profiles', async (c) => {
    const q = queryOf(c);
    const nameFilter =
      isPlainObject(q.filters) && isPlainObject(q.filters.name) ? q.filters.name.$containsi : undefined;
    if (typeof nameFilter === 'string' && !isSearchQuery(nameFilter))
      throw badRequest('A member search needs at least 3 characters');
    return c.json(await findMany(dbOf(c), R.profileRes, q, { defaultPageSize: 50 }));
  });
  app.get('/api/profiles/:id', async (c) => c.json(await one(c, R.profileRes, intParam(c, 'id'))));
  app.get('/api/users/me', async (c) => {
    return c.json(authUser(requireUser(c)));
  });

  const linkSchema = z.object({
    social: z.enum(['facebook', 'twitter', 'tiktok', 'youtube', 'website']),
    url: z
      .string()
      .max(500)
      .nullable()
      .transform((u) => u ?? ''),
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

  app.post('/api/updateProfile/:userID', async (c) => {
    const me = requireUser(c);
    const uid = intParam(c, 'userID');
    if (uid !== me.id) throw forbidden('Only the owner can update this profile');
    const { data } = await jsonBody(c, profileUpdate);
    const db = dbOf(c);
    const patch: Partial<typeof s.members.$inferInsert> = { updatedAt: new Date() };
    if (data.name !== undefined) {
      if (data.name.trim() === '') throw badRequest('name cannot be blank');
      patch.name = data.name.trim();
    }
    if (data.des != null) patch.des = data.des;
    if (data.given_name != null) patch.givenName = data.given_name;
    if (data.family_name != null) patch.familyName = data.family_name;
    if (data.link != null) patch.links = data.link;
    if (data.org1 !== undefined) patch.org1 = data.org1;
    if (data.org2 !== undefined) patch.org2 = data.org2;
    if (data.picture != null) {
      const [m] = await ownMedia(db, me.id, [data.picture]);
      patch.pictureId = m!.id;
      patch.pictureUrl = m!.formats.small?.url ?? m!.url;
    }
    let handleTaken: string | null = null;
    if (data.at !== undefined && data.at !== null) {
      const at = stripHandle(data.at);
      if (at === '') patch.at = null;
      else if (!/^[\p{L}\p{M}\p{N}_.-]{1,40}$/u.test(at))
        throw badRequest('A handle may only use letters, digits, "_", "." and "-" (at most 40)');
      else {
        const [taken] = await db
          .select({ id: s.members.id })
          .from(s.members)
          .where(and(sql`lower(${s.members.at}) = lower(${at})`, sql`${s.members.id} <> ${me.id}`));
        if (taken) handleTaken = at;
        else patch.at = at;
      }
    }
    try {
      await db.update(s.members).set(patch).where(eq(s.members.id, me.id));
    } catch (err) {
      // Two members racing for the same handle: the unique index decides.
      if (sqlState(err) === '23505') {
        delete patch.at;
        await db.update(s.members).set(patch).where(eq(s.members.id, me.id));
        handleTaken = data.at ?? '';
      } else throw err;
    }
    if (handleTaken !== null)
      throw new ApiError(409, `The handle @${handleTaken} is already taken; the handle was not saved`, {
        at: handleTaken,
      });
    return c.json(await entity(db, R.profileRes, me.id, { picture: '*' }));
  });

  app.get('/api/sharer/me', async (c) => {
    const me = requireUser(c);
    const rowsOut = await dbOf(c)
      .select()
      .from(s.sharerSubs)
      .where(eq(s.sharerSubs.userId, me.id))
      .orderBy(desc(s.sharerSubs.id));
    return c.json({
      data: {
        id: me.id,
        attributes: {
          results: rowsOut.map((r) => ({
            id: r.id,
            name: r.name,
            tel: r.tel,
            lineid: r.lineid,
            address: r.address,
          })),
        },
      },
      meta: {},
    });
  });

  // ---------------------------------------------------------------- cats, badges, notices, products
  readRoutes(app, 'cats', R.catRes);
  readRoutes(app, 'badges', R.badgeRes);
  readRoutes(app, 'notices', R.noticeRes);
  readRoutes(app, 'products', R.productRes, 20);
  app.get('/api/badge-users', async (c) => {
    requireUser(c);
    return c.json(await findMany(dbOf(c), R.badgeUserRes, queryOf(c), { defaultPageSize: 100 }));
  });

  // ---------------------------------------------------------------- pins
  readRoutes(app, 'postpins', R.postpinRes);
  app.post('/api/postpins', async (c) => {
    const me = requireUser(c);
    const { data } = await jsonBody(
      c,
      z.object({
        data: z.object({
          pid: z.coerce.number().int().positive(),
          uid: z.coerce.number().int().positive().nullish(),
          order: z.coerce.number().int().min(0).max(1000).optional(),
        }),
      }),
    );
    const db = dbOf(c);
    const [post] = await db.select().from(s.posts).where(eq(s.posts.id, data.pid));
    if (!post) throw notFound(`post ${data.pid} not found`);
    const uid = data.uid ?? null;
    if (uid === null ? !isStaff(c) : uid !== me.id || post.uid !== me.id)
      throw forbidden('Only the author can pin this post');
    const [existing] = await db
      .select()
      .from(s.postPins)
      .where(
        and(
          eq(s.postPins.pid, data.pid),
          uid === null ? sql`${s.postPins.uid} is null` : eq(s.postPins.uid, uid),
        ),
      );
    if (existing) throw conflict('This post is already pinned');
    const [row] = await db
      .insert(s.postPins)
      .values({ pid: data.pid, uid, order: data.order ?? 0 })
      .returning();
    return c.json(await entity(db, R.postpinRes, row!.id));
  });
  app.delete('/api/postpins/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const [pin] = await db.select().from(s.postPins).where(eq(s.postPins.id, id));
    if (!pin) throw notFound(`postpin ${id} not found`);
    if (pin.uid === null ? !isStaff(c) : pin.uid !== me.id)
      throw forbidden('Only the author can unpin this post');
    const out = await entity(db, R.postpinRes, id);
    await db.delete(s.postPins).where(eq(s.postPins.id, id));
    return c.json(out);
  });

  // ---------------------------------------------------------------- comments and replies
  app.get('/api/comments', async (c) =>
    c.json(await findMany(dbOf(c), R.commentRes, queryOf(c), { defaultPageSize: 3 })),
  );
  app.get('/api/comments/:id', async (c) => c.json(await one(c, R.commentRes, intParam(c, 'id'))));
  app.get('/api/comment-replies', async (c) =>
    c.json(await findMany(dbOf(c), R.replyRes, queryOf(c), { defaultPageSize: 100 })),
  );
  app.get('/api/comment-replies/:id', async (c) => c.json(await one(c, R.replyRes, intParam(c, 'id'))));

  const commentText = z
    .string()
    .max(5000)
    .refine((t) => t.trim() !== '', 'empty text is not sent');
  app.post('/api/comments', rateLimit('comment'), async (c) => {
    const me = requireUser(c);
    const { data } = await jsonBody(
      c,
      z.object({
        data: z.object({
          des: commentText,
          type: z.literal('post').default('post'),
          pid: z.coerce.number().int().positive(),
        }),
      }),
    );
    const db = dbOf(c);
    const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, data.pid));
    if (!post) throw notFound(`post ${data.pid} not found`);
    const [row] = await db
      .insert(s.comments)
      .values({ des: data.des, type: data.type, pid: data.pid, userId: me.id })
      .returning();
    return c.json(await entity(db, R.commentRes, row!.id, { user: '*' }));
  });
  app.post('/api/comment-replies', rateLimit('comment'), async (c) => {
    const me = requireUser(c);
    const { data } = await jsonBody(
      c,
      z.object({ data: z.object({ des: commentText, cid: z.coerce.number().int().positive() }) }),
    );
    const db = dbOf(c);
    const [comment] = await db
      .select({ id: s.comments.id })
      .from(s.comments)
      .where(eq(s.comments.id, data.cid));
    if (!comment) throw notFound(`comment ${data.cid} not found`);
    const [row] = await db
      .insert(s.commentReplies)
      .values({ des: data.des, cid: data.cid, userId: me.id })
      .returning();
    return c.json(await entity(db, R.replyRes, row!.id, { user: '*' }));
  });
  app.delete('/api/comments/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const [row] = await db.select().from(s.comments).where(eq(s.comments.id, id));
    if (!row) throw notFound(`comment ${id} not found`);
    if (row.userId !== me.id) throw forbidden('Only the author can delete this comment');
    const out = await entity(db, R.commentRes, id);
    await db.delete(s.comments).where(eq(s.comments.id, id));
    return c.json(out);
  });
  app.delete('/api/comment-replies/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const [row] = await db.select().from(s.commentReplies).where(eq(s.commentReplies.id, id));
    if (!row) throw notFound(`comment-reply ${id} not found`);
    if (row.userId !== me.id) throw forbidden('Only the author can delete this reply');
    const out = await entity(db, R.replyRes, id);
    await db.delete(s.commentReplies).where(eq(s.commentReplies.id, id));
    return c.json(out);
  });

  // ---------------------------------------------------------------- applications (contact details)
  const subBody = z.object({
    data: z.object({
      name: text(200).nullish(),
      tel: text(50).nullish(),
      lineid: text(100).nullish(),
      address: text(1000).nullish(),
    }),
  });
  for (const [path, res, table, missing] of [
    ['creator-subs', R.creatorSubRes, s.creatorSubs, missingCreatorFields],
    ['sharer-subs', R.sharerSubRes, s.sharerSubs, missingSharerFields],
  ] as const) {
    // Contact details: a member sees only their own applications; staff see every one (ADR 008).
    const scope = (c: Ctx) => (isStaff(c) ? undefined : eq(table.userId, requireUser(c).id));
    app.get(`/api/${path}`, async (c) => {
      requireUser(c);
      return c.json(await findMany(dbOf(c), res, queryOf(c), { where: scope(c), defaultPageSize: 25 }));
    });
    app.get(`/api/${path}/:id`, async (c) => {
      requireUser(c);
      const out = await findOne(dbOf(c), res, intParam(c, 'id'), queryOf(c), scope(c));
      if (!out) throw notFound(`${path} ${c.req.param('id')} not found`);
      return c.json(out);
    });
    app.post(`/api/${path}`, async (c) => {
      const me = requireUser(c);
      const { data } = await jsonBody(c, subBody);
      const gaps = missing(data);
      if (gaps.length)
        throw badRequest(`Please fill in every required field: ${gaps.join(', ')}`, { missing: gaps });
      const db = dbOf(c);
      if (path === 'creator-subs') {
        const [pending] = await db.select({ id: table.id }).from(table).where(eq(table.userId, me.id));
        if (pending) throw conflict('An application is already awaiting review');
      }
      const [row] = await db
        .insert(table)
        .values({
          userId: me.id,
          name: data.name!.trim(),
          tel: data.tel!.trim(),
          lineid: data.lineid!.trim(),
          address: (data.address ?? '').trim(),
        })
        .returning();
      return c.json(await entity(db, res, row!.id, { user: '*' }));
    });
    app.delete(`/api/${path}/:id`, async (c) => {
      const me = requireUser(c);
      const id = intParam(c, 'id');
      const db = dbOf(c);
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) throw notFound(`${path} ${id} not found`);
      if (row.userId !== me.id && !isStaff(c))
        throw forbidden('Only the applicant can cancel this application');
      const out = await entity(db, res, id);
      await db.delete(table).where(eq(table.id, id));
      return c.json(out);
    });
  }

  // ---------------------------------------------------------------- order limits (own only)
  app.get('/api/order-limits', async (c) => {
    const me = requireUser(c);
    const q = queryOf(c);
    q.populate = isPlainObject(q.populate)
      ? { ...q.populate, product: q.populate.product ?? '*' }
      : (q.populate ?? 'product');
    if (q.populate === '*' || q.populate === 'true') q.populate = '*';
    else if (typeof q.populate === 'string' && !q.populate.split(',').includes('product'))
      q.populate += ',product';
    return c.json(
      await findMany(dbOf(c), R.orderLimitRes, q, {
        where: eq(s.orderLimits.userId, me.id),
        defaultPageSize: 100,
      }),
    );
  });

  // ---------------------------------------------------------------- notifications and logs
  const notiList = async (c: Ctx, limit: number) => {
    const me = requireUser(c);
    const db = dbOf(c);
    const list = (await db
      .select()
      .from(s.notifications)
      .where(eq(s.notifications.userId, me.id))
      .orderBy(desc(s.notifications.id))
      .limit(limit)) as Row[];
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.notifications)
      .where(and(eq(s.notifications.userId, me.id), eq(s.notifications.read, false)));
    return { data: await serialize(db, R.notificationRes, list, {}), meta: { unread: Number(n) } };
  };
  app.get('/api/getallnoti', async (c) => c.json(await notiList(c, 100)));
  app.get('/api/getnoti', async (c) => c.json(await notiList(c, 10)));
  app.put('/api/readnoti/:id', async (c) => {
    const me = requireUser(c);
    const id = intParam(c, 'id');
    const db = dbOf(c);
    const [row] = await db.select().from(s.notifications).where(eq(s.notifications.id, id));
    if (!row) throw notFound(`notification ${id} not found`);
    if (row.userId !== me.id) throw forbidden('This notification belongs to another member');
    await db
      .update(s.notifications)
      .set({ read: true, updatedAt: new Date() })
      .where(eq(s.notifications.id, id));
    return c.json(await entity(db, R.notificationRes, id));
  });
  app.post('/api/userpostlogs', async (c) => {
    const me = requireUser(c);
    const day = bangkokToday(deps(c).now());
    const db = dbOf(c);
    await db.insert(s.userLogs).values({ userId: me.id, day }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(s.userLogs)
      .where(and(eq(s.userLogs.userId, me.id), eq(s.userLogs.day, day)));
    return c.json({
      data: { id: row!.id, attributes: { user_id: me.id, day, createdAt: row!.createdAt } },
      meta: {},
    });
  });
}
