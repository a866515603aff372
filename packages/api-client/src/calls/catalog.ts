/** Categories, badges and notices (product §7, content service). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toUserRef } from '../normalise/common';
import { toCategory } from '../normalise/post';
import { toBadge, toBadgeHolder, toNotice } from '../normalise/social';
import type { Badge, BadgeHolder, BadgeWithHolders, Category, Notice, UserRef } from '../plain';
import {
  type BadgeResource,
  type BadgeUserResource,
  type CategoryResource,
  type NoticeResource,
  strapiQuery,
} from '../query';
import {
  badgeHoldersByDaySchema,
  badgeListSchema,
  badgeUserListSchema,
  badgeWithUsersListSchema,
} from '../wire/badge';
import { categoryListSchema, categorySingleSchema } from '../wire/category';
import { noticeListSchema, noticeSingleSchema } from '../wire/notice';

/** `GET /api/cats?sort=order:asc` — every category in menu order. */
export async function getCategories(client: Client): Promise<Category[]> {
  const query = strapiQuery<CategoryResource>({
    sort: ['order:asc'],
    pagination: { page: 1, pageSize: 100 },
  });
  const wire = await request(client, {
    url: `${client.api}/cats`,
    query,
    schema: categoryListSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data.map(toCategory);
}

/** `GET /api/cats/{id}` — the category feed's title. */
export async function getCategory(client: Client, id: number): Promise<Category> {
  const wire = await request(client, {
    url: `${client.api}/cats/${id}`,
    schema: categorySingleSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toCategory(wire.data);
}

/** `GET /api/badges?filters[users][id][$eq]=…` — a member's badges; failure: 'cannot get badge'. */
export async function getBadges(client: Client, userId: number): Promise<Badge[]> {
  const query = strapiQuery<BadgeResource>({
    filters: { users: { id: { $eq: userId } } },
    populate: ['photo'],
  });
  const wire = await request(client, {
    url: `${client.api}/badges`,
    query,
    schema: badgeListSchema,
    errorMessage: ERROR_MESSAGES.badge,
  });
  return wire.data.map((entity) => toBadge(entity, client.img));
}

/**
 * `GET /api/badges?populate[0]=photo&populate[1]=users&sort=id:asc` — every badge with its holders
 * (public: the statistics pages' badge shelf, visitors too); failure: 'cannot get badge'.
 */
export async function getBadgesWithHolders(client: Client): Promise<BadgeWithHolders[]> {
  const query = strapiQuery<BadgeResource>({
    sort: ['id:asc'],
    populate: ['photo', 'users'],
    pagination: { page: 1, pageSize: 100 },
  });
  const wire = await request(client, {
    url: `${client.api}/badges`,
    query,
    schema: badgeWithUsersListSchema,
    errorMessage: ERROR_MESSAGES.badge,
  });
  return wire.data.map((entity) => ({
    ...toBadge({ id: entity.id, attributes: entity.attributes }, client.img),
    holders: (entity.attributes.users?.data ?? []).map((user) => toUserRef(user, client.img)),
  }));
}

/**
 * `GET /stats/badge_holders_by_day?day&day2` — who was awarded each badge in a range of Bangkok
 * days (public, as the statistics): badge id → holders, best kept in award order; a badge nobody
 * was awarded in the range is absent. Failure: 'cannot get badge'.
 */
export async function getBadgeHoldersInRange(
  client: Client,
  range: { from: string; to: string },
): Promise<Map<number, UserRef[]>> {
  const wire = await request(client, {
    url: `${client.stats}/badge_holders_by_day`,
    query: new URLSearchParams({ day: range.from, day2: range.to }).toString(),
    schema: badgeHoldersByDaySchema,
    errorMessage: ERROR_MESSAGES.badge,
  });
  return new Map(
    wire.data.map((row) => [row.badge, (row.users.data ?? []).map((u) => toUserRef(u, client.img))]),
  );
}

/**
 * `GET /api/badge-users` (bearer) — badge awards of one member (`userId`) or holders of one badge
 * (`badgeId`); failure: 'cannot get badge-user'.
 */
export async function getBadgeHolders(
  client: Client,
  by: { userId: number } | { badgeId: number },
): Promise<BadgeHolder[]> {
  const query = strapiQuery<BadgeUserResource>({
    filters: 'userId' in by ? { user: { id: { $eq: by.userId } } } : { badge: { id: { $eq: by.badgeId } } },
    populate: { badge: { populate: ['photo'] }, user: true },
    pagination: { page: 1, pageSize: 100 },
  });
  const wire = await request(client, {
    url: `${client.api}/badge-users`,
    query,
    auth: true,
    schema: badgeUserListSchema,
    errorMessage: ERROR_MESSAGES.badgeUser,
  });
  return wire.data.map((entity) => toBadgeHolder(entity, client.img));
}

/** `GET /api/notices?sort=id:desc` — newest first. */
export async function getNotices(client: Client): Promise<Notice[]> {
  const query = strapiQuery<NoticeResource>({ sort: ['id:desc'], pagination: { page: 1, pageSize: 100 } });
  const wire = await request(client, {
    url: `${client.api}/notices`,
    query,
    schema: noticeListSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data.map(toNotice);
}

/** `GET /api/notices/{id}`. */
export async function getNotice(client: Client, id: number): Promise<Notice> {
  const wire = await request(client, {
    url: `${client.api}/notices/${id}`,
    schema: noticeSingleSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return toNotice(wire.data);
}
