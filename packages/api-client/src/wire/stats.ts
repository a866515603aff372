/**
 * Statistics service (apps/api under `/stats/...`). Dates are Bangkok days `YYYY-MM-DD`, not before
 * 2022-03-04, end not before start (400 otherwise). Every list answer is `{ data: row[] }`.
 * Counts are JSON numbers (never bigint strings).
 */
import * as z from 'zod/mini';

/** `GET /stats/getone?key=…` — share (click) total of one short-link key. */
export const shareTotalSchema = z.object({ total: z.number() });
export type WireShareTotal = z.infer<typeof shareTotalSchema>;

/** `GET /stats/get_profile_type_num` — members per profile type. */
export const typeCountsSchema = z.object({
  data: z.array(z.object({ type: z.string(), total: z.number() })),
});
export type WireTypeCounts = z.infer<typeof typeCountsSchema>;

/** `GET /stats/get_top_share_by_day?mdate=…&mdate2=…` — top sharers. */
export const topShareSchema = z.object({
  data: z.array(z.object({ uid: z.number(), name: z.string(), sumtotal: z.number() })),
});
export type WireTopShare = z.infer<typeof topShareSchema>;

/** `GET /stats/get_top_click_by_day?mdate=…&mdate2=…&list=…` — top posts by clicks (id = post id). */
export const topClickSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      des: z.nullable(z.string()),
      sum_total: z.number(),
      key: z.string(),
      uid: z.optional(z.number()),
    }),
  ),
});
export type WireTopClick = z.infer<typeof topClickSchema>;

/** `GET /stats/creator_been_shared_by_day?day=…&day2=…` — creators whose posts were shared most. */
export const topCreatorSchema = z.object({
  data: z.array(z.object({ uid: z.number(), name: z.string(), total: z.number() })),
});
export type WireTopCreator = z.infer<typeof topCreatorSchema>;

/** `GET /stats/user_log_by_date?day=…&day2=…` — members active in the range. */
export const userLogSchema = z.object({ data: z.array(z.object({ user_id: z.number() })) });
export type WireUserLog = z.infer<typeof userLogSchema>;

/** `GET /stats/org1_org2` — registrations per organisation line (org_1) and unit (org_2). */
export const orgSummarySchema = z.object({
  data: z.array(z.object({ org_1: z.string(), org_2: z.nullable(z.string()), nums: z.number() })),
});
export type WireOrgSummary = z.infer<typeof orgSummarySchema>;

/** A short-link row: `key`, the post `id` it points to, its click total, and the sharer `uid`. */
export const shareStatRowSchema = z.object({
  key: z.string(),
  id: z.optional(z.number()),
  sum_total: z.number(),
  uid: z.number(),
});
export type WireShareStatRow = z.infer<typeof shareStatRowSchema>;

/**
 * `GET /stats/getsharedbyuser?uid=…[&date=…&date2=…]` — posts the member shared with click counts
 * (at most 99 keys); `meta.sum` clicks, `meta.share` shares, `meta.posts` the member's posts.
 */
export const sharedByUserSchema = z.object({
  data: z.array(shareStatRowSchema),
  meta: z.object({ sum: z.number(), share: z.number(), posts: z.number() }),
});
export type WireSharedByUser = z.infer<typeof sharedByUserSchema>;

/** `GET /stats/get_top_click_by_uid?uid=…[&date=…&date2=…]` — a creator's posts others shared, with click totals. */
export const shareStatListSchema = z.object({ data: z.array(shareStatRowSchema) });
export type WireShareStatList = z.infer<typeof shareStatListSchema>;
/** `GET /stats/get_who_shared_by_key?key=…` — who shared one link — same rows as above. */
export type WireWhoShared = WireShareStatList;

/** `GET /stats/cache/profiles/get?uids=1,2,3` — small cached profile cards. */
export const cachedProfilesSchema = z.object({
  data: z.array(
    z.object({
      uid: z.number(),
      name: z.string(),
      picture: z.nullable(z.string()),
      at: z.nullable(z.string()),
      type: z.string(),
    }),
  ),
});
export type WireCachedProfiles = z.infer<typeof cachedProfilesSchema>;
