import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../test/mock-server';
import {
  getAllNotifications,
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
