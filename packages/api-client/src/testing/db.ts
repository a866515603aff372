/**
 * A consistent in-memory data set for the mock handlers, built from the factories: members,
 * posts of every type, likes, comments and replies, pins, categories, badges, notices,
 * notifications, products, wallets with their ledgers, orders, order limits and short-link clicks.
 * Mutable: the handlers change it (likes, comments, orders…), so stories and tests see the effect.
 */
import { bangkokDay, createRng, POINTS_PER_SHARE } from '@lightbearers/domain';
import type { WireBadgeAttributes, WireBadgeUserAttributes } from '../wire/badge';
import type { WireCategoryAttributes } from '../wire/category';
import type { WireCommentAttributes, WireCommentReplyAttributes } from '../wire/comment';
import type { WireNoticeAttributes, WireNotificationAttributes } from '../wire/notice';
import type { WirePostPinAttributes } from '../wire/pin';
import type { WirePostAttributes } from '../wire/post';
import type { WireProfileAttributes } from '../wire/profile';
import type {
  WireOrderAttributes,
  WireOrderLimitAttributes,
  WireProductAttributes,
  WireWalletAttributes,
  WireWalletEntryAttributes,
} from '../wire/shop';
import type { WireEntity, WireUserRefAttributes } from '../wire/strapi';
import type { WireSubAttributes } from '../wire/subscription';
import {
  BASE_TIME,
  DEFAULT_SEED,
  wireBadge,
  wireCategory,
  wireComment,
  wireCommentReply,
  wireNotice,
  wireNotification,
  wirePost,
  wireProduct,
  wireProfile,
  wireSub,
  wireUserRef,
  wireWalletEntry,
} from './factories';
import * as thai from './thai';

export interface MockDbOptions {
  seed?: number;
  members?: number;
  posts?: number;
  products?: number;
}

/** One counted click on a short link, on a Bangkok day. */
export interface MockClick {
  key: string;
  postId: number;
  /** Who shared the link. */
  sharerUid: number;
  day: string;
}

export interface MockDb {
  seed: number;
  profiles: WireEntity<WireProfileAttributes>[];
  posts: WireEntity<WirePostAttributes>[];
  categories: WireEntity<WireCategoryAttributes>[];
  badges: WireEntity<WireBadgeAttributes & { users: { data: WireEntity<WireUserRefAttributes>[] } }>[];
  badgeUsers: WireEntity<WireBadgeUserAttributes>[];
  pins: WireEntity<WirePostPinAttributes>[];
  comments: WireEntity<WireCommentAttributes>[];
  replies: WireEntity<WireCommentReplyAttributes>[];
  notices: WireEntity<WireNoticeAttributes>[];
  /** Notifications per user id. */
  notifications: Map<number, WireEntity<WireNotificationAttributes>[]>;
  creatorSubs: WireEntity<WireSubAttributes>[];
  sharerSubs: WireEntity<WireSubAttributes>[];
  products: WireEntity<WireProductAttributes>[];
  wallets: Map<number, WireWalletAttributes>;
  walletEntries: Map<number, WireEntity<WireWalletEntryAttributes>[]>;
  orders: WireEntity<WireOrderAttributes & { user: { data: WireEntity<WireUserRefAttributes> } }>[];
  orderLimits: WireEntity<WireOrderLimitAttributes & { user: { data: WireEntity<WireUserRefAttributes> } }>[];
  clicks: MockClick[];
  userLogs: Array<{ userId: number; day: string }>;
  /** The Bangkok day each badge was awarded to each holder (`badge_holders_by_day`). */
  badgeAwards: Array<{ badgeId: number; userId: number; day: string }>;
  /** The next id to give a new row of any table. */
  nextId: () => number;
}

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const members = options.members ?? 12;
  const postCount = options.posts ?? 40;
  const rng = createRng(seed);
  const factoryOptions = { seed, members, categories: thai.CATEGORIES.length };
  let next = 10_000;

  const profiles = Array.from({ length: members }, (_, i) => wireProfile(i + 1, {}, { seed }));
  const creators = profiles.filter((p) => p.attributes.type === 'creator').map((p) => p.id);
  const posts = Array.from({ length: postCount }, (_, i) =>
    wirePost(i + 1, { uid: rng.pick(creators.length ? creators : [1]) }, factoryOptions),
  );
  const categories = thai.CATEGORIES.map((_, i) => wireCategory(i + 1));
  const badges = thai.BADGES.map((_, i) => {
    const badge = wireBadge(i + 1);
    const holders = rng.sample(
      profiles.map((p) => p.id),
      rng.int(1, Math.max(1, Math.floor(members / 2))),
    );
    return {
      ...badge,
      attributes: { ...badge.attributes, users: { data: holders.map((uid) => wireUserRef(uid, { seed })) } },
    };
  });
  const badgeUsers = badges.flatMap((badge) =>
    badge.attributes.users.data.map((user) => ({
      id: next++,
      attributes: { badge: { data: wireBadge(badge.id) }, user: { data: user } },
    })),
  );
  const newest = posts.slice(-6).map((p) => p.id);
  const pins: MockDb['pins'] = [
    { id: 1, attributes: { pid: newest[0] ?? 1, uid: null, order: 1 } },
    { id: 2, attributes: { pid: newest[2] ?? 1, uid: null, order: 2 } },
  ];
  const firstCreatorPost = posts.find((p) => p.attributes.uid === creators[0]);
  if (firstCreatorPost)
    pins.push({
      id: 3,
      attributes: { pid: firstCreatorPost.id, uid: firstCreatorPost.attributes.uid, order: 1 },
    });

  const comments: MockDb['comments'] = [];
  const replies: MockDb['replies'] = [];
  for (const post of posts) {
    const count = rng.int(0, 5);
    for (let c = 0; c < count; c++) {
      const comment = wireComment(next++, { pid: post.id }, factoryOptions);
      comments.push(comment);
      if (rng.chance(0.4)) replies.push(wireCommentReply(next++, { cid: comment.id }, factoryOptions));
    }
  }

  const notices = Array.from({ length: 5 }, (_, i) => wireNotice(i + 1));
  const notifications = new Map(
    profiles.map((p) => [p.id, Array.from({ length: 6 }, (_, i) => wireNotification(p.id * 100 + i + 1))]),
  );
  const creatorSubs: MockDb['creatorSubs'] = [];
  const sharerSubs = profiles
    .filter((p) => p.attributes.type === 'sharer')
    .map((p) => wireSub(p.id, { user: { data: wireUserRef(p.id, { seed }) } }, { seed }));
  const products = Array.from({ length: options.products ?? 24 }, (_, i) => wireProduct(i + 1));

  // clicks over the 60 days before BASE_TIME + posts span, so the statistics have content
  const clicks: MockClick[] = [];
  const lastDay = BASE_TIME + postCount * 3 * 3_600_000;
  for (let n = 0; n < postCount * 6; n++) {
    const post = rng.pick(posts);
    clicks.push({
      key: post.attributes.key,
      postId: post.id,
      sharerUid: rng.int(1, members),
      day: bangkokDay(lastDay - rng.int(0, 59) * 86_400_000) as string,
    });
  }
  const wallets = new Map<number, WireWalletAttributes>();
  const walletEntries = new Map<number, WireEntity<WireWalletEntryAttributes>[]>();
  for (const p of profiles) {
    const shares = clicks.filter((c) => c.sharerUid === p.id).length * POINTS_PER_SHARE;
    wallets.set(p.id, {
      current_point: 150 + p.id * 10,
      can_change_total: shares + 100,
      all_time_total: shares + 400,
    });
    walletEntries.set(
      p.id,
      Array.from({ length: 8 }, (_, i) => wireWalletEntry(p.id * 100 + i + 1)),
    );
  }
  const userLogs = clicks.map((c) => ({ userId: c.sharerUid, day: c.day }));
  // Awards spread over the five weeks before the last click day, so every range has its holders.
  const badgeAwards = badgeUsers.map((row) => {
    const badgeId = row.attributes.badge?.data?.id ?? 0;
    const userId = row.attributes.user?.data?.id ?? 0;
    return {
      badgeId,
      userId,
      day: bangkokDay(lastDay - ((badgeId * 3 + userId * 7) % 35) * 86_400_000) as string,
    };
  });

  return {
    seed,
    profiles,
    posts,
    categories,
    badges,
    badgeUsers,
    pins,
    comments,
    replies,
    notices,
    notifications,
    creatorSubs,
    sharerSubs,
    products,
    wallets,
    walletEntries,
    orders: [],
    orderLimits: [],
    clicks,
    userLogs,
    badgeAwards,
    nextId: () => next++,
  };
}
