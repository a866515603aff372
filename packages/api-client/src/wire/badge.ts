/**
 * Badges ('honour awards').
 * - `GET /api/badges?filters[users][id][$eq]=…&populate=photo` → `WireBadgeList`
 * - `GET /api/badge-users?populate[badge][populate][0]=photo&populate[user]=true&filters[user][id][$eq]=…`
 *   (or `filters[badge][id][$eq]`, bearer) → `WireBadgeUserList`
 */
import * as z from 'zod/mini';
import {
  listSchema,
  mediaOneSchema,
  relationManySchema,
  relationOneSchema,
  userRefAttributesSchema,
} from './strapi';

export const badgeAttributesSchema = z.object({ name: z.string(), photo: z.optional(mediaOneSchema) });
export type WireBadgeAttributes = z.infer<typeof badgeAttributesSchema>;
export const badgeListSchema = listSchema(badgeAttributesSchema);
export type WireBadgeList = z.infer<typeof badgeListSchema>;

export const badgeUserAttributesSchema = z.object({
  badge: z.optional(relationOneSchema(badgeAttributesSchema)),
  user: z.optional(relationOneSchema(userRefAttributesSchema)),
});
export type WireBadgeUserAttributes = z.infer<typeof badgeUserAttributesSchema>;
export const badgeUserListSchema = listSchema(badgeUserAttributesSchema);
export type WireBadgeUserList = z.infer<typeof badgeUserListSchema>;

/** `GET /api/badges?populate[0]=photo&populate[1]=users` (public) → every badge with its holders. */
export const badgeWithUsersListSchema = listSchema(
  z.object({
    name: z.string(),
    photo: z.optional(mediaOneSchema),
    users: z.optional(relationManySchema(userRefAttributesSchema)),
  }),
);
export type WireBadgeWithUsersList = z.infer<typeof badgeWithUsersListSchema>;

/** `GET /stats/badge_holders_by_day?day&day2` → who was awarded each badge in the range. */
export const badgeHoldersByDaySchema = z.object({
  data: z.array(z.object({ badge: z.number(), users: relationManySchema(userRefAttributesSchema) })),
});
export type WireBadgeHoldersByDay = z.infer<typeof badgeHoldersByDaySchema>;
