/** Notifications and the daily user log (product §7). */
import { HEADER_NOTIFICATIONS, NOTIFICATIONS_LIMIT } from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toNotification } from '../normalise/social';
import type { BellFeed, Notification } from '../plain';
import { notificationListSchema, notificationSingleSchema, userPostLogSchema } from '../wire/notice';

const GENERIC = ERROR_MESSAGES.generic;

/** `GET /api/getallnoti` (bearer) — at most 100, newest first. */
export async function getAllNotifications(client: Client): Promise<Notification[]> {
  const wire = await request(client, {
    url: `${client.api}/getallnoti`,
    query: `limit=${NOTIFICATIONS_LIMIT}`,
    auth: true,
    schema: notificationListSchema,
    errorMessage: GENERIC,
  });
  return wire.data.map(toNotification).sort((a, b) => b.id - a.id);
}

/**
 * `GET /api/getnoti` (bearer) — the bell: the first 4, id desc, and how many are unread in all
 * (the service's `meta.unread`; an answer without it counts the unread items it listed).
 */
export async function getBellFeed(client: Client): Promise<BellFeed> {
  const wire = await request(client, {
    url: `${client.api}/getnoti`,
    auth: true,
    schema: notificationListSchema,
    errorMessage: GENERIC,
  });
  const all = wire.data.map(toNotification).sort((a, b) => b.id - a.id);
  const unread = wire.meta?.unread ?? all.filter((n) => !n.read).length;
  return { items: all.slice(0, HEADER_NOTIFICATIONS), unread };
}

/** `GET /api/getnoti` (bearer) — the bell's first 4, id desc (`getBellFeed` also gives the unread count). */
export async function getBellNotifications(client: Client): Promise<Notification[]> {
  return (await getBellFeed(client)).items;
}

/** `PUT /api/readnoti/{id}` (bearer) — tapping marks read. */
export async function markNotificationRead(client: Client, id: number): Promise<Notification> {
  const wire = await request(client, {
    method: 'put',
    url: `${client.api}/readnoti/${id}`,
    auth: true,
    schema: notificationSingleSchema,
    errorMessage: GENERIC,
  });
  return toNotification(wire.data);
}

/** `POST /api/userpostlogs` (bearer, no body) — once per Bangkok day (domain's `shouldSendUserLog` decides). */
export async function logUserVisit(client: Client): Promise<void> {
  await request(client, {
    method: 'post',
    url: `${client.api}/userpostlogs`,
    auth: true,
    schema: userPostLogSchema,
    errorMessage: GENERIC,
  });
}
