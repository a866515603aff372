import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  applyCreator,
  applySharer,
  cancelCreatorApplication,
  getCreatorApplication,
  getSharerApplications,
} from './applications';

const ctx = setupMockApi();
const form = { name: 'สมชาย ใจบุญ', tel: '0812345678', lineid: 'somchai', address: '12 ถนนสุขุมวิท กรุงเทพฯ' };

describe('creator applications', () => {
  it('apply (bearer, data{name,tel,lineid,address}), read (filters user.id), cancel', async () => {
    ctx.signIn(2);
    const created = await applyCreator(ctx.client, form);
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/creator-subs',
      authorization: 'Bearer mock-jwt-2',
      json: { data: form },
    });
    expect(created).toMatchObject(form);
    const pending = await getCreatorApplication(ctx.client, 2);
    expect(queryOf(await ctx.last())).toMatchObject({ 'filters[user][id][$eq]': '2' });
    expect(pending?.id).toBe(created.id);
    await cancelCreatorApplication(ctx.client, created.id);
    expect(await ctx.last()).toMatchObject({ method: 'DELETE', path: `/api/creator-subs/${created.id}` });
    expect(await getCreatorApplication(ctx.client, 2)).toBeNull();
  });

  it("a missing field is refused: 'Cannot sub creator'", async () => {
    ctx.signIn(2);
    await expect(applyCreator(ctx.client, { ...form, address: '' })).rejects.toMatchObject({
      message: 'Cannot sub creator',
      status: 400,
    });
  });
});

describe('sharer applications', () => {
  it('apply without an address; list one member page by page', async () => {
    ctx.signIn(3);
    const created = await applySharer(ctx.client, { ...form, address: '' });
    expect(await ctx.last()).toMatchObject({
      path: '/api/sharer-subs',
      json: { data: { ...form, address: '' } },
    });
    const page = await getSharerApplications(ctx.client, { userId: 3, page: 1 });
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[user][id][$eq]': '3',
      'pagination[page]': '1',
      'pagination[pageSize]': '100',
    });
    expect(page.items.map((a) => a.id)).toContain(created.id);
  });

  it("a failure reads 'cannot get sharer_subs'", async () => {
    ctx.signIn(3);
    ctx.mock.fail('GET /api/sharer-subs', 500);
    await expect(getSharerApplications(ctx.client)).rejects.toMatchObject({
      message: 'cannot get sharer_subs',
    });
  });
});
