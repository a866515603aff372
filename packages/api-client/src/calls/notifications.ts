/** Notifications and the daily user log (spec §7). */
import { HEADER_NOTIFICATIONS, NOTIFICATIONS_LIMIT } from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toNotification } from '../normalise/social';
import type { Notification } from '../plain';
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

/** `GET /api/getnoti` (bearer) — the bell: the first 4, id desc. */
export async function getBellNotifications(client: Client): Promise<Notification[]> {
  const wire = await request(client, {
    url: `${client.api}/getnoti`,
    auth: true,
    schema: notificationListSchema,
    errorMessage: GENERIC,
  });
  return wire.data
    .map(toNotification)
    .sort((a, b) => b.id - a.id)
    .slice(0, HEADER_NOTIFICATIONS);
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
