/** Posts, likes, uploads and pins (product §7, content service). */
import {
  bangkokToday,
  CAROUSEL_PAGE_SIZE,
  FEED_PAGE_SIZE,
  GLOBAL_PINS_LIMIT,
  PROFILE_POSTS_PAGE_SIZE,
  TIKTOK_PAGE_SIZE,
  TOP_CLICK_LIMIT,
  TOP_CLICK_LIMIT_CATEGORY,
  YOUTUBE_PAGE_SIZE,
} from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ApiError, ERROR_MESSAGES } from '../errors';
import { toPage, toPhoto } from '../normalise/common';
import { toLikers, toPost } from '../normalise/post';
import { toPostPin } from '../normalise/social';
import type { Page, Post, PostNeighbours, PostPin, PostType, UploadedImage, UserRef } from '../plain';
import { type Filters, type PostPinResource, type PostResource, strapiQuery } from '../query';
import { postPinListSchema, postPinSingleSchema } from '../wire/pin';
import { likeResultSchema, postListSchema, postSingleSchema } from '../wire/post';
import { topClickSchema } from '../wire/stats';
import { uploadResultSchema } from '../wire/upload';

/** Page sizes of product §7. */
export const PAGE_SIZES = {
  feed: FEED_PAGE_SIZE,
  carousel: CAROUSEL_PAGE_SIZE,
  profile: PROFILE_POSTS_PAGE_SIZE,
  youtube: YOUTUBE_PAGE_SIZE,
  tiktok: TIKTOK_PAGE_SIZE,
  topClicks: TOP_CLICK_LIMIT,
  topClicksCategory: TOP_CLICK_LIMIT_CATEGORY,
} as const;

const POST_POPULATE = ['photo', 'cat', 'users_permissions_users'] as const;
const GENERIC = ERROR_MESSAGES.generic;

/**
 * What a post list can be narrowed to (product §7 "GET posts" filters). `null` means "no filter", so
 * domain's `parseNeighbourQuery(route query)` can be passed as is.
 */
export interface PostFilter {
  /** Only these types. */
  types?: readonly PostType[] | null;
  /** Only this author. */
  uid?: number | null;
  /** Only this category. */
  cat?: number | null;
  /** Only these ids. */
  ids?: readonly number[];
  /** Never these ids (e.g. the top posts already shown on page 1). */
  notIds?: readonly number[];
  /** Older than this id. */
  idLt?: number;
  /** Newer than this id. */
  idGt?: number;
}

export function postFilters(filter: PostFilter): Filters<PostResource['fields']> {
  const id: NonNullable<Filters<PostResource['fields']>['id']> = {};
  if (filter.ids) id.$in = filter.ids;
  if (filter.notIds?.length) id.$notIn = filter.notIds;
  if (filter.idLt !== undefined) id.$lt = filter.idLt;
  if (filter.idGt !== undefined) id.$gt = filter.idGt;
  return {
    ...(Object.keys(id).length ? { id } : {}),
    ...(filter.types?.length ? { type: { $in: filter.types } } : {}),
    ...(filter.uid != null ? { uid: { $eq: filter.uid } } : {}),
    ...(filter.cat != null ? { cat: { id: { $eq: filter.cat } } } : {}),
  };
}

/** `GET /api/posts` — newest first, photos, category and likers populated. */
export async function getPosts(
  client: Client,
  options: PostFilter & { page?: number; pageSize?: number } = {},
): Promise<Page<Post>> {
  const query = strapiQuery<PostResource>({
    filters: postFilters(options),
    sort: ['id:desc'],
    populate: POST_POPULATE,
    pagination: { page: options.page ?? 1, pageSize: options.pageSize ?? PAGE_SIZES.feed },
  });
  const wire = await request(client, {
    url: `${client.api}/posts`,
    query,
    schema: postListSchema,
    errorMessage: GENERIC,
  });
  return toPage(wire, (entity) => toPost(entity, client.img));
}

/** One feed page (5 posts), the pager's and the infinite scroll's call. */
export function getFeedPage(client: Client, options: PostFilter & { page: number }): Promise<Page<Post>> {
  return getPosts(client, { ...options, pageSize: PAGE_SIZES.feed });
}

/** `GET /api/posts/{id}?populate=…` — 404 and other failures throw (the app goes to /404). */
export async function getPost(client: Client, id: number): Promise<Post> {
  const query = strapiQuery<PostResource>({ populate: POST_POPULATE });
  const wire = await request(client, {
    url: `${client.api}/posts/${id}`,
    query,
    schema: postSingleSchema,
    errorMessage: GENERIC,
  });
  return toPost(wire.data, client.img);
}

/** The newest post matching the filter (post id `all`), or null when none does. */
export async function getLatestPost(client: Client, filter: PostFilter = {}): Promise<Post | null> {
  const page = await getPosts(client, { ...filter, page: 1, pageSize: 1 });
  return page.items[0] ?? null;
}

async function neighbour(client: Client, id: number, filter: PostFilter, direction: 'pre' | 'next') {
  const query = strapiQuery<PostResource>({
    filters: postFilters({ ...filter, ...(direction === 'next' ? { idLt: id } : { idGt: id }) }),
    sort: [direction === 'next' ? 'id:desc' : 'id:asc'],
    pagination: { page: 1, pageSize: 1 },
  });
  const wire = await request(client, {
    url: `${client.api}/posts`,
    query,
    schema: postListSchema,
    errorMessage: GENERIC,
  });
  const found = wire.data[0];
  return found ? { id: found.id, type: found.attributes.type } : null;
}

/** Previous (newer) and next (older) post among those the query flags allow. */
export async function getPostNeighbours(
  client: Client,
  id: number,
  filter: Pick<PostFilter, 'types' | 'uid'> = {},
): Promise<PostNeighbours> {
  const [pre, next] = await Promise.all([
    neighbour(client, id, filter, 'pre'),
    neighbour(client, id, filter, 'next'),
  ]);
  return { pre, next };
}

export interface NewPost {
  des: string;
  cat: number | null;
  url: string | null;
  type: PostType;
  /** Upload ids from `uploadImage`. */
  photo?: readonly number[];
}

/** `POST /api/posts` (bearer, creators only) → the new post's id. */
export async function createPost(client: Client, post: NewPost): Promise<number> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/posts`,
    auth: true,
    json: {
      data: { des: post.des, cat: post.cat, url: post.url, type: post.type, photo: [...(post.photo ?? [])] },
    },
    schema: postSingleSchema,
    errorMessage: GENERIC,
  });
  return wire.data.id;
}

/** `PUT /api/posts/{id}` (bearer, owner) — only the description can change. */
export async function updatePostDescription(client: Client, id: number, des: string): Promise<Post> {
  const wire = await request(client, {
    method: 'put',
    url: `${client.api}/posts/${id}`,
    auth: true,
    json: { data: { des } },
    schema: postSingleSchema,
    errorMessage: GENERIC,
  });
  return toPost(wire.data, client.img);
}

/** `DELETE /api/posts/{id}` (bearer, owner). */
export async function deletePost(client: Client, id: number): Promise<void> {
  await request(client, {
    method: 'delete',
    url: `${client.api}/posts/${id}`,
    auth: true,
    schema: postSingleSchema,
    errorMessage: GENERIC,
  });
}

/** `POST /api/like/{postId}` (bearer) — toggles the member's like and answers the new liker list. */
export async function toggleLike(client: Client, postId: number): Promise<UserRef[]> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/like/${postId}`,
    auth: true,
    schema: likeResultSchema,
    errorMessage: GENERIC,
  });
  return toLikers(wire, client.img);
}

/** `POST /api/upload` (bearer, multipart `files`, one file per request) → the stored image. */
export async function uploadImage(
  client: Client,
  file: Blob,
  filename = 'image.jpg',
): Promise<UploadedImage> {
  const body = new FormData();
  body.append('files', file, filename);
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/upload`,
    auth: true,
    body,
    schema: uploadResultSchema,
    errorMessage: GENERIC,
  });
  const first = wire[0];
  if (!first) {
    throw new ApiError(GENERIC, { kind: 'invalid-response', request: `POST ${client.api}/upload` });
  }
  const { id, ...attributes } = first;
  const photo = toPhoto({ id, attributes }, client.img);
  return { id, url: photo.url, photo };
}

/** `GET /api/postpins` — a member's pins (`uid`), or the global pins (at most 3) when `uid` is null. */
export async function getPostPins(client: Client, uid: number | null): Promise<PostPin[]> {
  const query = strapiQuery<PostPinResource>(
    uid === null
      ? { filters: { uid: { $null: true } }, sort: ['order:asc'], pagination: { limit: GLOBAL_PINS_LIMIT } }
      : { filters: { uid: { $eq: uid } }, sort: ['order:asc'] },
  );
  const wire = await request(client, {
    url: `${client.api}/postpins`,
    query,
    schema: postPinListSchema,
    errorMessage: GENERIC,
  });
  return wire.data.map(toPostPin);
}

/** Pinned posts in pin order, marked `pinned` (global pins when `uid` is null, else the member's). */
export async function getPinned(client: Client, uid: number | null = null): Promise<Post[]> {
  const pins = await getPostPins(client, uid);
  if (pins.length === 0) return [];
  const page = await getPosts(client, { ids: pins.map((pin) => pin.pid), pageSize: pins.length });
  const byId = new Map(page.items.map((post) => [post.id, post]));
  return pins.flatMap((pin) => {
    const post = byId.get(pin.pid);
    return post ? [{ ...post, pinned: true }] : [];
  });
}

/** `POST /api/postpins` (bearer, post owner). */
export async function pinPost(client: Client, pin: { pid: number; uid: number }): Promise<PostPin> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/postpins`,
    auth: true,
    json: { data: pin },
    schema: postPinSingleSchema,
    errorMessage: GENERIC,
  });
  return toPostPin(wire.data);
}

/** `DELETE /api/postpins/{id}` (bearer, post owner). */
export async function unpinPost(client: Client, pinId: number): Promise<void> {
  await request(client, {
    method: 'delete',
    url: `${client.api}/postpins/${pinId}`,
    auth: true,
    schema: postPinSingleSchema,
    errorMessage: GENERIC,
  });
}

/**
 * Top posts of a Bangkok day by clicks (stats `get_top_click_by_day`), as posts in click order.
 * `list` is 40 on the feed, 30 on category pages.
 */
export async function getTopOfDay(
  client: Client,
  options: { day?: string; list?: number; cat?: number | null } = {},
): Promise<Post[]> {
  const day = options.day ?? bangkokToday();
  const list = options.list ?? (options.cat == null ? PAGE_SIZES.topClicks : PAGE_SIZES.topClicksCategory);
  const query = new URLSearchParams({ mdate: day, mdate2: day, list: String(list) }).toString();
  const top = await request(client, {
    url: `${client.stats}/get_top_click_by_day`,
    query,
    schema: topClickSchema,
    errorMessage: ERROR_MESSAGES.stat,
  });
  if (top.data.length === 0) return [];
  const ids = top.data.map((row) => row.id);
  const page = await getPosts(client, { ids, cat: options.cat, pageSize: ids.length });
  const byId = new Map(page.items.map((post) => [post.id, post]));
  return ids.flatMap((id) => {
    const post = byId.get(id);
    return post ? [post] : [];
  });
}
