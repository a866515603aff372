/**
 * `GET /stats/badge_holders_by_day`: the members awarded each badge within a range of Bangkok days,
 * for the statistics pages' badge shelf — the range's awards only, blocked members left out, the
 * statistics' range rules (400 for a bad range, never 500).
 */
import { and, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.js';
import { addDays, bangkokStartOfDay, bangkokToday } from '../src/rules.js';
import { backends, expectError, harness, type Json, NOW, STAFF } from './helpers.js';

for (const backend of backends()) {
  describe(`badge holders by day (${backend.name})`, () => {
    const h = harness(backend);
    const today = bangkokToday(NOW);
    const holders = async (day: string, day2: string) => {
      const r = await h.req('GET', `/stats/badge_holders_by_day?day=${day}&day2=${day2}`);
      expect(r.status, r.text).toBe(200);
      return new Map<number, number[]>(
        r.body.data.map((row: Json) => [row.badge, row.users.data.map((u: Json) => u.id)]),
      );
    };
    /** The awards of the days, straight from the table. */
    const awarded = async (day: string, day2: string) => {
      const rows = await h.database.db
        .select()
        .from(s.badgeUsers)
        .where(
          and(
            gte(s.badgeUsers.createdAt, new Date(bangkokStartOfDay(day))),
            lt(s.badgeUsers.createdAt, new Date(bangkokStartOfDay(addDays(day2, 1)))),
          ),
        );
      const map = new Map<number, number[]>();
      for (const row of rows) map.set(row.badgeId, [...(map.get(row.badgeId) ?? []), row.userId]);
      return map;
    };
    const sorted = (m: Map<number, number[]>) =>
      [...m]
        .map(([b, users]) => [b, [...users].sort((x, y) => x - y)])
        .sort((a, b) => Number(a[0]) - Number(b[0]));

    it("answers each range's own awards: a week, a day, today by default", async () => {
      const week = await holders(addDays(today, -6), today);
      expect(sorted(week)).toEqual(sorted(await awarded(addDays(today, -6), today)));
      const total = [...week.values()].reduce((n, users) => n + users.length, 0);
      expect(total).toBeGreaterThan(0);
      const longer = await holders(addDays(today, -34), today);
      expect([...longer.values()].flat().length).toBeGreaterThan(total);
      const day = addDays(today, -3);
      expect(sorted(await holders(day, day))).toEqual(sorted(await awarded(day, day)));
      const r = await h.req('GET', '/stats/badge_holders_by_day');
      expect(r.status).toBe(200);
      expect(r.body.data.map((x: Json) => x.badge)).toEqual(
        [...(await awarded(today, today)).keys()].sort((a, b) => a - b),
      );
      // Users as the badges' relation gives them: public fields only.
      const user = r.body.data[0]?.users.data[0];
      if (user) expect(Object.keys(user.attributes)).not.toContain('email');
    });

    it('a blocked member is not among the holders', async () => {
      const range = [addDays(today, -34), today] as const;
      const before = await holders(...range);
      const uid = [...before.values()].flat()[0]!;
      const staff = await h.login(STAFF);
      const block = await h.req('POST', `/api/staff/members/${uid}/block`, {
        token: staff,
        body: { data: { reason: 'สแปม' } },
      });
      expect(block.status, block.text).toBe(200);
      expect([...(await holders(...range)).values()].flat()).not.toContain(uid);
      await h.req('POST', `/api/staff/members/${uid}/unblock`, { token: staff });
    });

    it('a bad range: 400 (before 2022-03-04, after today, reversed, not a day)', async () => {
      for (const q of [
        'day=2022-03-03&day2=2022-03-10',
        `day=${today}&day2=${addDays(today, 1)}`,
        `day=${today}&day2=${addDays(today, -1)}`,
        'day=yesterday',
      ])
        expectError(await h.req('GET', `/stats/badge_holders_by_day?${q}`), 400);
    });
  });
}
