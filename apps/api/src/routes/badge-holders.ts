/**
 * `GET /stats/badge_holders_by_day?day=…&day2=…`: who was awarded each badge in a range of Bangkok
 * days (both optional: one alone is that day, neither is today; from 2022-03-04, not after today —
 * the other statistics' rule), for the statistics pages' badge shelf. Answers
 * `{ data: [{ badge, users: { data: [user] } }] }` (users as the badges' own `users` relation);
 * badges nobody was awarded in the range are not listed.
 */
import { Hono } from 'hono';
import { type AppEnv, dbOf, deps, queryParams } from '../context.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { statsRange } from '../params.js';
import { bangkokToday } from '../rules.js';
import { awardsBetween } from '../services/badge-awards.js';
import { userRes } from '../strapi/resources.js';

export const badgeHoldersByDay = new Hono<AppEnv>();

badgeHoldersByDay.get('/', rateLimit('stats'), async (c) => {
  const range = queryParams(c, statsRange('day', 'day2', bangkokToday(deps(c).now()), true))!;
  const awards = await awardsBetween(dbOf(c), range.from, range.to);
  const byBadge = new Map<number, Array<{ id: number; attributes: Record<string, unknown> }>>();
  for (const { badgeId, member } of awards) {
    const users = byBadge.get(badgeId) ?? [];
    users.push({ id: member.id, attributes: userRes.attrs(member) });
    byBadge.set(badgeId, users);
  }
  return c.json({ data: [...byBadge].map(([badge, users]) => ({ badge, users: { data: users } })) });
});
