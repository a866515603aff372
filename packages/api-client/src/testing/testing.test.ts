import { createRng, POST_TYPES } from '@lightbearers/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { getFeedPage } from '../calls/posts';
import { createClient } from '../client';
import { authResultSchema } from '../wire/auth';
import { badgeAttributesSchema, badgeUserAttributesSchema } from '../wire/badge';
import { categoryAttributesSchema } from '../wire/category';
import { commentAttributesSchema, commentReplyAttributesSchema } from '../wire/comment';
import { noticeAttributesSchema, notificationAttributesSchema } from '../wire/notice';
import { postPinAttributesSchema } from '../wire/pin';
import { postAttributesSchema } from '../wire/post';
import { profileAttributesSchema } from '../wire/profile';
import {
  orderAttributesSchema,
  productAttributesSchema,
  walletAttributesSchema,
  walletEntryAttributesSchema,
} from '../wire/shop';
import { entitySchema } from '../wire/strapi';
import { subAttributesSchema } from '../wire/subscription';
import { createMockDb } from './db';
import * as f from './factories';
import { createMockApi } from './handlers';
import { parseNestedQuery, strapiList } from './strapi-engine';

const THAI = /[\u0E00-\u0E7F]/;

describe('factories', () => {
  it('are deterministic: same (seed, id) → same data; another seed → other data', () => {
    expect(f.wirePost(5)).toEqual(f.wirePost(5));
    expect(f.makeProfile(3)).toEqual(f.makeProfile(3));
    expect(f.wirePost(5, {}, { seed: 1 })).not.toEqual(f.wirePost(5, {}, { seed: 2 }));
    const { nextId: _a, ...one } = createMockDb({ seed: 7 });
    const { nextId: _b, ...two } = createMockDb({ seed: 7 });
    expect(one).toEqual(two);
    expect(createRng(1).next()).toBe(createRng(1).next());
  });

  it('produce wire data that passes the client schemas, for every resource', () => {
    const cases: Array<[z.ZodMiniType, unknown]> = [
      [entitySchema(postAttributesSchema), f.wirePost(1)],
      [entitySchema(profileAttributesSchema), f.wireProfile(1)],
      [entitySchema(categoryAttributesSchema), f.wireCategory(1)],
      [entitySchema(badgeAttributesSchema), f.wireBadge(1)],
      [entitySchema(badgeUserAttributesSchema), f.wireBadgeUser(1, 1, 2)],
      [entitySchema(postPinAttributesSchema), f.wirePostPin(1)],
      [entitySchema(commentAttributesSchema), f.wireComment(1)],
      [entitySchema(commentReplyAttributesSchema), f.wireCommentReply(1)],
      [entitySchema(noticeAttributesSchema), f.wireNotice(1)],
      [entitySchema(notificationAttributesSchema), f.wireNotification(1)],
      [entitySchema(subAttributesSchema), f.wireSub(1)],
      [entitySchema(productAttributesSchema), f.wireProduct(1)],
      [walletAttributesSchema, f.wireWallet()],
      [entitySchema(walletEntryAttributesSchema), f.wireWalletEntry(1)],
      [entitySchema(orderAttributesSchema), f.wireOrder(1)],
      [authResultSchema, f.wireAuthResult(1)],
    ];
    for (const [schema, value] of cases) expect(schema.safeParse(value).success).toBe(true);
    for (let id = 1; id <= 24; id++)
      expect(postAttributesSchema.safeParse(f.wirePost(id).attributes).success).toBe(true);
  });

  it('cycle through all eight post types, with long Thai descriptions for "read more"', () => {
    const posts = f.many(16, (id) => f.makePost(id));
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(POST_TYPES));
    expect(posts.every((p) => THAI.test(p.des))).toBe(true);
    expect(posts.some((p) => p.desMore)).toBe(true);
    const photo = posts.find((p) => p.type === 'postPhoto');
    expect(photo?.photos.length).toBeGreaterThan(0);
    expect(photo?.url).toBeNull();
    expect(posts.find((p) => p.type === 'linkTwitter')?.url).toMatch(
      /^https:\/\/twitter\.com\/\w+\/status\/\d+$/,
    );
    expect(posts.find((p) => p.type === 'videoTikTok')?.url).toMatch(
      /^https:\/\/www\.tiktok\.com\/@[\w.]+\/video\/\d+$/,
    );
  });

  it('use Thai names and generated images only (data URLs, never a download)', () => {
    const profile = f.makeProfile(4);
    expect(profile.name).toMatch(THAI);
    const urls = [
      ...f
        .many(10, (id) => f.makePost(id))
        .flatMap((p) => [
          ...p.photos.flatMap((ph) => [ph.url, ph.small, ph.large, ph.thumbnail]),
          ...p.likers.map((l) => l.picture),
        ]),
      profile.picture,
      f.makeBadge(1).photo,
      f.makeProduct(1).photo?.small,
    ].filter((u): u is string => Boolean(u));
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((u) => u.startsWith('data:image/svg+xml'))).toBe(true);
  });

  it('plain factories return what the client returns', () => {
    expect(f.makeWallet({ current_point: 5 })).toEqual({
      currentPoint: 5,
      canChangeTotal: 135,
      allTimeTotal: 1275,
    });
    expect(f.makeSession(2)).toMatchObject({ userID: 2, userJWT: 'mock-jwt-2' });
    expect(f.makeOrder(1).lines.every((l) => l.lineTotal === (l.price ?? 0) * l.amount)).toBe(true);
    expect(f.makeWalletEntry(4)).toMatchObject({ direction: 'out', orderNumber: 4 });
    expect(f.makeNotice(2).icon).toBe('new');
    expect(f.makeCategory(1)).toEqual({ id: 1, name: 'ธรรมะ', order: 1 });
  });

  it('cover the statistics, sign-in and embed shapes too, deterministically', () => {
    const top = f.many(20, (rank) => f.makeTopSharer(rank));
    expect(top.map((r) => r.total)).toEqual([...top.map((r) => r.total)].sort((a, b) => b - a));
    expect(top[0]?.name).toMatch(THAI);
    expect(f.makeTopClick(3)).toEqual(f.makeTopClick(3));
    expect(f.makeTopClick(3).key).toBe(f.makePost(3).key);
    expect(f.makeTopCreator(1).total).toBeGreaterThan(f.makeTopCreator(2).total);
    const shared = f.makeSharedByUser(4);
    expect(shared.sum).toBe(shared.rows.reduce((s, r) => s + r.clicks, 0));
    expect(shared.rows.every((r) => r.uid === 4)).toBe(true);
    expect(f.makeOrgSummaryRow(0).org1).toBe('ชพส.');
    expect(f.makeTypeCounts().map((t) => t.type)).toEqual(['creator', 'sharer']);
    expect(f.makeCachedProfile(2)).toMatchObject({ uid: 2, name: f.makeProfile(2).name });
    expect(f.makeDevMember(1).type).toBe('creator');
    expect(f.makeUserRef(5).name).toBe(f.memberName(5));
    expect(f.makePhoto(1).small).toMatch(/^data:image\/svg\+xml/);
    expect(f.makeOrderLimit(3)).toEqual({ productId: 3, unlockDate: '2026-12-01' });
    expect(f.makeTikTokEmbed(2).thumbnailUrl).toMatch(/^data:image\/svg\+xml/);
    expect(f.makeGradient(1)).toEqual(f.makeGradient(1));
    expect(f.makeGradient(1).colors).toHaveLength(2);
  });
});

describe('mock data set', () => {
  it('is consistent: authors are creators, comments point at posts, every type is present', () => {
    const db = createMockDb();
    const creators = new Set(db.profiles.filter((p) => p.attributes.type === 'creator').map((p) => p.id));
    expect(db.posts.every((p) => creators.has(p.attributes.uid))).toBe(true);
    const postIds = new Set(db.posts.map((p) => p.id));
    expect(db.comments.every((c) => postIds.has(c.attributes.pid))).toBe(true);
    expect(new Set(db.posts.map((p) => p.attributes.type))).toEqual(new Set(POST_TYPES));
    expect(db.pins.filter((p) => p.attributes.uid === null).length).toBeLessThanOrEqual(3);
    expect(db.clicks.length).toBeGreaterThan(100);
  });
});

describe('Strapi engine', () => {
  const db = createMockDb();
  it('parses bracket query strings into nested objects', () => {
    expect(
      parseNestedQuery(new URLSearchParams('filters[a][b][$in][0]=1&filters[a][b][$in][1]=2&sort=id:desc')),
    ).toEqual({
      filters: { a: { b: { $in: { 0: '1', 1: '2' } } } },
      sort: 'id:desc',
    });
  });

  it('filters through to-many relations, $or, $null; leaves out what was not populated', () => {
    const liker = db.posts[0]?.attributes.users_permissions_users?.data?.[0]?.id as number;
    const liked = strapiList(
      db.posts,
      new URLSearchParams(`filters[users_permissions_users][id][$eq]=${liker}`),
    );
    expect(liked.data.length).toBeGreaterThan(0);
    expect(liked.data.every((p) => !('users_permissions_users' in p.attributes))).toBe(false);
    const stripped = strapiList(
      db.posts,
      new URLSearchParams(`filters[users_permissions_users][id][$eq]=${liker}`),
      {
        relations: ['users_permissions_users', 'photo', 'cat'],
      },
    );
    expect(stripped.data.every((p) => !('users_permissions_users' in p.attributes))).toBe(true);
    expect(
      db.posts
        .filter((p) => p.attributes.users_permissions_users?.data?.some((u) => u.id === liker))
        .map((p) => p.id),
    ).toEqual(stripped.data.map((p) => p.id));
    const either = strapiList(
      db.posts,
      new URLSearchParams('filters[$or][0][id][$eq]=1&filters[$or][1][id][$eq]=2'),
    );
    expect(either.data.map((p) => p.id)).toEqual([1, 2]);
    const global = strapiList(db.pins, new URLSearchParams('filters[uid][$null]=true'));
    expect(global.data.every((p) => p.attributes.uid === null)).toBe(true);
  });

  it('paginates by page or by start/limit', () => {
    const page = strapiList(
      db.posts,
      new URLSearchParams('pagination[page]=3&pagination[pageSize]=5&sort=id:asc'),
    );
    expect(page.data.map((p) => p.id)).toEqual([11, 12, 13, 14, 15]);
    expect(page.meta.pagination).toEqual({ page: 3, pageSize: 5, pageCount: 8, total: 40 });
    const slice = strapiList(
      db.posts,
      new URLSearchParams('pagination[start]=2&pagination[limit]=2&sort=id:asc'),
    );
    expect(slice.data.map((p) => p.id)).toEqual([3, 4]);
  });
});

describe('createMockApi', () => {
  const mock = createMockApi({
    baseUrl: 'http://stories.test',
    statsUrl: 'http://stories.test/stats',
    shortLinkBase: 'http://stories.test/s',
    latency: 40,
    failures: { 'GET /api/cats': 500 },
  });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  const client = createClient({
    baseUrl: 'http://stories.test',
    statsUrl: 'http://stories.test/stats',
    shortLinkBase: 'http://stories.test/s',
    retries: 0,
  });

  it('delays answers by the configured latency (loading states in stories)', async () => {
    const started = performance.now();
    await getFeedPage(client, { page: 1 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(mock.requests.at(-1)).toMatch(/^GET http:\/\/stories\.test\/api\/posts\?/);
  });

  it('fails routes on demand: from the start, a number of times, until reset', async () => {
    expect((await fetch('http://stories.test/api/cats')).status).toBe(500);
    mock.fail('GET /api/posts', 503, { times: 1, message: 'ปิดปรับปรุง' });
    const failed = await fetch('http://stories.test/api/posts');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: { status: 503, name: 'ApplicationError', message: 'ปิดปรับปรุง' },
    });
    expect((await fetch('http://stories.test/api/posts')).status).toBe(200);
    mock.reset();
    expect((await fetch('http://stories.test/api/cats')).status).toBe(200);
  });

  it("answers the service's video posters: a picture for YouTube and TikTok posts, 404 for others, 400 for another width", async () => {
    const youtube = mock.db.posts.find((p) => p.attributes.type === 'videoYoutube');
    const tiktok = mock.db.posts.find((p) => p.attributes.type === 'videoTikTok');
    const text = mock.db.posts.find((p) => p.attributes.type === 'postText');
    for (const post of [youtube, tiktok]) {
      const res = await fetch(`http://stories.test/thumbs/${post?.id}/240.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`http://stories.test/thumbs/${text?.id}/240.webp`)).status).toBe(404);
    expect((await fetch(`http://stories.test/thumbs/${youtube?.id}/100.webp`)).status).toBe(400);
  });
});
