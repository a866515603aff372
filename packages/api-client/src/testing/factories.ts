/**
 * Deterministic typed factories for every resource, in both shapes:
 * - `wireX(id, overrides?, options?)` — what apps/api answers (for MSW handlers and contract fixtures);
 * - `makeX(id, overrides?, options?)` — the plain object the apps and `ui` receive, made by running the
 *   client's own normaliser over the wire factory, so stories show exactly the shapes the client returns.
 * Each result depends only on (seed, id): the same call gives the same data on every machine.
 */
import {
  createRng,
  DEMO_FAMILY_NAMES,
  DEMO_NAMES,
  ORGANISATION_LEVEL1,
  POST_TYPES,
  type PostType,
  type Rng,
  seedFor,
} from '@lightbearers/domain';
import { imageResolver, toPhoto, toUserRef } from '../normalise/common';
import { toCategory, toPost } from '../normalise/post';
import { toProfile, toSession } from '../normalise/profile';
import { toOrder, toProduct, toWallet, toWalletEntry } from '../normalise/shop';
import {
  toApplication,
  toBadge,
  toBadgeHolder,
  toComment,
  toCommentReply,
  toNotice,
  toNotification,
  toPostPin,
} from '../normalise/social';
import type {
  Application,
  Badge,
  BadgeHolder,
  CachedProfile,
  Category,
  Comment,
  CommentReply,
  DevMember,
  Gradient,
  Notice,
  Notification,
  Order,
  OrderLimit,
  OrgSummaryRow,
  Photo,
  Post,
  PostPin,
  Product,
  Profile,
  Session,
  SharedByUser,
  ShareStat,
  TikTokEmbed,
  TopClick,
  TopCreator,
  TopSharer,
  TypeCount,
  UserRef,
  Wallet,
  WalletEntry,
} from '../plain';
import type { WireAuthResult } from '../wire/auth';
import type { WireBadgeAttributes, WireBadgeUserAttributes } from '../wire/badge';
import type { WireCategoryAttributes } from '../wire/category';
import type { WireCommentAttributes, WireCommentReplyAttributes } from '../wire/comment';
import type { WireNoticeAttributes, WireNotificationAttributes } from '../wire/notice';
import type { WirePostPinAttributes } from '../wire/pin';
import type { WirePostAttributes } from '../wire/post';
import type { WireProfileAttributes } from '../wire/profile';
import type {
  WireOrderAttributes,
  WireProductAttributes,
  WireWalletAttributes,
  WireWalletEntryAttributes,
} from '../wire/shop';
import type { WireEntity, WireMediaAttributes, WireUserRefAttributes } from '../wire/strapi';
import type { WireSubAttributes } from '../wire/subscription';
import { avatarDataUrl, badgeDataUrl, photoDataUrl, productDataUrl } from './images';
import * as thai from './thai';

/** The default seed (the Buddhist year the product started). */
export const DEFAULT_SEED = 2565;
/** Timestamps count from here: entity `id` is `id` × 3 hours later, so higher ids are newer. */
export const BASE_TIME = Date.UTC(2026, 9, 1, 1, 0, 0);

export interface FactoryOptions {
  seed?: number;
}

const rngFor = (kind: string, id: number, options?: FactoryOptions) =>
  createRng(seedFor(options?.seed ?? DEFAULT_SEED, kind, id));
const at = (id: number, hours = 3) => new Date(BASE_TIME + id * hours * 3_600_000).toISOString();
/** Plain factories resolve nothing: generated images are data URLs already. */
const img = imageResolver('http://localhost');

// ---------- wire ----------

/** An uploaded image with thumbnail/small/large formats, all generated SVG data URLs. */
export function wireMedia(
  id: number,
  kind: 'photo' | 'avatar' | 'badge' | 'product' = 'photo',
): WireEntity<WireMediaAttributes> {
  const seed = seedFor(DEFAULT_SEED, kind, id);
  const draw = (size: number) =>
    kind === 'avatar'
      ? avatarDataUrl(seed, size)
      : kind === 'badge'
        ? badgeDataUrl(seed, size)
        : kind === 'product'
          ? productDataUrl(seed, size)
          : photoDataUrl(seed, size, Math.round(size * 0.75));
  return {
    id,
    attributes: {
      name: `${kind}-${id}.jpg`,
      mime: 'image/jpeg',
      url: draw(1000),
      width: 1000,
      height: kind === 'photo' ? 750 : 1000,
      formats: {
        thumbnail: { url: draw(156), width: 156, height: kind === 'photo' ? 117 : 156 },
        small: { url: draw(500), width: 500, height: kind === 'photo' ? 375 : 500 },
        large: { url: draw(1000), width: 1000, height: kind === 'photo' ? 750 : 1000 },
      },
    },
  };
}

/** Member `id`'s display name. */
export function memberName(id: number, options?: FactoryOptions): string {
  const rng = rngFor('member', id, options);
  return `${rng.pick(DEMO_NAMES).given} ${rng.pick(DEMO_FAMILY_NAMES)}`;
}

/** A user as populated inside other resources (likers, comment authors). */
export function wireUserRef(id: number, options?: FactoryOptions): WireEntity<WireUserRefAttributes> {
  return {
    id,
    attributes: { name: memberName(id, options), picture: avatarDataUrl(id) },
  };
}

export function wireCategory(
  id: number,
  overrides: Partial<WireCategoryAttributes> = {},
): WireEntity<WireCategoryAttributes> {
  return {
    id,
    attributes: {
      name: thai.CATEGORIES[(id - 1) % thai.CATEGORIES.length] as string,
      order: id,
      ...overrides,
    },
  };
}

function postUrl(type: PostType, rng: Rng): string | null {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const handle = rng.pick(DEMO_NAMES).handle;
  switch (type) {
    case 'videoYoutube': {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
      const id = Array.from({ length: 11 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
      return `https://www.youtube.com/watch?v=${id}`;
    }
    case 'videoTikTok':
      return `https://www.tiktok.com/@${handle}/video/7${digits(18)}`;
    case 'videoFacebook':
      return `https://www.facebook.com/${handle}/videos/${digits(15)}`;
    case 'linkFacebook':
      return `https://www.facebook.com/${handle}/posts/${digits(15)}`;
    case 'linkTwitter':
      return `https://twitter.com/${handle}/status/1${digits(18)}`;
    case 'postLink':
      return `https://dhamma.example.org/articles/${digits(4)}`;
    default:
      return null;
  }
}

export interface WirePostOptions extends FactoryOptions {
  /** How many members exist (likers and authors are drawn from 1..members). */
  members?: number;
  /** How many categories exist. */
  categories?: number;
}

/** A post of any type (by default the type cycles through all eight with the id), fully populated. */
export function wirePost(
  id: number,
  overrides: Partial<WirePostAttributes> = {},
  options: WirePostOptions = {},
): WireEntity<WirePostAttributes> {
  const rng = rngFor('post', id, options);
  const members = options.members ?? 12;
  const type = overrides.type ?? (POST_TYPES[(id - 1) % POST_TYPES.length] as PostType);
  const photoCount = type === 'postPhoto' ? rng.int(1, 5) : 0;
  const length = rng.pick(['short', 'medium', 'medium', 'long'] as const);
  const catId = rng.int(1, options.categories ?? thai.CATEGORIES.length);
  const likerIds = rng.sample(
    Array.from({ length: members }, (_, i) => i + 1),
    rng.int(0, Math.min(members, 9)),
  );
  return {
    id,
    attributes: {
      type,
      url: postUrl(type, rng),
      des:
        type === 'postText' && length === 'short'
          ? thai.description(rng.pick, 'medium')
          : thai.description(rng.pick, length),
      key: `k${id.toString(36)}${rng.int(100, 999)}`,
      views: rng.int(0, 5000),
      publishedAt: at(id),
      createdAt: at(id),
      updatedAt: at(id),
      uid: rng.int(1, members),
      cover: null,
      ref_uid: null,
      photo: {
        data: photoCount ? Array.from({ length: photoCount }, (_, i) => wireMedia(id * 10 + i)) : null,
      },
      cat: { data: wireCategory(catId) },
      users_permissions_users: {
        data: likerIds.sort((a, b) => a - b).map((uid) => wireUserRef(uid, options)),
      },
      ...overrides,
    },
  };
}

/** Member `id`'s profile (profile id = user id); every third member is a creator. */
export function wireProfile(
  id: number,
  overrides: Partial<WireProfileAttributes> = {},
  options: FactoryOptions = {},
): WireEntity<WireProfileAttributes> {
  const rng = rngFor('member', id, options);
  const name = rng.pick(DEMO_NAMES);
  const first = name.given;
  const last = rng.pick(DEMO_FAMILY_NAMES);
  const handle = rng.chance(0.7) ? `${name.handle}${id}` : null;
  const uploaded = rng.chance(0.6);
  return {
    id,
    attributes: {
      uid: id,
      name: `${first} ${last}`,
      given_name: first,
      family_name: last,
      des: rng.pick(thai.BIOS),
      at: handle,
      type: id % 3 === 1 ? 'creator' : 'sharer',
      picture: { data: uploaded ? wireMedia(id, 'avatar') : null },
      google_picture: avatarDataUrl(id + 1000),
      link: [
        { id: id * 10 + 1, social: 'facebook', url: `https://www.facebook.com/${handle ?? `member${id}`}` },
        {
          id: id * 10 + 2,
          social: 'youtube',
          url: rng.chance(0.5) ? `https://www.youtube.com/@${handle ?? id}` : null,
        },
        {
          id: id * 10 + 3,
          social: 'tiktok',
          url: rng.chance(0.5) ? `https://www.tiktok.com/@${handle ?? id}` : null,
        },
        { id: id * 10 + 4, social: 'twitter', url: null },
        { id: id * 10 + 5, social: 'website', url: null },
      ],
      org1: rng.pick(ORGANISATION_LEVEL1),
      org2: rng.pick(thai.ORG_UNITS),
      createdAt: at(id, 1),
      ...overrides,
    },
  };
}

export function wireBadge(
  id: number,
  overrides: Partial<WireBadgeAttributes> = {},
): WireEntity<WireBadgeAttributes> {
  return {
    id,
    attributes: {
      name: thai.BADGES[(id - 1) % thai.BADGES.length] as string,
      photo: { data: wireMedia(id, 'badge') },
      ...overrides,
    },
  };
}

export function wireBadgeUser(
  id: number,
  badgeId: number,
  userId: number,
  options?: FactoryOptions,
): WireEntity<WireBadgeUserAttributes> {
  return {
    id,
    attributes: { badge: { data: wireBadge(badgeId) }, user: { data: wireUserRef(userId, options) } },
  };
}

export function wirePostPin(
  id: number,
  overrides: Partial<WirePostPinAttributes> = {},
): WireEntity<WirePostPinAttributes> {
  return { id, attributes: { pid: id, uid: null, order: id, ...overrides } };
}

export function wireComment(
  id: number,
  overrides: Partial<WireCommentAttributes> = {},
  options: WirePostOptions = {},
): WireEntity<WireCommentAttributes> {
  const rng = rngFor('comment', id, options);
  const userId = rng.int(1, options.members ?? 12);
  return {
    id,
    attributes: {
      des: rng.pick(thai.COMMENTS),
      type: 'post',
      pid: 1,
      createdAt: at(id, 1),
      user: { data: wireUserRef(userId, options) },
      ...overrides,
    },
  };
}

export function wireCommentReply(
  id: number,
  overrides: Partial<WireCommentReplyAttributes> = {},
  options: WirePostOptions = {},
): WireEntity<WireCommentReplyAttributes> {
  const rng = rngFor('reply', id, options);
  const userId = rng.int(1, options.members ?? 12);
  return {
    id,
    attributes: {
      des: rng.pick(thai.COMMENTS),
      cid: 1,
      createdAt: at(id, 1),
      user: { data: wireUserRef(userId, options) },
      ...overrides,
    },
  };
}

const NOTICE_BODIES = [
  '## รายละเอียด\n\nขอเชิญสมาชิกทุกท่าน **ร่วมงานบุญ** ในวันอาทิตย์นี้\n\n- เวลา 09.00 น.\n- ณ ศาลาใหญ่',
  'ระบบจะ*ปิดปรับปรุง*ชั่วคราวในคืนวันเสาร์ ขออภัยในความไม่สะดวก',
  'ของที่ระลึกชุดใหม่พร้อมให้แลกแล้วที่ [ร้านของที่ระลึก](/coin)',
];

export function wireNotice(
  id: number,
  overrides: Partial<WireNoticeAttributes> = {},
): WireEntity<WireNoticeAttributes> {
  const rng = rngFor('notice', id);
  return {
    id,
    attributes: {
      topic: thai.NOTICE_TOPICS[(id - 1) % thai.NOTICE_TOPICS.length] as string,
      des: rng.pick(NOTICE_BODIES),
      icon: (['cheer', 'new', 'info', 'warning'] as const)[(id - 1) % 4] as WireNoticeAttributes['icon'],
      publishedAt: at(id, 24),
      ...overrides,
    },
  };
}

export function wireNotification(
  id: number,
  overrides: Partial<WireNotificationAttributes> = {},
): WireEntity<WireNotificationAttributes> {
  return {
    id,
    attributes: {
      msg: thai.NOTIFICATION_MESSAGES[(id - 1) % thai.NOTIFICATION_MESSAGES.length] as string,
      read: id % 3 === 0,
      createdAt: at(id, 2),
      ...overrides,
    },
  };
}

export function wireSub(
  id: number,
  overrides: Partial<WireSubAttributes> = {},
  options?: FactoryOptions,
): WireEntity<WireSubAttributes> {
  const rng = rngFor('sub', id, options);
  return {
    id,
    attributes: {
      name: memberName(id, options),
      tel: `08${rng.int(10_000_000, 99_999_999)}`,
      lineid: `${rng.pick(DEMO_NAMES).handle}${id}`,
      address: rng.pick(thai.ADDRESSES),
      createdAt: at(id, 1),
      user: { data: wireUserRef(id, options) },
      ...overrides,
    },
  };
}

export function wireProduct(
  id: number,
  overrides: Partial<WireProductAttributes> = {},
): WireEntity<WireProductAttributes> {
  const rng = rngFor('product', id);
  return {
    id,
    attributes: {
      name: thai.PRODUCTS[(id - 1) % thai.PRODUCTS.length] as string,
      price: rng.pick([20, 50, 80, 100, 150, 300]),
      amount: rng.pick([0, 3, 10, 25, 100]),
      limit: rng.pick([1, 2, 5]),
      des: 'ของที่ระลึกสำหรับผู้นำบุญ ผลิตจากวัสดุคุณภาพดี แลกได้ด้วยคะแนนจากการแชร์',
      photo: { data: wireMedia(id, 'product') },
      ...overrides,
    },
  };
}

export function wireWallet(overrides: Partial<WireWalletAttributes> = {}): WireWalletAttributes {
  return { current_point: 240, can_change_total: 135, all_time_total: 1_275, ...overrides };
}

export function wireWalletEntry(
  id: number,
  overrides: Partial<WireWalletEntryAttributes> = {},
): WireEntity<WireWalletEntryAttributes> {
  const incoming = id % 4 !== 0;
  return {
    id,
    attributes: {
      updatedAt: at(id, 6),
      msg: incoming ? 'แลกคะแนนจากการแชร์' : `แลกของที่ระลึก OrderNumber ${id}`,
      status: incoming ? 'in' : 'out',
      amount: incoming ? 100 : 80,
      total: 1_000 + id * 20,
      ...overrides,
    },
  };
}

export function wireOrder(
  id: number,
  overrides: Partial<WireOrderAttributes> = {},
  options?: FactoryOptions,
): WireEntity<WireOrderAttributes> {
  const rng = rngFor('order', id, options);
  const products = [wireProduct(rng.int(1, 4)), wireProduct(rng.int(5, 8))];
  const lines = products.map((product) => ({
    id: product.id,
    amount: rng.int(1, 2),
    product: { data: product },
  }));
  return {
    id,
    attributes: {
      name: memberName(id, options),
      total: lines.reduce((sum, line) => sum + line.amount * (line.product.data.attributes.price ?? 0), 0),
      order: lines,
      shipto: rng.pick(thai.ADDRESSES),
      logistic: rng.pick(['temple', 'coor', 'mail'] as const),
      createdAt: at(id, 12),
      user: { data: wireUserRef(1, options) },
      ...overrides,
    },
  };
}

/** A sign-in answer for member `uid` with a mock token `mock-jwt-{uid}`. */
export function wireAuthResult(uid: number, options?: FactoryOptions): WireAuthResult {
  const profile = wireProfile(uid, {}, options).attributes;
  return {
    jwt: `mock-jwt-${uid}`,
    user: {
      id: uid,
      name: profile.name,
      des: profile.des,
      at: profile.at,
      type: profile.type,
      picture: profile.picture?.data?.attributes.formats?.small?.url ?? null,
      given_name: profile.given_name,
      family_name: profile.family_name,
      google_picture: profile.google_picture,
      email: `member${uid}@example.org`,
    },
  };
}

// ---------- plain (what the apps and ui receive) ----------

export const makePost = (
  id: number,
  overrides?: Partial<WirePostAttributes>,
  options?: WirePostOptions,
): Post => toPost(wirePost(id, overrides, options), img);
export const makeProfile = (
  id: number,
  overrides?: Partial<WireProfileAttributes>,
  options?: FactoryOptions,
): Profile => toProfile(wireProfile(id, overrides, options), img);
export const makeSession = (uid: number, options?: FactoryOptions): Session =>
  toSession(wireAuthResult(uid, options), img);
export const makeCategory = (id: number, overrides?: Partial<WireCategoryAttributes>): Category =>
  toCategory(wireCategory(id, overrides));
export const makeBadge = (id: number, overrides?: Partial<WireBadgeAttributes>): Badge =>
  toBadge(wireBadge(id, overrides), img);
export const makeBadgeHolder = (id: number, badgeId: number, userId: number): BadgeHolder =>
  toBadgeHolder(wireBadgeUser(id, badgeId, userId), img);
export const makePostPin = (id: number, overrides?: Partial<WirePostPinAttributes>): PostPin =>
  toPostPin(wirePostPin(id, overrides));
export const makeComment = (id: number, overrides?: Partial<WireCommentAttributes>): Comment =>
  toComment(wireComment(id, overrides), img);
export const makeCommentReply = (id: number, overrides?: Partial<WireCommentReplyAttributes>): CommentReply =>
  toCommentReply(wireCommentReply(id, overrides), img);
export const makeNotice = (id: number, overrides?: Partial<WireNoticeAttributes>): Notice =>
  toNotice(wireNotice(id, overrides));
export const makeNotification = (id: number, overrides?: Partial<WireNotificationAttributes>): Notification =>
  toNotification(wireNotification(id, overrides));
export const makeApplication = (id: number, overrides?: Partial<WireSubAttributes>): Application =>
  toApplication(wireSub(id, overrides));
export const makeProduct = (id: number, overrides?: Partial<WireProductAttributes>): Product =>
  toProduct(wireProduct(id, overrides), img);
export const makeWallet = (overrides?: Partial<WireWalletAttributes>): Wallet =>
  toWallet(wireWallet(overrides));
export const makeWalletEntry = (id: number, overrides?: Partial<WireWalletEntryAttributes>): WalletEntry =>
  toWalletEntry(wireWalletEntry(id, overrides));
export const makeOrder = (id: number, overrides?: Partial<WireOrderAttributes>): Order =>
  toOrder(wireOrder(id, overrides), img);

/** `count` items made by `make(id)` for ids `from`, `from + 1`, … */
export function many<T>(count: number, make: (id: number) => T, from = 1): T[] {
  return Array.from({ length: count }, (_, i) => make(from + i));
}

// ---------- statistics, sign-in and other small shapes ----------

export const makeUserRef = (id: number, options?: FactoryOptions): UserRef =>
  toUserRef(wireUserRef(id, options), img);
export const makePhoto = (id: number): Photo => toPhoto(wireMedia(id), img);
export const makeDevMember = (uid: number, options?: FactoryOptions): DevMember => {
  const p = wireProfile(uid, {}, options).attributes;
  return {
    uid,
    name: p.name,
    type: p.type === 'creator' ? 'creator' : 'sharer',
    picture: avatarDataUrl(uid),
  };
};
export const makeOrderLimit = (productId: number, unlockDate = '2026-12-01'): OrderLimit => ({
  productId,
  unlockDate,
});
export const makeTopSharer = (rank: number, options?: FactoryOptions): TopSharer => ({
  uid: rank + 1,
  name: memberName(rank + 1, options),
  total: Math.max(1, 500 - rank * 23),
});
export const makeTopClick = (rank: number, options?: WirePostOptions): TopClick => {
  const post = wirePost(rank, {}, options).attributes;
  return {
    postId: rank,
    type: post.type,
    des: post.des ?? '',
    clicks: Math.max(1, 1_200 - rank * 57),
    key: post.key,
    uid: post.uid,
  };
};
export const makeTopCreator = (rank: number, options?: FactoryOptions): TopCreator => ({
  uid: rank * 3 + 1,
  name: memberName(rank * 3 + 1, options),
  total: Math.max(1, 900 - rank * 41),
});
export const makeShareStat = (id: number, options?: WirePostOptions): ShareStat => {
  const post = wirePost(id, {}, options).attributes;
  return { key: post.key, postId: id, clicks: 1 + ((id * 37) % 140), uid: 1 + (id % 12) };
};
export const makeSharedByUser = (uid: number, count = 8): SharedByUser => {
  const rows = many(count, (id) => ({ ...makeShareStat(id), uid }));
  return { rows, sum: rows.reduce((s, r) => s + r.clicks, 0), share: rows.length, posts: 5 };
};
export const makeOrgSummaryRow = (i: number): OrgSummaryRow => ({
  org1: ORGANISATION_LEVEL1[i % ORGANISATION_LEVEL1.length] as string,
  org2: thai.ORG_UNITS[i % thai.ORG_UNITS.length] as string,
  count: 3 + ((i * 17) % 60),
});
export const makeTypeCounts = (): TypeCount[] => [
  { type: 'creator', total: 148 },
  { type: 'sharer', total: 2_315 },
];
export const makeCachedProfile = (uid: number, options?: FactoryOptions): CachedProfile => {
  const p = makeProfile(uid, {}, options);
  return { uid, name: p.name, picture: p.picture, at: p.at, type: p.type };
};
export const makeTikTokEmbed = (id: number): TikTokEmbed => ({
  thumbnailUrl: photoDataUrl(seedFor(DEFAULT_SEED, 'tiktok', id), 576, 1024),
  html: `<blockquote class="tiktok-embed" data-video-id="7${String(id).padStart(18, '0')}"></blockquote>`,
  authorUrl: `https://www.tiktok.com/@${DEMO_NAMES[id % DEMO_NAMES.length]?.handle}`,
});
export const makeGradient = (id: number): Gradient => {
  const rng = rngFor('gradient', id);
  const hue = rng.int(0, 359);
  return { name: `ไล่สี ${id}`, colors: [`hsl(${hue} 80% 70%)`, `hsl(${(hue + 60) % 360} 80% 60%)`] };
};
