/**
 * Official notices and personal notifications.
 * - `GET /api/notices?sort=id:desc` → `WireNoticeList`; `GET /api/notices/{id}` → `WireNoticeSingle`
 * - `GET /api/getallnoti` (bearer, at most 100, id desc) → `WireNotificationList`
 * - `GET /api/getnoti` (bearer, unread first page, id desc) → `WireNotificationList`
 * - `PUT /api/readnoti/{id}` (bearer) → `WireNotificationSingle`
 * - `POST /api/userpostlogs` (bearer, no body, once a Bangkok day) → `WireUserPostLog`
 */
import { NOTICE_ICONS } from '@lightbearers/domain';
import * as z from 'zod/mini';
import { entitySchema, listSchema, singleSchema } from './strapi';

export const noticeAttributesSchema = z.object({
  topic: z.string(),
  /** Markdown. */
  des: z.string(),
  icon: z.enum(NOTICE_ICONS),
  publishedAt: z.string(),
});
export type WireNoticeAttributes = z.infer<typeof noticeAttributesSchema>;
export const noticeListSchema = listSchema(noticeAttributesSchema);
export type WireNoticeList = z.infer<typeof noticeListSchema>;
export const noticeSingleSchema = singleSchema(noticeAttributesSchema);
export type WireNoticeSingle = z.infer<typeof noticeSingleSchema>;

export const notificationAttributesSchema = z.object({
  /** HTML (sanitised by the app before rendering). */
  msg: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type WireNotificationAttributes = z.infer<typeof notificationAttributesSchema>;
/**
 * `getallnoti` / `getnoti` are custom routes: `{ data: entity[] }`, `meta` optional; the service's
 * `meta.unread` is how many of the member's notifications are unread (all of them, not the listed).
 */
export const notificationListSchema = z.object({
  data: z.array(entitySchema(notificationAttributesSchema)),
  meta: z.optional(z.looseObject({ unread: z.optional(z.number()) })),
});
export type WireNotificationList = z.infer<typeof notificationListSchema>;
export const notificationSingleSchema = singleSchema(notificationAttributesSchema);
export type WireNotificationSingle = z.infer<typeof notificationSingleSchema>;

export const userPostLogSchema = singleSchema(z.object({ user_id: z.number(), day: z.string() }));
export type WireUserPostLog = z.infer<typeof userPostLogSchema>;
