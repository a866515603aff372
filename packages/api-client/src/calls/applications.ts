/** Creator and sharer applications (product §7). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import { toApplication } from '../normalise/social';
import type { Application, Page } from '../plain';
import { type SubResource, strapiQuery } from '../query';
import { subListSchema, subSingleSchema, type WireSubCreate } from '../wire/subscription';

export type ApplicationForm = WireSubCreate;

/** `POST /api/creator-subs` (bearer); failure: 'Cannot sub creator'. */
export async function applyCreator(client: Client, form: ApplicationForm): Promise<Application> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/creator-subs`,
    auth: true,
    json: { data: form },
    schema: subSingleSchema,
    errorMessage: ERROR_MESSAGES.creatorSub,
  });
  return toApplication(wire.data);
}

/** `POST /api/sharer-subs` (bearer); failure opens the app's alert. */
export async function applySharer(client: Client, form: ApplicationForm): Promise<Application> {
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/sharer-subs`,
    auth: true,
    json: { data: form },
    schema: subSingleSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toApplication(wire.data);
}

/** `GET /api/creator-subs?filters[user][id][$eq]=…` (bearer) — the pending creator application, or null. */
export async function getCreatorApplication(client: Client, userId: number): Promise<Application | null> {
  const query = strapiQuery<SubResource>({ filters: { user: { id: { $eq: userId } } }, sort: ['id:desc'] });
  const wire = await request(client, {
    url: `${client.api}/creator-subs`,
    query,
    auth: true,
    schema: subListSchema,
    errorMessage: ERROR_MESSAGES.creatorSub,
  });
  const first = wire.data[0];
  return first ? toApplication(first) : null;
}

/** `DELETE /api/creator-subs/{id}` (bearer) — cancels a pending application. */
export async function cancelCreatorApplication(client: Client, id: number): Promise<void> {
  await request(client, {
    method: 'delete',
    url: `${client.api}/creator-subs/${id}`,
    auth: true,
    schema: subSingleSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
}

/**
 * `GET /api/sharer-subs` (bearer) — one member's (`userId`) or, for staff, everyone's sharer
 * applications page by page (the export); failure: 'cannot get sharer_subs'.
 */
export async function getSharerApplications(
  client: Client,
  options: { userId?: number; userIds?: readonly number[]; page?: number; pageSize?: number } = {},
): Promise<Page<Application>> {
  const query = strapiQuery<SubResource>({
    ...(options.userId !== undefined ? { filters: { user: { id: { $eq: options.userId } } } } : {}),
    // Contact details of a list of members (the organisation member table, ADR 008).
    ...(options.userIds !== undefined ? { filters: { user: { id: { $in: [...options.userIds] } } } } : {}),
    populate: ['user'],
    sort: ['id:asc'],
    pagination: { page: options.page ?? 1, pageSize: options.pageSize ?? 100 },
  });
  const wire = await request(client, {
    url: `${client.api}/sharer-subs`,
    query,
    auth: true,
    schema: subListSchema,
    errorMessage: ERROR_MESSAGES.sharerSubs,
  });
  return toPage(wire, toApplication);
}
