import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mock-server';
import {
  getAllNotifications,
  getBellFeed,
  getBellNotifications,
  logUserVisit,
  markNotificationRead,
} from './notifications';

const ctx = setupMockApi();

describe('notifications', () => {
  it('getAllNotifications: bearer, limit 100, newest first', async () => {
    ctx.signIn(2);
    const all = await getAllNotifications(ctx.client);
    const request = await ctx.last();
    expect(request).toMatchObject({ path: '/api/getallnoti', authorization: 'Bearer mock-jwt-2' });
    expect(request.query).toEqual([['limit', '100']]);
    expect(all).toHaveLength(6);
    expect(all.map((n) => n.id)).toEqual([...all.map((n) => n.id)].sort((a, b) => b - a));
    expect(all[0]?.msg).toContain('<b>');
  });

  it('getBellNotifications: the first 4 unread, id desc; markNotificationRead removes one from the bell', async () => {
    ctx.signIn(3);
    const bell = await getBellNotifications(ctx.client);
    expect((await ctx.last()).path).toBe('/api/getnoti');
    expect(bell).toHaveLength(4);
    expect(bell.every((n) => !n.read)).toBe(true);
    const read = await markNotificationRead(ctx.client, bell[0]?.id as number);
    expect(await ctx.last()).toMatchObject({ method: 'PUT', path: `/api/readnoti/${bell[0]?.id}` });
    expect(read.read).toBe(true);
    expect((await getBellNotifications(ctx.client)).map((n) => n.id)).not.toContain(bell[0]?.id);
  });

  it("getBellFeed: the first 4 and the service's meta.unread (all unread, not only the listed)", async () => {
    ctx.signIn(5);
    const all = await getAllNotifications(ctx.client);
    const unread = all.filter((n) => !n.read).length;
    expect(unread).toBeGreaterThan(0);
    const feed = await getBellFeed(ctx.client);
    expect(feed.items).toHaveLength(Math.min(4, unread));
    expect(feed.unread).toBe(unread);
    await markNotificationRead(ctx.client, feed.items[0]?.id as number);
    expect((await getBellFeed(ctx.client)).unread).toBe(unread - 1);
    // The count is the service's, even when it lists fewer (here none) than are unread.
    ctx.use(
      http.get(`${ctx.client.api}/getnoti`, () => HttpResponse.json({ data: [], meta: { unread: 42 } })),
    );
    expect(await getBellFeed(ctx.client)).toEqual({ items: [], unread: 42 });
  });

  it('getBellFeed: without meta.unread the listed unread items are counted', async () => {
    ctx.signIn(3);
    const item = (id: number, read: boolean) => ({
      id,
      attributes: { msg: `m${id}`, read, createdAt: '2026-01-01T00:00:00.000Z' },
    });
    ctx.use(
      http.get(`${ctx.client.api}/getnoti`, () =>
        HttpResponse.json({ data: [item(1, false), item(2, true), item(3, false)] }),
      ),
    );
    const feed = await getBellFeed(ctx.client);
    expect(feed.unread).toBe(2);
    expect(feed.items.map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('signed out: 401; with an expired token: 401 and onUnauthorized', async () => {
    await expect(getAllNotifications(ctx.client)).rejects.toMatchObject({ status: 401 });
    expect(ctx.unauthorized.count).toBe(0);
    ctx.signIn(999);
    await expect(getBellNotifications(ctx.client)).rejects.toMatchObject({ status: 401 });
    expect(ctx.unauthorized.count).toBe(1);
  });

  it('logUserVisit: POST /api/userpostlogs with bearer and no body', async () => {
    ctx.signIn(4);
    await logUserVisit(ctx.client);
    const request = await ctx.last();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/userpostlogs',
      authorization: 'Bearer mock-jwt-4',
      json: null,
    });
    expect(ctx.mock.db.userLogs.at(-1)?.userId).toBe(4);
  });
});
