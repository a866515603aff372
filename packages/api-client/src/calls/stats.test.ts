import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  getActiveUsers,
  getCachedProfiles,
  getCreatorSharedPosts,
  getOrgSummary,
  getProfileTypeCounts,
  getSharedByUser,
  getShareTotal,
  getTopClicks,
  getTopCreators,
  getTopSharers,
  getWhoShared,
} from './stats';

const ctx = setupMockApi();
const days = () => [...new Set(ctx.mock.db.clicks.map((c) => c.day))].sort();
const range = () => ({ from: days()[0] as string, to: days().at(-1) as string });

describe('statistics service', () => {
  it('getShareTotal: /stats/getone?key', async () => {
    const key = ctx.mock.db.clicks[0]?.key as string;
    const total = await getShareTotal(ctx.client, key);
    expect(await ctx.last()).toMatchObject({ path: '/stats/getone', query: [['key', key]] });
    expect(total).toBe(ctx.mock.db.clicks.filter((c) => c.key === key).length);
  });

  it('getProfileTypeCounts', async () => {
    const counts = await getProfileTypeCounts(ctx.client);
    expect((await ctx.last()).path).toBe('/stats/get_profile_type_num');
    expect(counts.reduce((sum, c) => sum + c.total, 0)).toBe(ctx.mock.db.profiles.length);
  });

  it('getTopSharers: mdate & mdate2; rows renamed, most first', async () => {
    const rows = await getTopSharers(ctx.client, range());
    expect(await ctx.last()).toMatchObject({
      path: '/stats/get_top_share_by_day',
      query: [
        ['mdate', range().from],
        ['mdate2', range().to],
      ],
    });
    expect(rows[0]).toEqual({ uid: expect.any(Number), name: expect.any(String), total: expect.any(Number) });
    expect(rows.map((r) => r.total)).toEqual([...rows.map((r) => r.total)].sort((a, b) => b - a));
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(ctx.mock.db.clicks.length);
  });

  it('getTopClicks: mdate, mdate2 and list', async () => {
    const rows = await getTopClicks(ctx.client, range(), 10);
    expect(queryOf(await ctx.last())).toEqual({ mdate: range().from, mdate2: range().to, list: '10' });
    expect(rows).toHaveLength(10);
    const post = ctx.mock.db.posts.find((p) => p.id === rows[0]?.postId);
    expect(rows[0]).toMatchObject({
      key: post?.attributes.key,
      type: post?.attributes.type,
      uid: post?.attributes.uid,
    });
  });

  it('getTopCreators and getActiveUsers: day & day2', async () => {
    const creators = await getTopCreators(ctx.client, range());
    expect(await ctx.last()).toMatchObject({
      path: '/stats/creator_been_shared_by_day',
      query: [
        ['day', range().from],
        ['day2', range().to],
      ],
    });
    expect(creators.length).toBeGreaterThan(0);
    const users = await getActiveUsers(ctx.client, range());
    expect((await ctx.last()).path).toBe('/stats/user_log_by_date');
    expect(users).toEqual([...new Set(ctx.mock.db.userLogs.map((l) => l.userId))].sort((a, b) => a - b));
  });

  it('getOrgSummary: org_1, org_2, nums renamed', async () => {
    const rows = await getOrgSummary(ctx.client);
    expect((await ctx.last()).path).toBe('/stats/org1_org2');
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(ctx.mock.db.profiles.length);
    expect(rows[0]).toEqual({
      org1: expect.any(String),
      org2: expect.any(String),
      count: expect.any(Number),
    });
  });

  it('getSharedByUser: uid with and without a range; meta sum/share/posts', async () => {
    const uid = ctx.mock.db.clicks[0]?.sharerUid as number;
    const all = await getSharedByUser(ctx.client, uid);
    expect((await ctx.last()).query).toEqual([['uid', String(uid)]]);
    expect(all.sum).toBe(ctx.mock.db.clicks.filter((c) => c.sharerUid === uid).length);
    expect(all.rows.reduce((s, r) => s + r.clicks, 0)).toBe(all.sum);
    expect(all.share).toBe(all.rows.length);
    expect(all.rows[0]?.postId).toBe(
      ctx.mock.db.posts.find((p) => p.attributes.key === all.rows[0]?.key)?.id,
    );
    await getSharedByUser(ctx.client, uid, range());
    expect(queryOf(await ctx.last())).toEqual({ uid: String(uid), date: range().from, date2: range().to });
  });

  it('getCreatorSharedPosts and getWhoShared', async () => {
    const creator = ctx.mock.db.posts[0]?.attributes.uid as number;
    const rows = await getCreatorSharedPosts(ctx.client, creator, range());
    expect(await ctx.last()).toMatchObject({ path: '/stats/get_top_click_by_uid' });
    const creatorKeys = new Set(
      ctx.mock.db.posts.filter((p) => p.attributes.uid === creator).map((p) => p.attributes.key),
    );
    expect(rows.every((r) => creatorKeys.has(r.key))).toBe(true);
    const key = ctx.mock.db.clicks[0]?.key as string;
    const who = await getWhoShared(ctx.client, key);
    expect(await ctx.last()).toMatchObject({ path: '/stats/get_who_shared_by_key', query: [['key', key]] });
    expect(who.reduce((s, r) => s + r.clicks, 0)).toBe(
      ctx.mock.db.clicks.filter((c) => c.key === key).length,
    );
  });

  it('getCachedProfiles: uids as a comma list; none asked, nothing sent', async () => {
    const cards = await getCachedProfiles(ctx.client, [3, 1, 3]);
    expect((await ctx.last()).query).toEqual([['uids', '3,1']]);
    expect(cards.map((c) => c.uid)).toEqual([3, 1]);
    expect(await getCachedProfiles(ctx.client, [])).toEqual([]);
    expect(await ctx.requests()).toHaveLength(1);
  });

  it("a bad range or any failure reads 'cannot get Stat'", async () => {
    await expect(getTopSharers(ctx.client, { from: '2021-12-31', to: '2022-01-02' })).rejects.toMatchObject({
      message: 'cannot get Stat',
      status: 400,
    });
    ctx.mock.fail('GET /stats/org1_org2', 503);
    await expect(getOrgSummary(ctx.client)).rejects.toMatchObject({
      message: 'cannot get Stat',
      status: 503,
    });
  });
});
