/**
 * The requests whose answers must stay byte for byte the same when the service's read path changes:
 * the feed pages and filters the site sends, single posts, likes, comments, replies and
 * profiles on the demo data. `capture-responses.ts` writes their answers to
 * `fixtures/responses.json` from the code of the day; `responses.test.ts` replays them.
 */

import { type PostFilter, postFilters, strapiQuery } from '@lightbearers/api-client';
import {
  CAROUSEL_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  FEED_PAGE_SIZE,
  PROFILE_POSTS_PAGE_SIZE,
  TIKTOK_PAGE_SIZE,
  YOUTUBE_PAGE_SIZE,
} from '@lightbearers/domain';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import { signJwt } from '../src/auth.js';
import { loadConfig } from '../src/config.js';
import type { Database, Executor } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';
import { NOW } from './helpers.js';

export type Step = {
  method: 'GET' | 'POST';
  path: string;
  /** Member id whose token signs the request. */
  as?: number;
};

const POPULATE = ['photo', 'cat', 'users_permissions_users'];

/** The site's `getPosts` query (api-client), as the browser sends it. */
function posts(filter: PostFilter, page: number, pageSize: number, populate = POPULATE): string {
  return `/api/posts?${strapiQuery({
    filters: postFilters(filter),
    sort: ['id:desc'],
    populate: populate as never,
    pagination: { page, pageSize },
  } as never)}`;
}

/** The neighbour query of the post page (no populate, one id). */
function neighbour(id: number, direction: 'pre' | 'next', filter: PostFilter = {}): string {
  return `/api/posts?${strapiQuery({
    filters: postFilters({ ...filter, ...(direction === 'next' ? { idLt: id } : { idGt: id }) }),
    sort: [direction === 'next' ? 'id:desc' : 'id:asc'],
    pagination: { page: 1, pageSize: 1 },
  } as never)}`;
}

const get = (path: string, as?: number): Step => ({ method: 'GET', path, ...(as ? { as } : {}) });

/** In order: the reads first, then likes (they change the data) and the reads after them. */
export const STEPS: Step[] = [
  // The feed: pages 1–3, the last (partial) page, one past the end.
  ...[1, 2, 3, 24, 25, 40].map((p) => get(posts({}, p, FEED_PAGE_SIZE))),
  get(posts({}, 1, CAROUSEL_PAGE_SIZE)),
  get(posts({}, 1, 1)),
  // The feed narrowed as the site narrows it.
  get(posts({ types: ['videoYoutube'] }, 1, YOUTUBE_PAGE_SIZE)),
  get(posts({ types: ['videoTikTok'] }, 1, TIKTOK_PAGE_SIZE)),
  get(posts({ types: ['postPhoto', 'postText'] }, 2, FEED_PAGE_SIZE)),
  get(posts({ uid: 2 }, 1, PROFILE_POSTS_PAGE_SIZE)),
  get(posts({ uid: 3 }, 2, PROFILE_POSTS_PAGE_SIZE)),
  get(posts({ cat: 2 }, 1, FEED_PAGE_SIZE)),
  get(posts({ notIds: [120, 119, 118] }, 1, FEED_PAGE_SIZE)),
  get(posts({ ids: [1, 5, 9, 44, 77, 200] }, 1, 10)),
  get(posts({ idLt: 60 }, 1, FEED_PAGE_SIZE)),
  // Other populate spellings and none.
  get('/api/posts?sort=id:desc&pagination[page]=1&pagination[pageSize]=5&populate=*'),
  get('/api/posts?populate=photo,cat&pagination[start]=10&pagination[limit]=4'),
  get('/api/posts?populate[cat]=*&populate[users_permissions_users]=true&sort=views:desc'),
  get('/api/posts?pagination[pageSize]=3&fields[0]=type&fields[1]=url&populate[0]=user'),
  get('/api/posts?pagination[pageSize]=2'),
  get('/api/posts?filters[cat][name][$containsi]=%E0%B8%98&populate[0]=cat&pagination[pageSize]=4'),
  // Bad input answers the same error.
  get('/api/posts?populate[0]=nope'),
  get('/api/posts?populate[photo][populate][0]=owner'),
  get('/api/posts?sort=nope:desc'),
  get('/api/posts?fields[0]=nope&populate[0]=cat'),
  // The post page: the post and its neighbours.
  ...[1, 2, 7, 50, 99, 120].map((id) => get(`/api/posts/${id}?populate=*`)),
  ...[3, 8, 64].map((id) => get(`/api/posts/${id}?${strapiQuery({ populate: POPULATE } as never)}`)),
  get('/api/posts/5'),
  get('/api/posts/6?populate[photo][populate]=*&populate[user]=*'),
  get('/api/posts/9999?populate=*'),
  get('/api/posts/abc?populate=*'),
  get('/api/posts/4?populate=nope'),
  get(neighbour(50, 'pre')),
  get(neighbour(50, 'next')),
  get(neighbour(50, 'next', { types: ['videoYoutube'] })),
  // Comments and replies of the newest posts.
  ...[120, 119, 100].flatMap((pid) =>
    [1, 2].map((page) =>
      get(
        `/api/comments?${strapiQuery({
          filters: { pid: { $eq: pid }, type: { $eq: 'post' } },
          populate: ['user'],
          sort: ['id:desc'],
          pagination: { page, pageSize: COMMENTS_PAGE_SIZE },
        } as never)}`,
      ),
    ),
  ),
  ...[1, 3].map((cid) =>
    get(
      `/api/comment-replies?${strapiQuery({
        filters: { cid: { $eq: cid } },
        populate: ['user'],
        sort: ['id:asc'],
        pagination: { page: 1, pageSize: 100 },
      } as never)}`,
    ),
  ),
  // Profiles: by uid, by handle, a page of the directory, several uids, one with badges.
  get(
    `/api/profiles?${strapiQuery({ filters: { uid: { $eq: 2 } }, populate: ['picture'], sort: ['id:asc'], pagination: { page: 1, pageSize: 1 } } as never)}`,
  ),
  get(
    `/api/profiles?${strapiQuery({ filters: { uid: { $in: [4, 2, 9, 30] } }, populate: ['picture'], sort: ['id:asc'], pagination: { page: 1, pageSize: 4 } } as never)}`,
  ),
  get(
    `/api/profiles?${strapiQuery({ filters: { type: { $eq: 'creator' } }, populate: ['picture'], sort: ['id:asc'], pagination: { page: 1, pageSize: 50 } } as never)}`,
  ),
  get('/api/profiles/2?populate=*'),
  get('/api/profiles/8?populate[badges][populate][0]=photo'),
  // Likes toggle (the answer is the post with its likers), then the post as everybody sees it.
  { method: 'POST', path: '/api/like/5', as: 20 },
  { method: 'POST', path: '/api/like/5', as: 21 },
  get('/api/posts/5?populate=*'),
  { method: 'POST', path: '/api/like/5', as: 20 },
  { method: 'POST', path: '/api/like/120', as: 2 },
  get(posts({}, 1, FEED_PAGE_SIZE)),
  { method: 'POST', path: '/api/like/9999', as: 20 },
];

/** The request's key in the fixtures. */
export const stepKey = (s: Step, i: number) =>
  `${String(i).padStart(3, '0')} ${s.method} ${s.path}${s.as ? ` as ${s.as}` : ''}`;

/**
 * Makes the demo data independent of the day and the image encoder: rows the seed leaves to the
 * database clock get fixed times, and pictures get hashes, sizes and URLs derived from their id
 * (the encoder's bytes may differ between versions of sharp).
 */
export async function pinDemo(db: Executor, at: Date) {
  for (const table of ['cats', 'media', 'badges', 'badge_users'])
    await db.execute(sql`update ${sql.identifier(table)} set created_at = ${at}, updated_at = ${at}`);
  for (const table of ['comments', 'comment_replies'])
    await db.execute(sql`update ${sql.identifier(table)} set updated_at = created_at`);
  await db.execute(sql`update media m set hash = 'h' || m.id, url = '/uploads/h' || m.id || '.jpg',
    size = 10000 + m.id * 37,
    formats = coalesce((select jsonb_object_agg(k, v || jsonb_build_object(
      'name', k || '_h' || m.id || '.jpg', 'url', '/uploads/' || k || '_h' || m.id || '.jpg', 'size', 12.34))
      from jsonb_each(m.formats) e(k, v)), '{}'::jsonb)`);
  await db.execute(sql`update members u set picture_url = (select coalesce(m.formats->'small'->>'url', m.url)
    from media m where m.id = u.picture_id) where u.picture_id is not null`);
}

export type Answer = { status: number; body: string };

/** Sends every step in order through `send` and returns the answers by step key. */
export async function replay(
  send: (step: Step) => Promise<Answer>,
): Promise<Record<string, { status: number; body: string }>> {
  const out: Record<string, Answer> = {};
  for (const [i, step] of STEPS.entries()) out[stepKey(step, i)] = await send(step);
  return out;
}

/** The demo service the fixtures are taken on: seeded at `NOW`, pinned, one app, tokens signed here. */
export async function demoService(database: Database) {
  await seedDemo(database.db, { now: NOW });
  await pinDemo(database.db, NOW);
  await database.vacuum();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-0123456789abcdef',
    PUBLIC_SITE_URL: 'https://site.test',
    RATE_LIMIT_SCALE: '0',
    STATS_CACHE_SECONDS: '0',
  });
  const app = createApp({ database, config, now: () => NOW });
  return async (step: Step): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (step.as) headers.authorization = `Bearer ${await signJwt(config.jwtSecret, step.as)}`;
    const res = await app.request(step.path, { method: step.method, headers });
    return { status: res.status, body: await res.text() };
  };
}
