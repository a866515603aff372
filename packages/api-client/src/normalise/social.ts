import type {
  Application,
  Badge,
  BadgeHolder,
  Comment,
  CommentReply,
  Notice,
  Notification,
  PostPin,
} from '../plain';
import type { WireBadgeAttributes, WireBadgeUserAttributes } from '../wire/badge';
import type { WireCommentAttributes, WireCommentReplyAttributes } from '../wire/comment';
import type { WireNoticeAttributes, WireNotificationAttributes } from '../wire/notice';
import type { WirePostPinAttributes } from '../wire/pin';
import type { WireEntity } from '../wire/strapi';
import type { WireSubAttributes } from '../wire/subscription';
import { type ImageResolver, toPhotoOrNull, toUserRefOrNull } from './common';

export function toBadge(entity: WireEntity<WireBadgeAttributes>, img: ImageResolver): Badge {
  const photo = toPhotoOrNull(entity.attributes.photo, img);
  return { id: entity.id, name: entity.attributes.name, photo: photo?.small ?? null };
}

export function toBadgeHolder(entity: WireEntity<WireBadgeUserAttributes>, img: ImageResolver): BadgeHolder {
  const badge = entity.attributes.badge?.data;
  return {
    id: entity.id,
    badge: badge ? toBadge(badge, img) : null,
    user: toUserRefOrNull(entity.attributes.user, img),
  };
}

export function toPostPin(entity: WireEntity<WirePostPinAttributes>): PostPin {
  return { id: entity.id, ...entity.attributes };
}

export function toComment(entity: WireEntity<WireCommentAttributes>, img: ImageResolver): Comment {
  const a = entity.attributes;
  return {
    id: entity.id,
    des: a.des,
    pid: a.pid,
    createdAt: a.createdAt,
    user: toUserRefOrNull(a.user, img),
  };
}

export function toCommentReply(
  entity: WireEntity<WireCommentReplyAttributes>,
  img: ImageResolver,
): CommentReply {
  const a = entity.attributes;
  return {
    id: entity.id,
    des: a.des,
    cid: a.cid,
    createdAt: a.createdAt,
    user: toUserRefOrNull(a.user, img),
  };
}

export function toNotice(entity: WireEntity<WireNoticeAttributes>): Notice {
  return { id: entity.id, ...entity.attributes };
}

export function toNotification(entity: WireEntity<WireNotificationAttributes>): Notification {
  return { id: entity.id, ...entity.attributes };
}

export function toApplication(entity: WireEntity<WireSubAttributes>): Application {
  const { name, tel, lineid, address, user } = entity.attributes;
  const userId = user?.data?.id;
  return { id: entity.id, name, tel, lineid, address, ...(userId !== undefined ? { userId } : {}) };
}
