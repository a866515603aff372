import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { backends, CREATOR, expectError, harness, NOW, SHARER } from './helpers.js';

// The suite's "today" in Bangkok is 2026-06-15; demo clicks cover the 60 days before it.
const FROM = '2026-04-17';
const TO = '2026-06-15';

describe.each(backends())('statistics on $name', (backend) => {
  const h = harness(backend);

  it('validates dates: format, earliest 2022-03-04, not after today, end not before start', async () => {
    for (const q of [
      'mdate=2026-6-1&mdate2=2026-06-02',
      'mdate=2022-03-03&mdate2=2022-03-05',
      'mdate=2026-06-10&mdate2=2026-06-01',
      'mdate=2026-06-10&mdate2=2026-06-16',
      'mdate=yesterday',
    ])
      expectError(await h.req('GET', `/stats/get_top_share_by_day?${q}`), 400);
    expect(
      (await h.req('GET', '/stats/get_top_share_by_day?mdate=2022-03-04&mdate2=2022-03-04')).body,
    ).toEqual({ data: [] });
    expectError(await h.req('GET', '/stats/user_log_by_date?day=2026-06-15&day2=2026-06-14'), 400);
    expectError(
      await h.req('GET', `/stats/getsharedbyuser?uid=${SHARER}&date=2026-13-01&date2=2026-13-02`),
      400,
    );
  });

  it('top sharers and top posts over a range, biggest first', async () => {
    const sharers = await h.req('GET', `/stats/get_top_share_by_day?mdate=${FROM}&mdate2=${TO}`);
    expect(sharers.body.data.length).toBeGreaterThan(20);
    const row = sharers.body.data[0];
    expect(row).toEqual({ uid: expect.any(Number), name: expect.any(String), sumtotal: expect.any(Number) });
    const totals = sharers.body.data.map((r: { sumtotal: number }) => r.sumtotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const posts = await h.req('GET', `/stats/get_top_click_by_day?mdate=${FROM}&mdate2=${TO}&list=40`);
    expect(posts.body.data).toHaveLength(40);
    expect(posts.body.data[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      des: expect.any(String),
      sum_total: expect.any(Number),
      key: expect.any(String),
      uid: expect.any(Number),
    });
    const cat = await h.req('GET', `/stats/get_top_click_by_day?mdate=${FROM}&mdate2=${TO}&list=30&cat=2`);
    expect(cat.body.data.length).toBeLessThanOrEqual(30);
    // Today alone is smaller than the whole range.
    const today = await h.req('GET', '/stats/get_top_share_by_day');
    const sum = (rs: Array<{ sumtotal: number }>) => rs.reduce((a, r) => a + r.sumtotal, 0);
    expect(sum(today.body.data)).toBeLessThan(sum(sharers.body.data));
  });

  it("a new click shows up in today's statistics", async () => {
    const key = (await h.req('GET', '/api/posts/40')).body.data.attributes.key;
    const before = await h.req('GET', `/stats/get_who_shared_by_key?key=${key}`);
    const mine = (r: typeof before) =>
      r.body.data.find((x: { uid: number }) => x.uid === SHARER)?.sum_total ?? 0;
    await h.req('GET', `/s/${key}/${SHARER}`, { headers: { 'user-agent': 'stats-test' } });
    const after = await h.req('GET', `/stats/get_who_shared_by_key?key=${key}`);
    expect(mine(after)).toBe(mine(before) + 1);
    expect(after.body.data[0]).toMatchObject({ key, id: 40 });
    const top = await h.req('GET', `/stats/get_top_share_by_day?mdate=${TO}&mdate2=${TO}`);
    expect(top.body.data.some((r: { uid: number }) => r.uid === SHARER)).toBe(true);
    expectError(await h.req('GET', '/stats/get_who_shared_by_key?key=nope'), 404);
    expectError(await h.req('GET', '/stats/getone'), 400);
  });

  it('creators shared most, active members, profile types, organisations', async () => {
    const creators = await h.req('GET', `/stats/creator_been_shared_by_day?day=${FROM}&day2=${TO}`);
    expect(creators.body.data.length).toBe(12);
    expect(creators.body.data[0]).toEqual({
      uid: expect.any(Number),
      name: expect.any(String),
      total: expect.any(Number),
    });
    const logs = await h.req('GET', `/stats/user_log_by_date?day=${FROM}&day2=${TO}`);
    expect(logs.body.data.length).toBeGreaterThan(20);
    expect(logs.body.data[0]).toEqual({ user_id: expect.any(Number) });
    await h.req('POST', '/api/userpostlogs', { token: await h.login(44) });
    const again = await h.req('POST', '/api/userpostlogs', { token: await h.login(44) });
    expect(again.body.data.attributes).toMatchObject({ user_id: 44, day: TO });
    const todayLogs = await h.req('GET', `/stats/user_log_by_date?day=${TO}&day2=${TO}`);
    expect(todayLogs.body.data.filter((r: { user_id: number }) => r.user_id === 44)).toHaveLength(1);
    const types = await h.req('GET', '/stats/get_profile_type_num');
    expect(types.body.data).toEqual(expect.arrayContaining([{ type: 'creator', total: 12 }]));
    const orgs = await h.req('GET', '/stats/org1_org2');
    expect(orgs.body.data[0]).toEqual({
      org_1: expect.any(String),
      org_2: expect.any(String),
      nums: expect.any(Number),
    });
    expect(orgs.body.data.map((r: { org_1: string }) => r.org_1)).toContain('นครหลวง');
  });

  it('what a member shared, and what others shared of a creator', async () => {
    const r = await h.req('GET', `/stats/getsharedbyuser?uid=${SHARER}`);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.length).toBeLessThanOrEqual(99);
    expect(r.body.data[0]).toEqual({
      key: expect.any(String),
      id: expect.any(Number),
      sum_total: expect.any(Number),
      uid: SHARER,
    });
    expect(r.body.meta.sum).toBe(
      r.body.data.reduce((a: number, x: { sum_total: number }) => a + x.sum_total, 0),
    );
    expect(r.body.meta).toMatchObject({ share: r.body.data.length, posts: 0 });
    const ranged = await h.req('GET', `/stats/getsharedbyuser?uid=${SHARER}&date=${TO}&date2=${TO}`);
    expect(ranged.body.meta.sum).toBeLessThan(r.body.meta.sum);
    const creator = await h.req('GET', `/stats/get_top_click_by_uid?uid=${CREATOR}`);
    expect(creator.body.data.length).toBeGreaterThan(0);
    const own = (
      await h.req('GET', `/api/posts?filters[uid][$eq]=${CREATOR}&pagination[pageSize]=100`)
    ).body.data.map((p: { id: number }) => p.id);
    for (const row of creator.body.data) expect(own).toContain(row.id);
    expect((await h.req('GET', `/stats/getsharedbyuser?uid=${CREATOR}`)).body.meta.posts).toBe(own.length);
    expectError(await h.req('GET', '/stats/getsharedbyuser?uid=abc'), 400);
  });

  it('ranking statistics are reused for STATS_CACHE_SECONDS, then recomputed', async () => {
    const app = createApp({
      database: h.database,
      config: { ...h.config, statsCacheSeconds: 30 },
      now: () => h.clock.now,
    });
    const url = `/stats/get_top_share_by_day?mdate=${TO}&mdate2=${TO}`;
    const first = await app.request(url);
    const body = await first.json();
    expect(first.headers.get('x-cache')).toBeNull();
    const key = (await h.req('GET', '/api/posts/41')).body.data.attributes.key;
    await h.req('GET', `/s/${key}/${SHARER}`, { headers: { 'user-agent': 'cache-test' } });
    const second = await app.request(url);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.json()).toEqual(body);
    h.clock.now = new Date(h.clock.now.getTime() + 31_000);
    try {
      const third = await app.request(url);
      expect(third.headers.get('x-cache')).toBeNull();
      expect(await third.json()).not.toEqual(body);
    } finally {
      h.clock.now = NOW;
    }
  });

  it('cached profile cards by uid list', async () => {
    const r = await h.req('GET', '/stats/cache/profiles/get?uids=3,2,999');
    // In the order asked, whatever order the database returns the rows in.
    expect(r.body.data.map((p: { uid: number }) => p.uid)).toEqual([3, 2]);
    const many = await h.req('GET', '/stats/cache/profiles/get?uids=44,1,20,3,2');
    expect(many.body.data.map((p: { uid: number }) => p.uid)).toEqual([44, 1, 20, 3, 2]);
    expect(r.body.data[0]).toEqual({
      uid: expect.any(Number),
      name: expect.any(String),
      picture: expect.anything(),
      at: expect.anything(),
      type: 'creator',
    });
    expectError(await h.req('GET', '/stats/cache/profiles/get?uids=1,x'), 400);
    expectError(await h.req('GET', '/stats/cache/profiles/get'), 400);
  });
});
