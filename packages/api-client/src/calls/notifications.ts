/** Notifications and the daily user log (spec §7). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toNotification } from '../normalise/social';
import type { Notification } from '../plain';
import { notificationListSchema, notificationSingleSchema, userPostLogSchema } from '../wire/notice';

/** The header bell shows this many (spec §7 "keep first 4"); it polls every 30 s. */
export const BELL_SIZE = 4;
export const BELL_POLL_MS = 30_000;
const GENERIC = ERROR_MESSAGES.generic;

/** `GET /api/getallnoti` (bearer) — at most 100, newest first. */
export async function getAllNotifications(client: Client): Promise<Notification[]> {
  const wire = await request(client, {
    url: `${client.api}/getallnoti`,
    query: 'limit=100',
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
    .slice(0, BELL_SIZE);
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
