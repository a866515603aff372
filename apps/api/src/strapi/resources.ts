import * as s from '../db/schema.js';
import { type Field, type FieldKind, type Row, register } from './engine.js';

const f = (col: Field['col'], kind: FieldKind): Field => ({ col, kind });
const stamps = (t: { createdAt: Field['col']; updatedAt: Field['col'] }) => ({
  createdAt: f(t.createdAt, 'timestamp'),
  updatedAt: f(t.updatedAt, 'timestamp'),
});
const times = (r: Row) => ({
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  publishedAt: r.publishedAt ?? r.createdAt,
});

export const mediaRes = register({
  name: 'media',
  table: s.media,
  id: s.media.id,
  fields: { id: f(s.media.id, 'int'), name: f(s.media.name, 'text'), ...stamps(s.media) },
  relations: {},
  attrs: (r) => ({
    name: r.name,
    alternativeText: null,
    caption: null,
    width: r.width,
    height: r.height,
    formats: r.formats,
    hash: r.hash,
    ext: r.ext,
    mime: r.mime,
    size: Math.round(((r.size as number) / 1024) * 100) / 100,
    url: r.url,
    previewUrl: null,
    provider: 'database',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
});

/** Public picture of a member: own upload, else the Google picture. */
export const memberPicture = (r: Row) =>
  (r.pictureUrl as string | null) ?? (r.googlePicture as string | null) ?? null;

/**
 * users-permissions user: what likers, comment authors and badge holders show. No contact or account
 * data: no e-mail, no `username` (it held the e-mail), no provider or provider id — neither as an
 * attribute nor as a filter or sort field (ADR 020).
 */
export const userRes = register({
  name: 'user',
  table: s.members,
  id: s.members.id,
  fields: {
    id: f(s.members.id, 'int'),
    name: f(s.members.name, 'text'),
    at: f(s.members.at, 'text'),
    type: f(s.members.type, 'text'),
    ...stamps(s.members),
  },
  relations: {},
  attrs: (r) => ({
    name: r.name,
    at: r.at,
    type: r.type,
    picture: memberPicture(r),
    confirmed: true,
    blocked: false,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
});

export const profileAttrs = (r: Row) => ({
  uid: r.id,
  name: r.name,
  given_name: r.givenName,
  family_name: r.familyName,
  des: r.des,
  at: r.at,
  type: r.type,
  google_picture: r.googlePicture,
  profile_picture: memberPicture(r),
  link: ((r.links as s.SocialLink[]) ?? []).map((l, i) => ({ id: i + 1, social: l.social, url: l.url })),
  org1: r.org1,
  org2: r.org2,
  ...times(r),
});

/** Profiles: the public side of a member; `id` and `uid` are the member's id. */
export const profileRes = register({
  name: 'profile',
  table: s.members,
  id: s.members.id,
  fields: {
    id: f(s.members.id, 'int'),
    uid: f(s.members.id, 'int'),
    name: f(s.members.name, 'text'),
    at: f(s.members.at, 'text'),
    type: f(s.members.type, 'text'),
    des: f(s.members.des, 'text'),
    org1: f(s.members.org1, 'text'),
    org2: f(s.members.org2, 'text'),
    ...stamps(s.members),
  },
  relations: {
    picture: { kind: 'one', target: 'media', fk: s.members.pictureId },
    badges: {
      kind: 'many',
      target: 'badge',
      through: s.badgeUsers,
      from: s.badgeUsers.userId,
      to: s.badgeUsers.badgeId,
    },
  },
  attrs: profileAttrs,
});

export const catRes = register({
  name: 'cat',
  table: s.cats,
  id: s.cats.id,
  fields: {
    id: f(s.cats.id, 'int'),
    name: f(s.cats.name, 'text'),
    order: f(s.cats.order, 'int'),
    ...stamps(s.cats),
  },
  relations: {},
  attrs: (r) => ({ name: r.name, order: r.order, ...times(r) }),
  defaultSort: [{ field: 'order', dir: 'asc' }],
});

export const postRes = register({
  name: 'post',
  table: s.posts,
  id: s.posts.id,
  fields: {
    id: f(s.posts.id, 'int'),
    type: f(s.posts.type, 'text'),
    url: f(s.posts.url, 'text'),
    des: f(s.posts.des, 'text'),
    key: f(s.posts.key, 'text'),
    views: f(s.posts.views, 'int'),
    uid: f(s.posts.uid, 'int'),
    ref_uid: f(s.posts.refUid, 'int'),
    click_total: f(s.posts.clickTotal, 'int'),
    publishedAt: f(s.posts.publishedAt, 'timestamp'),
    ...stamps(s.posts),
  },
  relations: {
    cat: { kind: 'one', target: 'cat', fk: s.posts.catId },
    user: { kind: 'one', target: 'user', fk: s.posts.uid },
    photo: {
      kind: 'many',
      target: 'media',
      through: s.postPhotos,
      from: s.postPhotos.postId,
      to: s.postPhotos.mediaId,
      order: s.postPhotos.position,
    },
    users_permissions_users: {
      kind: 'many',
      target: 'user',
      through: s.postLikes,
      from: s.postLikes.postId,
      to: s.postLikes.memberId,
      order: s.postLikes.createdAt,
    },
  },
  attrs: (r) => ({
    type: r.type,
    url: r.url,
    des: r.des,
    key: r.key,
    views: r.views,
    uid: r.uid,
    ref_uid: r.refUid,
    cover: r.cover,
    click_total: r.clickTotal,
    ...times(r),
  }),
});

export const postpinRes = register({
  name: 'postpin',
  table: s.postPins,
  id: s.postPins.id,
  fields: {
    id: f(s.postPins.id, 'int'),
    pid: f(s.postPins.pid, 'int'),
    uid: f(s.postPins.uid, 'int'),
    order: f(s.postPins.order, 'int'),
    ...stamps(s.postPins),
  },
  relations: { post: { kind: 'one', target: 'post', fk: s.postPins.pid } },
  attrs: (r) => ({ pid: r.pid, uid: r.uid, order: r.order, ...times(r) }),
});

export const commentRes = register({
  name: 'comment',
  table: s.comments,
  id: s.comments.id,
  fields: {
    id: f(s.comments.id, 'int'),
    pid: f(s.comments.pid, 'int'),
    type: f(s.comments.type, 'text'),
    des: f(s.comments.des, 'text'),
    ...stamps(s.comments),
  },
  relations: { user: { kind: 'one', target: 'user', fk: s.comments.userId } },
  attrs: (r) => ({ des: r.des, type: r.type, pid: r.pid, ...times(r) }),
});

export const replyRes = register({
  name: 'comment-reply',
  table: s.commentReplies,
  id: s.commentReplies.id,
  fields: {
    id: f(s.commentReplies.id, 'int'),
    cid: f(s.commentReplies.cid, 'int'),
    des: f(s.commentReplies.des, 'text'),
    ...stamps(s.commentReplies),
  },
  relations: { user: { kind: 'one', target: 'user', fk: s.commentReplies.userId } },
  attrs: (r) => ({ des: r.des, cid: r.cid, ...times(r) }),
});

export const badgeRes = register({
  name: 'badge',
  table: s.badges,
  id: s.badges.id,
  fields: { id: f(s.badges.id, 'int'), name: f(s.badges.name, 'text'), ...stamps(s.badges) },
  relations: {
    photo: { kind: 'one', target: 'media', fk: s.badges.photoId },
    users: {
      kind: 'many',
      target: 'user',
      through: s.badgeUsers,
      from: s.badgeUsers.badgeId,
      to: s.badgeUsers.userId,
    },
  },
  attrs: (r) => ({ name: r.name, ...times(r) }),
});

export const badgeUserRes = register({
  name: 'badge-user',
  table: s.badgeUsers,
  id: s.badgeUsers.id,
  fields: { id: f(s.badgeUsers.id, 'int'), ...stamps(s.badgeUsers) },
  relations: {
    badge: { kind: 'one', target: 'badge', fk: s.badgeUsers.badgeId },
    user: { kind: 'one', target: 'user', fk: s.badgeUsers.userId },
  },
  attrs: (r) => times(r),
});

export const noticeRes = register({
  name: 'notice',
  table: s.notices,
  id: s.notices.id,
  fields: {
    id: f(s.notices.id, 'int'),
    topic: f(s.notices.topic, 'text'),
    icon: f(s.notices.icon, 'text'),
    publishedAt: f(s.notices.publishedAt, 'timestamp'),
    ...stamps(s.notices),
  },
  relations: {},
  attrs: (r) => ({ topic: r.topic, des: r.des, icon: r.icon, ...times(r) }),
});

export const notificationRes = register({
  name: 'notification',
  table: s.notifications,
  id: s.notifications.id,
  fields: {
    id: f(s.notifications.id, 'int'),
    read: f(s.notifications.read, 'bool'),
    ...stamps(s.notifications),
  },
  relations: {},
  attrs: (r) => ({ msg: r.msg, read: r.read, ...times(r) }),
});

const subRes = (name: string, t: typeof s.creatorSubs | typeof s.sharerSubs) =>
  register({
    name,
    table: t,
    id: t.id,
    fields: { id: f(t.id, 'int'), name: f(t.name, 'text'), ...stamps(t) },
    relations: { user: { kind: 'one', target: 'user', fk: t.userId } },
    attrs: (r) => ({ name: r.name, tel: r.tel, lineid: r.lineid, address: r.address, ...times(r) }),
  });
export const creatorSubRes = subRes('creator-sub', s.creatorSubs);
export const sharerSubRes = subRes('sharer-sub', s.sharerSubs);

export const productRes = register({
  name: 'product',
  table: s.products,
  id: s.products.id,
  fields: {
    id: f(s.products.id, 'int'),
    name: f(s.products.name, 'text'),
    price: f(s.products.price, 'int'),
    amount: f(s.products.amount, 'int'),
    limit: f(s.products.limit, 'int'),
    ...stamps(s.products),
  },
  relations: { photo: { kind: 'one', target: 'media', fk: s.products.photoId } },
  attrs: (r) => ({
    name: r.name,
    price: r.price,
    amount: r.amount,
    limit: r.limit,
    des: r.des,
    // Only an honour award says so (ADR 041): every other souvenir answers as it always did.
    ...(r.honour ? { honour: true } : {}),
    ...times(r),
  }),
});

export const orderLimitRes = register({
  name: 'order-limit',
  table: s.orderLimits,
  id: s.orderLimits.id,
  fields: {
    id: f(s.orderLimits.id, 'int'),
    pid: f(s.orderLimits.productId, 'int'),
    unlockdate: f(s.orderLimits.unlockdate, 'date'),
    ...stamps(s.orderLimits),
  },
  relations: {
    user: { kind: 'one', target: 'user', fk: s.orderLimits.userId },
    product: { kind: 'one', target: 'product', fk: s.orderLimits.productId },
  },
  attrs: (r) => ({ pid: r.productId, unlockdate: r.unlockdate, ...times(r) }),
});

export const orderRes = register({
  name: 'order',
  table: s.orders,
  id: s.orders.id,
  fields: { id: f(s.orders.id, 'int'), total: f(s.orders.total, 'int'), ...stamps(s.orders) },
  relations: { user: { kind: 'one', target: 'user', fk: s.orders.userId } },
  attrs: (r) => ({
    name: r.name,
    total: r.total,
    shipto: r.shipto,
    logistic: r.logistic,
    ...times(r),
  }),
  defaultSort: [{ field: 'id', dir: 'desc' }],
});

export const walletEntryRes = register({
  name: 'wallet-entry',
  table: s.walletEntries,
  id: s.walletEntries.id,
  fields: { id: f(s.walletEntries.id, 'int') },
  relations: {},
  attrs: (r) => ({
    msg: r.msg,
    status: r.status,
    amount: r.amount,
    total: r.total,
    kind: r.kind,
    can_change_total: r.canChangeTotal,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }),
});
