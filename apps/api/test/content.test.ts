import { POST_TYPES } from '@lightbearers/domain';
import { describe, expect, it } from 'vitest';
import { backends, CREATOR, expectError, harness, type Json, SHARER } from './helpers.js';

describe.each(backends())('content service on $name', (backend) => {
  const h = harness(backend);

  it('answers /health and a JSON 404 for unknown routes', async () => {
    expect((await h.req('GET', '/health')).body).toEqual({
      status: 'ok',
      database: backend.name === 'pglite' ? 'pglite' : 'postgres',
    });
    expectError(await h.req('GET', '/api/nothing-here'), 404);
  });

  it('lists posts in the Strapi-v4 shape with pagination meta', async () => {
    const r = await h.req('GET', '/api/posts?sort=id:desc&pagination[page]=2&pagination[pageSize]=5');
    expect(r.status).toBe(200);
    expect(r.body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 24, total: 120 });
    expect(r.body.data).toHaveLength(5);
    expect(r.body.data.map((p: { id: number }) => p.id)).toEqual([115, 114, 113, 112, 111]);
    const a = r.body.data[0].attributes;
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining(['type', 'url', 'des', 'key', 'views', 'uid', 'publishedAt', 'createdAt']),
    );
    expect(a.cat).toBeUndefined(); // relations only when populated
  });

  it('demo data has every post type, Thai text and photos', async () => {
    for (const type of POST_TYPES) {
      const r = await h.req(
        'GET',
        `/api/posts?filters[type][$eq]=${type}&populate=photo&pagination[pageSize]=1`,
      );
      expect(r.body.meta.pagination.total, type).toBeGreaterThan(0);
      if (type === 'postPhoto') {
        const photo = r.body.data[0].attributes.photo.data[0].attributes;
        expect(photo.url).toMatch(/^\/uploads\/.+\.jpg$/);
        expect(Object.keys(photo.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small', 'large']));
        const img = await h.req('GET', photo.formats.small.url);
        expect(img.status).toBe(200);
        expect(img.headers.get('content-type')).toBe('image/jpeg');
      }
    }
    const members = await h.req('GET', '/api/profiles?pagination[pageSize]=100');
    expect(members.body.meta.pagination.total).toBeGreaterThanOrEqual(40);
    expect(members.body.data[5].attributes.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('filters with operators, nested relations, $in lists and $or', async () => {
    const neighbours = await h.req(
      'GET',
      '/api/posts?filters[id][$lt]=50&sort=id:desc&pagination[pageSize]=1',
    );
    expect(neighbours.body.data[0].id).toBe(49);
    const next = await h.req('GET', '/api/posts?filters[id][$gt]=50&sort=id:asc&pagination[pageSize]=1');
    expect(next.body.data[0].id).toBe(51);
    const inList = await h.req(
      'GET',
      '/api/posts?filters[id][$in][0]=3&filters[id][$in][1]=7&filters[id][$in][2]=9',
    );
    expect(inList.body.data.map((p: { id: number }) => p.id)).toEqual([3, 7, 9]);
    const notIn = await h.req('GET', '/api/posts?filters[id][$notIn][0]=1&filters[id][$lte]=3');
    expect(notIn.body.data.map((p: { id: number }) => p.id)).toEqual([2, 3]);
    const byUid = await h.req('GET', `/api/posts?filters[uid][$eq]=${CREATOR}&pagination[pageSize]=100`);
    expect(byUid.body.data.length).toBeGreaterThan(0);
    expect(byUid.body.data.every((p: { attributes: { uid: number } }) => p.attributes.uid === CREATOR)).toBe(
      true,
    );
    const byCat = await h.req(
      'GET',
      '/api/posts?filters[cat][id][$eq]=2&populate=cat&pagination[pageSize]=100',
    );
    expect(byCat.body.data.every((p: Json) => p.attributes.cat.data.id === 2)).toBe(true);
    const byCatShort = await h.req('GET', '/api/posts?filters[cat][$eq]=2&pagination[pageSize]=100');
    expect(byCatShort.body.meta.pagination.total).toBe(byCat.body.meta.pagination.total);
    const or = await h.req(
      'GET',
      '/api/posts?filters[$or][0][type][$eq]=videoYoutube&filters[$or][1][type][$eq]=videoTikTok&pagination[pageSize]=100',
    );
    const types = new Set(or.body.data.map((p: Json) => p.attributes.type));
    expect([...types].sort()).toEqual(['videoTikTok', 'videoYoutube']);
    const liked = await h.req(
      'GET',
      `/api/posts?filters[users_permissions_users][id][$eq]=${SHARER}&populate=users_permissions_users&pagination[pageSize]=100`,
    );
    expect(liked.body.data.length).toBeGreaterThan(0);
    for (const p of liked.body.data)
      expect(p.attributes.users_permissions_users.data.map((u: { id: number }) => u.id)).toContain(SHARER);
  });

  it('populates relations, nested, and answers one post', async () => {
    const r = await h.req(
      'GET',
      '/api/posts/6?populate[0]=photo&populate[1]=users_permissions_users&populate[2]=cat',
    );
    expect(r.status).toBe(200);
    expect(r.body.data.id).toBe(6);
    expect(r.body.data.attributes.cat.data.attributes.name).toBeTruthy();
    expect(Array.isArray(r.body.data.attributes.users_permissions_users.data)).toBe(true);
    const liker = r.body.data.attributes.users_permissions_users.data[0];
    if (liker) expect(liker.attributes).toHaveProperty('picture');
    const badgeUsers = await h.req(
      'GET',
      '/api/badge-users?populate[badge][populate][0]=photo&populate[1]=user&pagination[pageSize]=1',
      {
        token: await h.login(SHARER),
      },
    );
    expect(badgeUsers.body.data[0].attributes.badge.data.attributes.photo.data.attributes.url).toMatch(
      /^\/uploads\//,
    );
    expect(badgeUsers.body.data[0].attributes.user.data.id).toBeGreaterThan(0);
    expectError(await h.req('GET', '/api/posts/999999'), 404);
    expectError(await h.req('GET', '/api/posts/abc'), 400);
  });

  it('rejects bad query strings with 400, never 500', async () => {
    for (const q of [
      'filters[nope][$eq]=1',
      'filters[id][$bogus]=1',
      'filters[id][$eq]=abc',
      'sort=des:sideways',
      'sort=nothing:asc',
      'populate=nothing',
      'pagination[page]=0',
      'pagination[page]=x',
      'pagination[page]=1&pagination[start]=0',
      'filters[createdAt][$gt]=not-a-date',
      'filters[id][$eq]=999999999999999',
    ])
      expectError(await h.req('GET', `/api/posts?${q}`), 400);
  });

  it('supports offset pagination and still answers page-shaped meta', async () => {
    const r = await h.req('GET', '/api/postpins?filters[uid][$null]=true&sort=order:asc&pagination[limit]=3');
    expect(r.body.data).toHaveLength(2);
    expect(r.body.meta.pagination).toMatchObject({ page: 1, pageSize: 3, pageCount: 1, total: 2 });
    expect(r.body.data.every((p: Json) => p.attributes.uid === null)).toBe(true);
  });

  it('lists cats in order, notices newest first, badges by holder, products with photo', async () => {
    const cats = await h.req('GET', '/api/cats?sort=order:asc');
    expect(cats.body.data.map((c: Json) => c.attributes.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await h.req('GET', '/api/cats/1')).body.data.attributes.name).toBe('ธรรมะ');
    const notices = await h.req('GET', '/api/notices?sort=id:desc');
    expect(notices.body.data[0].id).toBeGreaterThan(notices.body.data[1].id);
    expect(notices.body.data[0].attributes).toMatchObject({
      icon: expect.stringMatching(/^(cheer|new|info|warning)$/),
    });
    expect(notices.body.data.some((n: Json) => /\*\*|##/.test(n.attributes.des))).toBe(true);
    const badges = await h.req('GET', '/api/badges?filters[users][id][$eq]=4&populate=photo');
    expect(badges.body.data.length).toBeGreaterThan(0);
    const products = await h.req(
      'GET',
      '/api/products?populate=photo&pagination[page]=1&pagination[pageSize]=20',
    );
    expect(products.body.meta.pagination.pageSize).toBe(20);
    const p = products.body.data[0].attributes;
    expect(p).toMatchObject({
      price: expect.any(Number),
      amount: expect.any(Number),
      limit: expect.any(Number),
    });
    expect(p.photo.data.attributes.formats.thumbnail.url).toMatch(/^\/uploads\//);
  });

  it('searches profiles by name (case-insensitive, at least 3 characters) and by handle', async () => {
    const r = await h.req('GET', `/api/profiles?filters[name][$containsi]=${encodeURIComponent('สมหญ')}`);
    expect(r.body.data.map((p: Json) => p.attributes.uid)).toContain(2);
    const byAt = await h.req('GET', '/api/profiles?filters[at][$eq]=somying&populate=picture');
    expect(byAt.body.data[0].attributes).toMatchObject({ uid: 2, at: 'somying', type: 'creator' });
    expect(byAt.body.data[0].attributes.picture.data.attributes.url).toMatch(/^\/uploads\//);
    expect(Array.isArray(byAt.body.data[0].attributes.link)).toBe(true);
    const upper = await h.req('GET', '/api/profiles?filters[username][$containsi]=x');
    expectError(upper, 400); // username is not a profile field
    expectError(await h.req('GET', '/api/profiles?filters[name][$containsi]=ab'), 400);
    const batch = await h.req('GET', '/api/profiles?filters[uid][$in]=2,3,4&pagination[pageSize]=25');
    expect(batch.body.data.map((p: Json) => p.attributes.uid)).toEqual([2, 3, 4]);
  });

  it('pages comments 3 at a time, newest first, with their authors; replies by comment', async () => {
    const first = await h.req(
      'GET',
      '/api/comments?populate=user&filters[pid][$eq]=120&filters[type][$eq]=post&sort=id:desc',
    );
    expect(first.body.meta.pagination.pageSize).toBe(3);
    expect(first.body.data.length).toBeGreaterThan(0);
    expect(first.body.data[0].attributes.user.data.attributes.name).toBeTruthy();
    const cid = first.body.data.at(-1).id;
    const replies = await h.req(
      'GET',
      `/api/comment-replies?populate=user&filters[cid][$eq]=${cid}&sort=id:asc`,
    );
    expect(replies.status).toBe(200);
    expect(replies.body.data.every((r: Json) => r.attributes.cid === cid)).toBe(true);
  });
});
