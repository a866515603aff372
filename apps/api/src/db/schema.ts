import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** A nullable moment (soft deletes, moderation, schedules). */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SocialLink = { social: string; url: string };
export type MediaFormat = {
  name: string;
  url: string;
  width: number;
  height: number;
  size: number;
  mime: string;
};

/** Uploaded (or seeded) images. The bytes live in media_files so the service stays stateless. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  hash: text('hash').notNull(),
  mime: text('mime').notNull(),
  ext: text('ext').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  url: text('url').notNull(),
  formats: jsonb('formats').$type<Record<string, MediaFormat>>().notNull(),
  ownerId: integer('owner_id'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const mediaFiles = pgTable('media_files', {
  fname: text('fname').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
});

/**
 * A video post's poster at each served width (ADR 038): the network's thumbnail fetched once,
 * cropped to the post's shape and re-encoded as WebP. Only real thumbnails are kept (a generated
 * poster is answered, never stored); a deleted post takes its posters with it.
 */
export const videoPosters = pgTable(
  'video_posters',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    /** Where the picture came from: `tiktok`, `youtube` or `cover` (the post's own upload). */
    source: text('source').notNull(),
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.width] })],
);

/** A member: the sign-in account and its public profile are one row (profile id = user id = uid). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    provider: text('provider').notNull().default('dev'),
    providerId: text('provider_id'),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    des: text('des').notNull().default(''),
    at: text('at'),
    type: text('type').notNull().default('sharer'),
    role: text('role').notNull().default('member'),
    pictureId: integer('picture_id').references(() => media.id, { onDelete: 'set null' }),
    /** URL of the picture's small format, kept with picture_id (likers and comment authors show it). */
    pictureUrl: text('picture_url'),
    googlePicture: text('google_picture'),
    links: jsonb('links').$type<SocialLink[]>().notNull().default([]),
    org1: text('org1'),
    org2: text('org2'),
    link: text('link'),
    /** Set while staff have blocked the member (no sign-in, no writes, posts hidden; ADR 035). */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
    blockedReason: text('blocked_reason'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('members_at_lower').on(sql`lower(${t.at})`),
    uniqueIndex('members_provider_id').on(t.provider, t.providerId),
    index('members_name_lower').on(sql`lower(${t.name})`),
    index('members_blocked').on(t.id).where(sql`${t.blockedAt} is not null`),
    check('members_role_check', sql`${t.role} in ('member', 'staff', 'admin')`),
  ],
);

export const cats = pgTable('cats', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
  /** Hidden categories leave the members' list (a category with posts is hidden, never deleted). */
  hidden: boolean('hidden').notNull().default(false),
  deletedAt: at('deleted_at'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    url: text('url'),
    des: text('des').notNull().default(''),
    key: text('key').notNull(),
    views: integer('views').notNull().default(0),
    clickTotal: integer('click_total').notNull().default(0),
    uid: integer('uid')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    catId: integer('cat_id').references(() => cats.id, { onDelete: 'set null' }),
    cover: text('cover'),
    refUid: integer('ref_uid'),
    /** Hidden by staff (moderation with a reason, ADR 035); restorable. */
    moderatedAt: at('moderated_at'),
    moderationReason: text('moderation_reason'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('posts_key').on(t.key),
    index('posts_uid_id').on(t.uid, t.id),
    index('posts_cat_id').on(t.catId, t.id),
    index('posts_type_id').on(t.type, t.id),
  ],
);

export const postPhotos = pgTable(
  'post_photos',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaId] })],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.memberId] }),
    index('post_likes_member').on(t.memberId),
    // A post's likers in their order, read up to the populate cap (migration 0004).
    index('post_likes_post_created').on(t.postId, t.createdAt, t.memberId),
  ],
);

export const postPins = pgTable(
  'postpins',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    uid: integer('uid').references(() => members.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('postpins_pid_uid').on(t.pid, t.uid)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    des: text('des').notNull(),
    type: text('type').notNull().default('post'),
    pid: integer('pid')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    moderatedAt: at('moderated_at'),
    moderationReason: text('moderation_reason'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('comments_pid').on(t.pid, t.id)],
);

export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    des: text('des').notNull(),
    cid: integer('cid')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    moderatedAt: at('moderated_at'),
    moderationReason: text('moderation_reason'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('comment_replies_cid').on(t.cid, t.id)],
);

export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  photoId: integer('photo_id').references(() => media.id, { onDelete: 'set null' }),
  deletedAt: at('deleted_at'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const badgeUsers = pgTable(
  'badge_users',
  {
    id: serial('id').primaryKey(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('badge_users_pair').on(t.badgeId, t.userId),
    // A member's badges in id order, read up to the populate cap (migration 0004).
    index('badge_users_user').on(t.userId, t.badgeId),
  ],
);

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  topic: text('topic').notNull(),
  des: text('des').notNull(),
  icon: text('icon').notNull().default('info'),
  /** Null: a draft; a moment: published from then on (members see it once it has come). */
  publishedAt: at('published_at').defaultNow(),
  deletedAt: at('deleted_at'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    msg: text('msg').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('notifications_user').on(t.userId, t.id)],
);

const subColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tel: text('tel').notNull(),
  lineid: text('lineid').notNull(),
  address: text('address').notNull().default(''),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});
/**
 * A creator application awaits review while `status` is 'pending'; a member has at most one
 * pending application (a partial unique index, so two racing submissions cannot both be stored —
 * migration 0004, ADR 023). Reviewed ones ('approved', 'rejected') may stay as history.
 */
export const creatorSubs = pgTable(
  'creator_subs',
  { ...subColumns(), status: text('status').notNull().default('pending') },
  (t) => [
    uniqueIndex('creator_subs_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('creator_subs_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
export const sharerSubs = pgTable('sharer_subs', subColumns());

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  amount: integer('amount').notNull(),
  limit: integer('limit').notNull(),
  lockDays: integer('lock_days').notNull().default(0),
  des: text('des').notNull().default(''),
  /** The first of `product_photos` (the cover the shop shows). */
  photoId: integer('photo_id').references(() => media.id, { onDelete: 'set null' }),
  /** Nobody may exchange it before this moment (null: at once). */
  unlockAt: at('unlock_at'),
  /** An honour award: presented by the team, never sent (its exchange has no delivery, ADR 041). */
  honour: boolean('honour').notNull().default(false),
  deletedAt: at('deleted_at'),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

/** A souvenir's pictures in order (uploads through `/api/upload`). */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

/** Every change of a souvenir's stock: by how much, the stock after it, who, why, which order. */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stock: integer('stock').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id'),
    orderId: integer('order_id'),
    createdAt: ts('created_at'),
  },
  (t) => [index('stock_entries_product').on(t.productId, t.id)],
);

/** One row per member: the running totals of the ledger (written in the same transaction). */
export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  currentPoint: integer('current_point').notNull().default(0),
  canChangeTotal: integer('can_change_total').notNull().default(0),
  allTimeTotal: integer('all_time_total').notNull().default(0),
  updatedAt: ts('updated_at'),
});

/** The ledger: every movement of points. `total` is current_point after the entry. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    msg: text('msg').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    total: integer('total').notNull(),
    canChangeDelta: integer('can_change_delta').notNull().default(0),
    currentDelta: integer('current_delta').notNull().default(0),
    allTimeDelta: integer('all_time_delta').notNull().default(0),
    canChangeTotal: integer('can_change_total').notNull(),
    allTimeTotal: integer('all_time_total').notNull(),
    /** The order a refund returns (one refund per order, `wallet_entries_refund_once`). */
    orderId: integer('order_id'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('wallet_entries_user').on(t.userId, t.id),
    uniqueIndex('wallet_entries_refund_once').on(t.orderId).where(sql`${t.kind} = 'refund'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    total: integer('total').notNull(),
    shipto: text('shipto').notNull().default(''),
    logistic: text('logistic').notNull().default('temple'),
    idempotencyKey: text('idempotency_key'),
    /** placed → packed → sent → received, or cancelled (ADR 035). */
    status: text('status').notNull().default('placed'),
    /** Tracking text of a mailed order (or a note for another method). */
    tracking: text('tracking'),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user').on(t.userId),
    index('orders_queue').on(t.status, t.logistic, t.id),
    check('orders_status_check', sql`${t.status} in ('placed', 'packed', 'sent', 'received', 'cancelled')`),
  ],
);

/** An order's status history: each status it reached, when, by whom. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    tracking: text('tracking'),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: ts('created_at'),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  amount: integer('amount').notNull(),
  price: integer('price').notNull(),
});

export const orderLimits = pgTable(
  'order_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unlockdate: date('unlockdate', { mode: 'string' }).notNull(),
    /** The order that set it (a cancelled order lifts its limits). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('order_limits_user').on(t.userId, t.unlockdate)],
);

/**
 * A counted click on a short link. A visitor counts once per (post, sharer, Bangkok day): neither
 * the same address (`address`, a keyed hash of the IPv4 address or IPv6 /64) nor the same signed
 * cookie (`visitor`, a keyed hash of its id) may count twice (ADR 021). `address` is null for clicks
 * recorded before migration 0003 and for seeded ones. `creator_id` is the post's author (filled by a
 * trigger when left out). Inserting or deleting clicks keeps the `click_days_*` aggregates current
 * (statement triggers of migration 0003).
 */
export const clicks = pgTable(
  'clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id'),
    visitor: text('visitor').notNull(),
    address: text('address'),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    uniqueIndex('clicks_once_per_visitor').on(t.postId, t.sharerId, t.day, t.visitor),
    uniqueIndex('clicks_once_per_address').on(t.postId, t.sharerId, t.day, t.address),
  ],
);

/** Counted clicks per (Bangkok day, post): `get_top_click_by_day`. */
export const clickDaysPosts = pgTable(
  'click_days_posts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.postId] }),
    index('click_days_posts_rank').on(t.day, sql`${t.n} desc`, sql`${t.postId} desc`),
    // With INCLUDE (n) in migration 0005: a candidate's exact sum over a range, index only.
    index('click_days_posts_post_day').on(t.postId, t.day),
  ],
);

/** Counted clicks per post over all time (the whole-history ranking). */
export const clickPostTotals = pgTable(
  'click_post_totals',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [index('click_post_totals_rank').on(sql`${t.n} desc`, sql`${t.postId} desc`)],
);

/** Counted clicks per (Bangkok day, sharer): `get_top_share_by_day`. */
export const clickDaysSharers = pgTable(
  'click_days_sharers',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.sharerId] }),
    index('click_days_sharers_rank').on(t.day, sql`${t.n} desc`, t.sharerId),
    // With INCLUDE (n) in migration 0005.
    index('click_days_sharers_sharer_day').on(t.sharerId, t.day),
  ],
);

/** Counted clicks per sharer over all time (the whole-history ranking). */
export const clickSharerTotals = pgTable(
  'click_sharer_totals',
  {
    sharerId: integer('sharer_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [index('click_sharer_totals_rank').on(sql`${t.n} desc`, t.sharerId)],
);

/** Counted clicks by others on a creator's posts over all time (the whole-history ranking). */
export const clickCreatorTotals = pgTable(
  'click_creator_totals',
  {
    creatorId: integer('creator_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [index('click_creator_totals_rank').on(sql`${t.n} desc`, t.creatorId)],
);

/** Counted clicks by others on a creator's posts per (Bangkok day, creator): `creator_been_shared_by_day`. */
export const clickDaysCreators = pgTable(
  'click_days_creators',
  {
    day: date('day', { mode: 'string' }).notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.creatorId] }),
    index('click_days_creators_rank').on(t.day, sql`${t.n} desc`, t.creatorId),
    // With INCLUDE (n) in migration 0005.
    index('click_days_creators_creator_day').on(t.creatorId, t.day),
  ],
);

/** Counted clicks per (post, sharer, Bangkok day): the per-post and per-member statistics. */
export const clickDaysShares = pgTable(
  'click_days_shares',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    creatorId: integer('creator_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.sharerId, t.day] }),
    index('click_days_shares_sharer').on(t.sharerId, t.day),
    index('click_days_shares_creator').on(t.creatorId, t.day),
  ],
);

/**
 * The windows ending on `as_of` (the newest day with clicks, or today once a ranking asked): their
 * lengths in days (7 and 30, migration 0006). Moved forward by `click_windows_roll(day)`.
 */
export const clickWindows = pgTable(
  'click_windows',
  {
    len: integer('len').primaryKey(),
    asOf: date('as_of', { mode: 'string' }),
  },
  (t) => [check('click_windows_len_check', sql`${t.len} >= 2`)],
);

/** Counted clicks per post over the last `len` days up to `click_windows.as_of`. */
export const clickWindowPosts = pgTable(
  'click_window_posts',
  {
    len: integer('len')
      .notNull()
      .references(() => clickWindows.len, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.len, t.postId] }),
    index('click_window_posts_rank').on(t.len, sql`${t.n} desc`, sql`${t.postId} desc`),
  ],
);

/** Counted clicks per sharer over the last `len` days up to `click_windows.as_of`. */
export const clickWindowSharers = pgTable(
  'click_window_sharers',
  {
    len: integer('len')
      .notNull()
      .references(() => clickWindows.len, { onDelete: 'cascade' }),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.len, t.sharerId] }),
    index('click_window_sharers_rank').on(t.len, sql`${t.n} desc`, t.sharerId),
  ],
);

/** Counted clicks by others on a creator's posts over the last `len` days up to `as_of`. */
export const clickWindowCreators = pgTable(
  'click_window_creators',
  {
    len: integer('len')
      .notNull()
      .references(() => clickWindows.len, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.len, t.creatorId] }),
    index('click_window_creators_rank').on(t.len, sql`${t.n} desc`, t.creatorId),
  ],
);

/**
 * One Bangkok day's per-day rows of one ranking, packed (ADR 021, "any range"): `kind` 1 posts,
 * 2 sharers, 3 creators; `data` is the day's rows in key order, three big-endian int4 each — key,
 * clicks, and the post's category (0 none; 0 for members). Written by `click_day_pack(kind, day)`
 * the first time a ranking reads the day; any click inserted or deleted on that day deletes it (and
 * a post's category change every post pack), so a pack is always exact.
 */
export const clickDayPacks = pgTable(
  'click_day_packs',
  {
    kind: smallint('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    data: bytea('data').notNull(),
    /** A new number at every write: the service keeps a copy of a pack while its version holds. */
    version: bigserial('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day] }),
    check('click_day_packs_kind_check', sql`${t.kind} between 1 and 3`),
  ],
);

/**
 * Counted clicks per (Bangkok day, scope, subject) for the daily caps: scope `address` (subject the
 * address hash) and `sharer` (subject the member id). Raised with a conditional upsert, so the cap
 * holds under concurrency.
 */
export const clickCaps = pgTable(
  'click_caps',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.subject] })],
);

export const userLogs = pgTable(
  'user_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [uniqueIndex('user_logs_day').on(t.userId, t.day), index('user_logs_by_day').on(t.day)],
);

export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    org1: text('org1').notNull(),
    org2: text('org2').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [uniqueIndex('orgs_unit').on(t.org1, t.org2)],
);

/**
 * Every staff action, written in the same transaction as the change (ADR 035): who, what, on
 * which entity, the entity before and after. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE, and no route writes it but the actions themselves.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The member who acted (null: an operator's command). Not a foreign key: the log outlives members. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: ts('created_at'),
  },
  (t) => [
    index('audit_log_actor').on(t.actorId, t.id),
    index('audit_log_entity').on(t.entity, t.entityId, t.id),
    index('audit_log_action').on(t.action, t.id),
    index('audit_log_created').on(t.createdAt),
  ],
);

/**
 * One-time sign-in links sent by e-mail (ADR 041): only the token's SHA-256 is kept, valid once,
 * until `expires_at` (15 minutes); the rows of an address in the last window are its rate limit.
 */
export const emailSignInLinks = pgTable(
  'email_sign_in_links',
  {
    id: serial('id').primaryKey(),
    /** The address as the member typed it, lower-cased and trimmed. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at'),
  },
  (t) => [
    uniqueIndex('email_sign_in_links_token').on(t.tokenHash),
    index('email_sign_in_links_email').on(t.email, t.createdAt),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The rate limits' counters when the service runs on PostgreSQL (ADR 040): one row per bucket and
 * client network (`lb:rl:{bucket}:{network}`), its requests in the current window and when the
 * window ends (ms since the epoch). Written and read by rate-limiter-flexible's PostgreSQL store, in
 * the columns it expects; UNLOGGED (migration 0010): counters need no crash safety.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
