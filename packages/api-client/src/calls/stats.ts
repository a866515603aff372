/**
 * Statistics service (product §7 "Stats service"). Ranges are Bangkok days `YYYY-MM-DD`; the apps clamp
 * them with domain's `clampStatsRange` first. Any failure: 'cannot get Stat'.
 */
import { TOP_CLICK_LIMIT } from '@lightbearers/domain';
import type * as z from 'zod/mini';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import type {
  CachedProfile,
  OrgSummaryRow,
  SharedByUser,
  ShareStat,
  TopClick,
  TopCreator,
  TopSharer,
  TypeCount,
} from '../plain';
import {
  cachedProfilesSchema,
  orgSummarySchema,
  sharedByUserSchema,
  shareStatListSchema,
  shareTotalSchema,
  topClickSchema,
  topCreatorSchema,
  topShareSchema,
  typeCountsSchema,
  userLogSchema,
  type WireShareStatRow,
} from '../wire/stats';

export interface DayRange {
  from: string;
  to: string;
}

function stat<S extends z.ZodMiniType>(
  client: Client,
  path: string,
  params: Record<string, string>,
  schema: S,
) {
  const query = new URLSearchParams(params).toString();
  return request(client, {
    url: `${client.stats}/${path}`,
    query,
    schema,
    errorMessage: ERROR_MESSAGES.stat,
  });
}

const toShareStat = (row: WireShareStatRow): ShareStat => ({
  key: row.key,
  postId: row.id ?? null,
  clicks: row.sum_total,
  uid: row.uid,
});

/** `getone?key` — clicks (shares) counted on one short link. */
export async function getShareTotal(client: Client, key: string): Promise<number> {
  return (await stat(client, 'getone', { key }, shareTotalSchema)).total;
}

/** `get_profile_type_num` — members per type. */
export async function getProfileTypeCounts(client: Client): Promise<TypeCount[]> {
  return (await stat(client, 'get_profile_type_num', {}, typeCountsSchema)).data;
}

/** `get_top_share_by_day?mdate&mdate2` — top sharers. */
export async function getTopSharers(client: Client, range: DayRange): Promise<TopSharer[]> {
  const wire = await stat(
    client,
    'get_top_share_by_day',
    { mdate: range.from, mdate2: range.to },
    topShareSchema,
  );
  return wire.data.map((row) => ({ uid: row.uid, name: row.name, total: row.sumtotal }));
}

/** `get_top_click_by_day?mdate&mdate2&list` — top posts by clicks. */
export async function getTopClicks(
  client: Client,
  range: DayRange,
  list = TOP_CLICK_LIMIT,
): Promise<TopClick[]> {
  const wire = await stat(
    client,
    'get_top_click_by_day',
    { mdate: range.from, mdate2: range.to, list: String(list) },
    topClickSchema,
  );
  return wire.data.map((row) => ({
    postId: row.id,
    type: row.type,
    des: row.des ?? '',
    clicks: row.sum_total,
    key: row.key,
    uid: row.uid ?? null,
  }));
}

/** `creator_been_shared_by_day?day&day2` — creators whose posts were shared most. */
export async function getTopCreators(client: Client, range: DayRange): Promise<TopCreator[]> {
  return (
    await stat(client, 'creator_been_shared_by_day', { day: range.from, day2: range.to }, topCreatorSchema)
  ).data;
}

/** `user_log_by_date?day&day2` — user ids of members active in the range. */
export async function getActiveUsers(client: Client, range: DayRange): Promise<number[]> {
  const wire = await stat(client, 'user_log_by_date', { day: range.from, day2: range.to }, userLogSchema);
  return wire.data.map((row) => row.user_id);
}

/** `org1_org2` — registrations per organisation line and unit. */
export async function getOrgSummary(client: Client): Promise<OrgSummaryRow[]> {
  const wire = await stat(client, 'org1_org2', {}, orgSummarySchema);
  return wire.data.map((row) => ({ org1: row.org_1, org2: row.org_2, count: row.nums }));
}

const rangeParams = (range?: DayRange): Record<string, string> =>
  range ? { date: range.from, date2: range.to } : {};

/** `getsharedbyuser?uid[&date&date2]` — the share-statistics tab (at most 99 keys) with totals. */
export async function getSharedByUser(client: Client, uid: number, range?: DayRange): Promise<SharedByUser> {
  const wire = await stat(
    client,
    'getsharedbyuser',
    { uid: String(uid), ...rangeParams(range) },
    sharedByUserSchema,
  );
  return {
    rows: wire.data.map(toShareStat),
    sum: wire.meta.sum,
    share: wire.meta.share,
    posts: wire.meta.posts,
  };
}

/** `get_top_click_by_uid?uid[&date&date2]` — for creators: their posts others shared, with click totals. */
export async function getCreatorSharedPosts(
  client: Client,
  uid: number,
  range?: DayRange,
): Promise<ShareStat[]> {
  const wire = await stat(
    client,
    'get_top_click_by_uid',
    { uid: String(uid), ...rangeParams(range) },
    shareStatListSchema,
  );
  return wire.data.map(toShareStat);
}

/** `get_who_shared_by_key?key` — who shared one link and how many clicks each brought. */
export async function getWhoShared(client: Client, key: string): Promise<ShareStat[]> {
  return (await stat(client, 'get_who_shared_by_key', { key }, shareStatListSchema)).data.map(toShareStat);
}

/** `cache/profiles/get?uids=1,2,3` — small profile cards for stats rows. */
export async function getCachedProfiles(client: Client, uids: readonly number[]): Promise<CachedProfile[]> {
  if (uids.length === 0) return [];
  const wire = await stat(
    client,
    'cache/profiles/get',
    { uids: [...new Set(uids)].join(',') },
    cachedProfilesSchema,
  );
  return wire.data.map((row) => ({ ...row, picture: row.picture ? client.img(row.picture) : null }));
}
