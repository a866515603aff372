/**
 * Staff review of creator applications and the organisation directory served by the service
 * (ADR 030).
 * - `GET /api/staff/me` (bearer) → `{ data: { staff } }`
 * - `GET /api/staff/creator-applications?page&pageSize` (bearer, staff) → `WirePendingList`
 * - `POST /api/staff/creator-applications/{id}/approve|reject` (bearer, staff) → `WireReviewResult`
 * - `GET /api/orgs?category={org1}` → the organisation directory's shape (`wire/external`)
 */
import * as z from 'zod/mini';

export const staffMeSchema = z.object({ data: z.object({ staff: z.boolean() }) });
export type WireStaffMe = z.infer<typeof staffMeSchema>;

export const pendingApplicationSchema = z.object({
  id: z.number(),
  name: z.string(),
  tel: z.string(),
  lineid: z.string(),
  address: z.string(),
  createdAt: z.string(),
  member: z.object({
    id: z.number(),
    name: z.string(),
    at: z.nullable(z.string()),
    type: z.string(),
    picture: z.nullable(z.string()),
    posts: z.number(),
    shares: z.number(),
    clicks: z.number(),
  }),
});
export type WirePendingApplication = z.infer<typeof pendingApplicationSchema>;

export const pendingListSchema = z.object({
  data: z.array(pendingApplicationSchema),
  meta: z.object({
    pagination: z.object({
      page: z.number(),
      pageSize: z.number(),
      pageCount: z.number(),
      total: z.number(),
    }),
  }),
});
export type WirePendingList = z.infer<typeof pendingListSchema>;

export const reviewResultSchema = z.object({
  data: z.object({ id: z.number(), userId: z.number(), decision: z.enum(['approved', 'rejected']) }),
});
export type WireReviewResult = z.infer<typeof reviewResultSchema>;
