import {
  DESCRIPTION_SPLIT,
  POSTER_WIDTHS,
  type PosterWidth,
  type PostType,
  posterPath,
  posterShape,
  posterSize,
  splitDescription,
  srcSetOf,
  videoThumbnailUrl,
} from '@lightbearers/domain';
import type { Category, Post, UserRef, VideoPoster } from '../plain';
import type { WireCategoryAttributes } from '../wire/category';
import type { WireLikeResult, WirePostAttributes } from '../wire/post';
import type { WireEntity } from '../wire/strapi';
import { type ImageResolver, toPhoto, toUserRef } from './common';

export function toCategory(entity: WireEntity<WireCategoryAttributes>): Category {
  return { id: entity.id, name: entity.attributes.name, order: entity.attributes.order };
}

/**
 * domain's `splitDescription` (400 characters). A text of at most 400 UTF-16 code units has at most
 * 400 grapheme clusters, so it never splits: skip the segmenter there, it is the costliest step of
 * normalising a page (see docs/adr/013-response-validation.md).
 */
function describe(des: string): { head: string; rest: string; hasMore: boolean } {
  return des.length <= DESCRIPTION_SPLIT ? { head: des, rest: '', hasMore: false } : splitDescription(des);
}

function previewImage(post: Pick<Post, 'photos' | 'cover' | 'type' | 'url'>): string | null {
  const first = post.photos[0];
  if (first) return first.small;
  if (post.cover) return post.cover;
  return videoThumbnailUrl(post.type, post.url);
}

/** The width a poster's `src` names (the middle one: a phone's tile at 2x). */
const POSTER_DEFAULT_WIDTH: PosterWidth = 480;

/** A YouTube or TikTok post's poster at the service's widths (`/thumbs/{id}/{width}.webp`), else null. */
export function videoPoster(id: number, type: PostType, img: ImageResolver): VideoPoster | null {
  const shape = posterShape(type);
  if (!shape) return null;
  return {
    shape,
    src: img(posterPath(id, POSTER_DEFAULT_WIDTH)),
    srcSet: srcSetOf(POSTER_WIDTHS.map((width) => ({ src: img(posterPath(id, width)), width }))),
    ...posterSize(shape, POSTER_DEFAULT_WIDTH),
  };
}

export function toPost(entity: WireEntity<WirePostAttributes>, img: ImageResolver): Post {
  const a = entity.attributes;
  const des = a.des ?? '';
  const { head, rest, hasMore } = describe(des);
  const photos = (a.photo?.data ?? []).map((photo) => toPhoto(photo, img));
  const likers = (a.users_permissions_users?.data ?? []).map((user) => toUserRef(user, img));
  const cover = a.cover ? img(a.cover) : null;
  const post = {
    id: entity.id,
    type: a.type,
    url: a.url,
    des,
    key: a.key,
    views: a.views,
    clickTotal: a.click_total ?? null,
    publishedAt: a.publishedAt,
    createdAt: a.createdAt,
    uid: a.uid,
    cover,
    refUid: a.ref_uid ?? null,
    photos,
    category: a.cat?.data ? toCategory(a.cat.data) : null,
    likers,
    // A long liker list comes cut by the service, with the whole count beside it.
    likeCount: a.users_permissions_users?.meta?.total ?? likers.length,
    desHead: head,
    desRest: rest,
    desMore: hasMore,
    pinned: false,
  };
  return { ...post, previewImage: previewImage(post), poster: videoPoster(entity.id, a.type, img) };
}

export function toLikers(wire: WireLikeResult, img: ImageResolver): UserRef[] {
  return (wire.data.attributes.users_permissions_users.data ?? []).map((user) => toUserRef(user, img));
}
