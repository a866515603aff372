import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  getBadgeHolders,
  getBadgeHoldersInRange,
  getBadges,
  getBadgesWithHolders,
  getCategories,
  getCategory,
  getNotice,
  getNotices,
} from './catalog';

const ctx = setupMockApi();

describe('categories', () => {
  it('getCategories: sort order:asc, normalised', async () => {
    const cats = await getCategories(ctx.client);
    const request = await ctx.last();
    expect(request.path).toBe('/api/cats');
    expect(queryOf(request)).toMatchObject({ sort: 'order:asc' });
    expect(cats[0]).toEqual({ id: 1, name: 'ธรรมะ', order: 1 });
    expect(cats.map((c) => c.order)).toEqual([...cats.map((c) => c.order)].sort((a, b) => a - b));
  });

  it('getCategory: /api/cats/{id}; unknown → 404', async () => {
    expect((await getCategory(ctx.client, 2)).name).toBe(ctx.mock.db.categories[1]?.attributes.name);
    expect((await ctx.last()).path).toBe('/api/cats/2');
    await expect(getCategory(ctx.client, 99)).rejects.toMatchObject({ status: 404 });
  });
});

describe('badges', () => {
  it("getBadges: a member's badges (filters users.id), photo populated; failure 'cannot get badge'", async () => {
    const badge = ctx.mock.db.badges[0];
    const holder = badge?.attributes.users.data[0]?.id as number;
    const badges = await getBadges(ctx.client, holder);
    expect(queryOf(await ctx.last())).toEqual({
      'filters[users][id][$eq]': String(holder),
      'populate[0]': 'photo',
    });
    expect(badges.map((b) => b.id)).toContain(badge?.id);
    expect(badges.find((b) => b.id === badge?.id)?.photo).toMatch(/^data:image\/svg\+xml/);
    ctx.mock.fail('GET /api/badges', 500);
    await expect(getBadges(ctx.client, holder)).rejects.toMatchObject({ message: 'cannot get badge' });
  });

  it("getBadgeHoldersInRange: the stats service's badge_holders_by_day, holders per badge; failure 'cannot get badge'", async () => {
    const awards = ctx.mock.db.badgeAwards;
    const days = [...new Set(awards.map((a) => a.day))].sort();
    const range = { from: days[0]!, to: days[3]! };
    const byBadge = await getBadgeHoldersInRange(ctx.client, range);
    const request = await ctx.last();
    expect(request.path).toBe('/stats/badge_holders_by_day');
    expect(queryOf(request)).toEqual({ day: range.from, day2: range.to });
    const inRange = awards.filter((a) => a.day >= range.from && a.day <= range.to);
    expect(
      [...byBadge.values()]
        .flat()
        .map((u) => u.id)
        .sort(),
    ).toEqual(inRange.map((a) => a.userId).sort());
    ctx.mock.fail('GET /stats/badge_holders_by_day', 500, { times: 1 });
    await expect(getBadgeHoldersInRange(ctx.client, range)).rejects.toMatchObject({
      message: 'cannot get badge',
    });
  });

  it("getBadgesWithHolders: public, photo and users populated, id asc; failure 'cannot get badge'", async () => {
    const badges = await getBadgesWithHolders(ctx.client);
    const request = await ctx.last();
    expect(request.path).toBe('/api/badges');
    expect(request.authorization).toBeNull();
    expect(queryOf(request)).toMatchObject({
      'populate[0]': 'photo',
      'populate[1]': 'users',
      sort: 'id:asc',
    });
    expect(badges).toHaveLength(ctx.mock.db.badges.length);
    const first = ctx.mock.db.badges[0];
    const found = badges.find((b) => b.id === first?.id);
    expect(found?.holders.map((h) => h.id)).toEqual(first?.attributes.users.data.map((u) => u.id));
    expect(found?.holders[0]?.name).toBe(first?.attributes.users.data[0]?.attributes.name);
    ctx.mock.fail('GET /api/badges', 500);
    await expect(getBadgesWithHolders(ctx.client)).rejects.toMatchObject({ message: 'cannot get badge' });
  });

  it("getBadgeHolders: bearer, nested populate, by user or by badge; failure 'cannot get badge-user'", async () => {
    ctx.signIn(1);
    const row = ctx.mock.db.badgeUsers[0];
    const byBadge = await getBadgeHolders(ctx.client, { badgeId: row?.attributes.badge?.data?.id as number });
    const request = await ctx.last();
    expect(request.authorization).toBe('Bearer mock-jwt-1');
    expect(queryOf(request)).toMatchObject({
      'filters[badge][id][$eq]': String(row?.attributes.badge?.data?.id),
      'populate[badge][populate][0]': 'photo',
      'populate[user]': 'true',
    });
    expect(byBadge.every((h) => h.badge?.id === row?.attributes.badge?.data?.id)).toBe(true);
    expect(byBadge[0]?.user?.name).toBeTruthy();
    const byUser = await getBadgeHolders(ctx.client, { userId: row?.attributes.user?.data?.id as number });
    expect(queryOf(await ctx.last())['filters[user][id][$eq]']).toBe(String(row?.attributes.user?.data?.id));
    expect(byUser.every((h) => h.user?.id === row?.attributes.user?.data?.id)).toBe(true);
    ctx.signOut();
    await expect(getBadgeHolders(ctx.client, { userId: 1 })).rejects.toMatchObject({
      message: 'cannot get badge-user',
      status: 401,
    });
  });
});

describe('notices', () => {
  it('getNotices: id desc; getNotice: one with markdown', async () => {
    const notices = await getNotices(ctx.client);
    expect(queryOf(await ctx.last())).toMatchObject({ sort: 'id:desc' });
    expect(notices.map((n) => n.id)).toEqual([5, 4, 3, 2, 1]);
    const notice = await getNotice(ctx.client, 1);
    expect((await ctx.last()).path).toBe('/api/notices/1');
    expect(notice).toEqual({ id: 1, ...ctx.mock.db.notices[0]?.attributes });
    await expect(getNotice(ctx.client, 42)).rejects.toMatchObject({
      status: 404,
      message: 'เกิดข้อผิดพลาดบางอย่าง',
    });
  });
});
