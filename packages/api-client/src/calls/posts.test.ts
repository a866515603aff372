import { assembleFeedPage, parseNeighbourQuery, topPostsOnePerAuthor } from '@lightbearers/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  createPost,
  deletePost,
  getFeedPage,
  getLatestPost,
  getPinned,
  getPost,
  getPostNeighbours,
  getPostPins,
  getPosts,
  getTopOfDay,
  PAGE_SIZES,
  pinPost,
  toggleLike,
  unpinPost,
  updatePostDescription,
  uploadImage,
} from './posts';

const ctx = setupMockApi();
const creatorOf = () => ctx.mock.db.profiles.find((p) => p.attributes.type === 'creator')?.id as number;

describe('getPosts / getFeedPage', () => {
  it('asks for page 1 of 5, newest first, with photos, category and likers, without a bearer', async () => {
    ctx.signIn(2);
    const page = await getFeedPage(ctx.client, { page: 1 });
    const request = await ctx.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/posts');
    expect(request.authorization).toBeNull();
    expect(request.query).toEqual([
      ['populate[0]', 'photo'],
      ['populate[1]', 'cat'],
      ['populate[2]', 'users_permissions_users'],
      ['sort', 'id:desc'],
      ['pagination[page]', '1'],
      ['pagination[pageSize]', '5'],
    ]);
    expect(page.items).toHaveLength(5);
    expect(page.items.map((p) => p.id)).toEqual([40, 39, 38, 37, 36]);
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 40, pageCount: 8 });
    const post = page.items[0];
    expect(post).toMatchObject({ id: 40, pinned: false, likeCount: post?.likers.length });
    expect(post?.desHead + (post?.desRest ?? '')).toBe(post?.des);
  });

  it('serialises every post filter: types $in, uid, nested category id, ids $in / $notIn, id $lt / $gt', async () => {
    await getPosts(ctx.client, {
      types: ['videoYoutube', 'videoTikTok'],
      uid: 4,
      cat: 2,
      ids: [1, 2, 3],
      notIds: [3],
      idLt: 30,
      idGt: 0,
      page: 2,
      pageSize: PAGE_SIZES.youtube,
    });
    const q = queryOf(await ctx.last());
    expect(q).toMatchObject({
      'filters[id][$in][0]': '1',
      'filters[id][$in][2]': '3',
      'filters[id][$notIn][0]': '3',
      'filters[id][$lt]': '30',
      'filters[id][$gt]': '0',
      'filters[type][$in][0]': 'videoYoutube',
      'filters[type][$in][1]': 'videoTikTok',
      'filters[uid][$eq]': '4',
      'filters[cat][id][$eq]': '2',
      'pagination[page]': '2',
      'pagination[pageSize]': '20',
    });
  });

  it('normalises: photos with formats, category, likers, YouTube preview image', async () => {
    const photoPost = ctx.mock.db.posts.find(
      (p) => p.attributes.type === 'postPhoto' && p.attributes.photo?.data?.length,
    );
    const youtube = ctx.mock.db.posts.find((p) => p.attributes.type === 'videoYoutube');
    const page = await getPosts(ctx.client, {
      ids: [photoPost?.id as number, youtube?.id as number],
      pageSize: 2,
    });
    const photo = page.items.find((p) => p.id === photoPost?.id);
    const wirePhoto = photoPost?.attributes.photo?.data?.[0];
    expect(photo?.photos[0]).toEqual({
      id: wirePhoto?.id,
      url: wirePhoto?.attributes.url,
      thumbnail: wirePhoto?.attributes.formats?.thumbnail?.url,
      small: wirePhoto?.attributes.formats?.small?.url,
      large: wirePhoto?.attributes.formats?.large?.url,
      width: wirePhoto?.attributes.width,
      height: wirePhoto?.attributes.height,
      variants: (['thumbnail', 'small', 'large'] as const).map((name) => ({
        src: wirePhoto?.attributes.formats?.[name]?.url,
        width: wirePhoto?.attributes.formats?.[name]?.width,
        height: wirePhoto?.attributes.formats?.[name]?.height,
      })),
    });
    expect(photo?.previewImage).toBe(photo?.photos[0]?.small);
    expect(photo?.poster).toBeNull();
    expect(photo?.category?.name).toBe(photoPost?.attributes.cat?.data?.attributes.name);
    const video = page.items.find((p) => p.id === youtube?.id);
    expect(video?.previewImage).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    // What the tiles and facades show: the service's poster, never YouTube's host.
    expect(video?.poster).toMatchObject({ shape: 'landscape', width: 480, height: 270 });
    expect(video?.poster?.src).toMatch(new RegExp(`/thumbs/${youtube?.id}/480\\.webp$`));
  });

  it('maps a failure to the generic Thai message', async () => {
    ctx.mock.fail('GET /api/posts', 500);
    const error = await getFeedPage(ctx.client, { page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'เกิดข้อผิดพลาดบางอย่าง',
      status: 500,
      kind: 'http',
      serverMessage: 'mock failure',
    });
  });
});

describe('getPost / getLatestPost / getPostNeighbours', () => {
  it('GET /api/posts/{id} with populate', async () => {
    const post = await getPost(ctx.client, 7);
    const request = await ctx.last();
    expect(request.path).toBe('/api/posts/7');
    expect(request.query).toEqual([
      ['populate[0]', 'photo'],
      ['populate[1]', 'cat'],
      ['populate[2]', 'users_permissions_users'],
    ]);
    expect(post.id).toBe(7);
  });

  it('a missing post is a 404 ApiError (the app goes to /404)', async () => {
    const error = (await getPost(ctx.client, 9999).catch((e: unknown) => e)) as ApiError;
    expect(error.notFound).toBe(true);
    expect(error.serverName).toBe('NotFoundError');
  });

  it('post id "all": the newest post matching the flags', async () => {
    const latest = await getLatestPost(ctx.client, { types: ['postText'] });
    const q = queryOf(await ctx.last());
    expect(q['pagination[pageSize]']).toBe('1');
    expect(q['filters[type][$in][0]']).toBe('postText');
    const newestText = ctx.mock.db.posts.filter((p) => p.attributes.type === 'postText').at(-1);
    expect(latest?.id).toBe(newestText?.id);
  });

  it('neighbours: pre = next newer (id $gt, asc), next = next older (id $lt, desc), within the flags', async () => {
    const result = await getPostNeighbours(ctx.client, 20, { types: ['postText', 'postPhoto'] });
    const [pre, next] = await ctx.requests();
    expect(queryOf(pre as never)).toMatchObject({
      'filters[id][$gt]': '20',
      sort: 'id:asc',
      'pagination[pageSize]': '1',
    });
    expect(queryOf(next as never)).toMatchObject({ 'filters[id][$lt]': '20', sort: 'id:desc' });
    const allowed = ctx.mock.db.posts
      .filter((p) => ['postText', 'postPhoto'].includes(p.attributes.type))
      .map((p) => p.id);
    expect(result.pre?.id).toBe(allowed.find((id) => id > 20));
    expect(result.next?.id).toBe(allowed.filter((id) => id < 20).at(-1));
  });

  it("takes domain's parseNeighbourQuery result as is (query flags of the post route)", async () => {
    const flags = parseNeighbourQuery('?youtube=1&tiktok=1');
    const result = await getPostNeighbours(ctx.client, 20, flags);
    const [pre] = await ctx.requests();
    const types = (pre?.query ?? []).filter(([k]) => k.startsWith('filters[type][$in]')).map(([, v]) => v);
    expect(new Set(types)).toEqual(new Set(flags.types));
    expect(pre?.query.some(([k]) => k.startsWith('filters[uid]'))).toBe(false);
    const allowed = ctx.mock.db.posts
      .filter((p) => flags.types?.includes(p.attributes.type))
      .map((p) => p.id);
    expect(result.pre?.id).toBe(allowed.find((id) => id > 20));
  });

  it('no neighbour at the ends', async () => {
    const result = await getPostNeighbours(ctx.client, 40);
    expect(result.pre).toBeNull();
    expect(result.next?.id).toBe(39);
  });
});

describe('writing posts', () => {
  it('createPost: POST /api/posts with bearer and data{des,cat,url,type,photo[]}, answers the new id', async () => {
    const uid = creatorOf();
    ctx.signIn(uid);
    const id = await createPost(ctx.client, { des: 'สวัสดี', cat: 1, url: null, type: 'postText' });
    const request = await ctx.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/posts');
    expect(request.authorization).toBe(`Bearer mock-jwt-${uid}`);
    expect(request.json).toEqual({ data: { des: 'สวัสดี', cat: 1, url: null, type: 'postText', photo: [] } });
    expect(ctx.mock.db.posts.find((p) => p.id === id)?.attributes.des).toBe('สวัสดี');
  });

  it('createPost as a sharer: 403', async () => {
    const sharer = ctx.mock.db.profiles.find((p) => p.attributes.type === 'sharer')?.id as number;
    ctx.signIn(sharer);
    await expect(
      createPost(ctx.client, { des: 'x', cat: 1, url: null, type: 'postText' }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it('uploadImage: multipart field "files" with bearer; answers id, url and formats', async () => {
    ctx.signIn(creatorOf());
    const image = await uploadImage(
      ctx.client,
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const request = await ctx.last();
    expect(request.path).toBe('/api/upload');
    expect(request.authorization).toMatch(/^Bearer /);
    const file = request.form?.get('files');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('a.jpg');
    expect(image.id).toBeGreaterThan(0);
    expect(image.photo.small).toMatch(/^data:image\/svg\+xml/);
    // the upload can then be attached to a post
    const id = await createPost(ctx.client, {
      des: '',
      cat: 1,
      url: null,
      type: 'postPhoto',
      photo: [image.id],
    });
    expect((await getPost(ctx.client, id)).photos.map((p) => p.id)).toEqual([image.id]);
  });

  it('updatePostDescription: PUT data{des} with bearer; another member gets 403', async () => {
    const post = ctx.mock.db.posts[5];
    ctx.signIn(post?.attributes.uid as number);
    const updated = await updatePostDescription(ctx.client, post?.id as number, 'คำอธิบายใหม่');
    const request = await ctx.last();
    expect(request).toMatchObject({
      method: 'PUT',
      path: `/api/posts/${post?.id}`,
      json: { data: { des: 'คำอธิบายใหม่' } },
    });
    expect(updated.des).toBe('คำอธิบายใหม่');
    const other = ctx.mock.db.profiles.find((p) => p.id !== post?.attributes.uid)?.id as number;
    ctx.signIn(other);
    await expect(updatePostDescription(ctx.client, post?.id as number, 'x')).rejects.toMatchObject({
      status: 403,
    });
  });

  it('deletePost: DELETE with bearer, then the post is gone', async () => {
    const post = ctx.mock.db.posts[6];
    ctx.signIn(post?.attributes.uid as number);
    await deletePost(ctx.client, post?.id as number);
    expect(await ctx.last()).toMatchObject({ method: 'DELETE', path: `/api/posts/${post?.id}` });
    await expect(getPost(ctx.client, post?.id as number)).rejects.toMatchObject({ status: 404 });
  });

  it('toggleLike: POST /api/like/{id} with bearer; the second tap removes the like', async () => {
    ctx.signIn(3);
    const post = ctx.mock.db.posts.find(
      (p) => !p.attributes.users_permissions_users?.data?.some((u) => u.id === 3),
    );
    const liked = await toggleLike(ctx.client, post?.id as number);
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: `/api/like/${post?.id}`,
      authorization: 'Bearer mock-jwt-3',
    });
    expect(liked.map((u) => u.id)).toContain(3);
    expect(liked.find((u) => u.id === 3)?.name).toBe(ctx.mock.db.profiles[2]?.attributes.name);
    const unliked = await toggleLike(ctx.client, post?.id as number);
    expect(unliked.map((u) => u.id)).not.toContain(3);
    expect(unliked).toHaveLength(liked.length - 1);
  });

  it('toggleLike signed out: 401, onUnauthorized not called (no token was sent)', async () => {
    await expect(toggleLike(ctx.client, 1)).rejects.toMatchObject({ status: 401 });
    expect(ctx.unauthorized.count).toBe(0);
  });
});

describe('pins and top posts', () => {
  it('getPostPins(null): global pins, uid $null, order asc, at most 3', async () => {
    const pins = await getPostPins(ctx.client, null);
    expect(queryOf(await ctx.last())).toEqual({
      'filters[uid][$null]': 'true',
      sort: 'order:asc',
      'pagination[limit]': '3',
    });
    expect(pins.every((p) => p.uid === null)).toBe(true);
    expect(pins.map((p) => p.order)).toEqual([...pins.map((p) => p.order)].sort());
  });

  it('getPinned: the pinned posts in pin order, marked pinned', async () => {
    const pins = ctx.mock.db.pins.filter((p) => p.attributes.uid === null);
    const posts = await getPinned(ctx.client, null);
    const [, postsRequest] = await ctx.requests();
    expect(queryOf(postsRequest as never)).toMatchObject({
      'filters[id][$in][0]': String(pins[0]?.attributes.pid),
    });
    expect(posts.map((p) => p.id)).toEqual(pins.map((p) => p.attributes.pid));
    expect(posts.every((p) => p.pinned)).toBe(true);
  });

  it("a member's pins; pinPost / unpinPost with bearer", async () => {
    const post = ctx.mock.db.posts.find((p) => p.id === 12);
    const owner = post?.attributes.uid as number;
    ctx.signIn(owner);
    const pin = await pinPost(ctx.client, { pid: 12, uid: owner });
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/postpins',
      json: { data: { pid: 12, uid: owner } },
    });
    expect((await getPostPins(ctx.client, owner)).map((p) => p.pid)).toContain(12);
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[uid][$eq]': String(owner),
      sort: 'order:asc',
    });
    await unpinPost(ctx.client, pin.id);
    expect(await ctx.last()).toMatchObject({ method: 'DELETE', path: `/api/postpins/${pin.id}` });
    expect((await getPostPins(ctx.client, owner)).map((p) => p.id)).not.toContain(pin.id);
  });

  it('getTopOfDay: stats top clicks of the day (list 40), then those posts in click order', async () => {
    const day = ctx.mock.db.clicks[0]?.day as string;
    const top = await getTopOfDay(ctx.client, { day });
    const [stats, posts] = await ctx.requests();
    expect(stats?.path).toBe('/stats/get_top_click_by_day');
    expect(queryOf(stats as never)).toEqual({ mdate: day, mdate2: day, list: '40' });
    expect(posts?.path).toBe('/api/posts');
    const counts = new Map<number, number>();
    for (const c of ctx.mock.db.clicks.filter((c) => c.day === day))
      counts.set(c.postId, (counts.get(c.postId) ?? 0) + 1);
    const clicks = top.map((p) => counts.get(p.id) ?? 0);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(top.length).toBe(counts.size);
  });

  it('getTopOfDay on a category page asks for 30 and filters the category', async () => {
    const day = ctx.mock.db.clicks[0]?.day as string;
    await getTopOfDay(ctx.client, { day, cat: 2 });
    const [stats, posts] = await ctx.requests();
    expect(queryOf(stats as never).list).toBe('30');
    expect(queryOf(posts as never)['filters[cat][id][$eq]']).toBe('2');
  });

  it('getTopOfDay with no clicks that day sends one request and answers []', async () => {
    expect(await getTopOfDay(ctx.client, { day: '2022-03-04' })).toEqual([]);
    expect(await ctx.requests()).toHaveLength(1);
  });
});

describe('the feed screen flow (architecture: loader → domain.assembleFeedPage)', () => {
  it('pinned first, then the top posts of the day one per author, then the page, without duplicates', async () => {
    const day = ctx.mock.db.clicks[0]?.day as string;
    const [pinned, topOfDay, page] = await Promise.all([
      getPinned(ctx.client),
      getTopOfDay(ctx.client, { day }),
      getFeedPage(ctx.client, { page: 1 }),
    ]);
    const feed = assembleFeedPage({ page: 1, pinned, topOfDay, posts: page.items });
    expect(feed.slice(0, pinned.length).map((p) => p.id)).toEqual(pinned.map((p) => p.id));
    expect(new Set(feed.map((p) => p.id)).size).toBe(feed.length);
    const pinnedIds = new Set(pinned.map((p) => p.id));
    const expectedTop = topPostsOnePerAuthor(topOfDay).filter((p) => !pinnedIds.has(p.id));
    expect(expectedTop.length).toBeGreaterThan(0);
    expect(feed.slice(pinned.length, pinned.length + expectedTop.length).map((p) => p.id)).toEqual(
      expectedTop.map((p) => p.id),
    );
  });
});
