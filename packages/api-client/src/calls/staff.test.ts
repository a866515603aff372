import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import { applyCreator, getSharerApplications } from './applications';
import { getOrgMembersPage } from './organisation';
import {
  getPendingCreatorApplications,
  getServiceOrganisations,
  isStaffMember,
  reviewCreatorApplication,
} from './staff';

const ctx = setupMockApi();
const form = { name: 'สมชาย ใจบุญ', tel: '0812345678', lineid: 'somchai', address: '12 ถนนสุขุมวิท กรุงเทพฯ' };

describe('staff review (ADR 030)', () => {
  it('the staff flag: member 1 is staff, others are not', async () => {
    ctx.signIn(1);
    expect(await isStaffMember(ctx.client)).toBe(true);
    expect(await ctx.last()).toMatchObject({
      method: 'GET',
      path: '/api/staff/me',
      authorization: 'Bearer mock-jwt-1',
    });
    ctx.signIn(4);
    expect(await isStaffMember(ctx.client)).toBe(false);
  });

  it('lists pending applications page by page and approves one: the member becomes a creator', async () => {
    ctx.signIn(3);
    const created = await applyCreator(ctx.client, form);
    ctx.signIn(1);
    const page = await getPendingCreatorApplications(ctx.client, { page: 1, pageSize: 10 });
    expect(queryOf(await ctx.last())).toMatchObject({ page: '1', pageSize: '10' });
    const mine = page.items.find((a) => a.id === created.id);
    expect(mine).toMatchObject({ ...form, member: { id: 3, posts: expect.any(Number) } });
    expect(await reviewCreatorApplication(ctx.client, created.id, 'approved')).toEqual({
      id: created.id,
      userId: 3,
      decision: 'approved',
    });
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: `/api/staff/creator-applications/${created.id}/approve`,
    });
    expect((await getPendingCreatorApplications(ctx.client)).items.some((a) => a.id === created.id)).toBe(
      false,
    );
  });

  it('a member is refused (403); rejecting posts to /reject', async () => {
    ctx.signIn(3);
    const created = await applyCreator(ctx.client, form);
    await expect(getPendingCreatorApplications(ctx.client)).rejects.toMatchObject({ status: 403 });
    await expect(reviewCreatorApplication(ctx.client, created.id, 'rejected')).rejects.toMatchObject({
      status: 403,
    });
    ctx.signIn(1);
    const out = await reviewCreatorApplication(ctx.client, created.id, 'rejected');
    expect(out.decision).toBe('rejected');
    expect(await ctx.last()).toMatchObject({ path: `/api/staff/creator-applications/${created.id}/reject` });
  });

  it('the organisation directory of the service, by level-1 group', async () => {
    const units = await getServiceOrganisations(ctx.client, 'ภูมิภาค');
    expect(queryOf(await ctx.last())).toEqual({ category: 'ภูมิภาค' });
    expect(units).toEqual(['ภาค 1', 'ภาค 2', 'ภาค 3', 'ศูนย์ประสานงาน', 'กองงานพิเศษ']);
  });

  it('sharer applications carry the applicant id and filter by a list of members', async () => {
    ctx.signIn(1);
    const page = await getSharerApplications(ctx.client, { userIds: [2, 4] });
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[user][id][$in][0]': '2',
      'filters[user][id][$in][1]': '4',
      'populate[0]': 'user',
    });
    for (const app of page.items) expect([2, 4]).toContain(app.userId);
  });

  it('the members of one organisation unit, 50 a page', async () => {
    ctx.signIn(1);
    const page = await getOrgMembersPage(ctx.client, { org1: 'ภูมิภาค', org2: 'ภาคใต้', page: 2 });
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[org1][$eq]': 'ภูมิภาค',
      'filters[org2][$eq]': 'ภาคใต้',
      'pagination[page]': '2',
      'pagination[pageSize]': '50',
    });
    expect(page.page).toBe(2);
  });
});
