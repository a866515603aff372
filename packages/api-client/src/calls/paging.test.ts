import { describe, expect, it } from 'vitest';
import type { Page } from '../plain';
import { queryOf, setupMockApi } from '../test/mock-server';
import { collectPages, getAllProfiles, getAllSharerApplications } from './paging';

const ctx = setupMockApi();

describe('reading lists to the end', () => {
  it('collectPages stops at pageCount and at an empty page, and respects maxPages', async () => {
    const asked: number[] = [];
    const load = async (page: number): Promise<Page<number>> => {
      asked.push(page);
      return { items: [page * 10, page * 10 + 1], page, pageSize: 2, pageCount: 3, total: 6 };
    };
    expect(await collectPages(load)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(asked).toEqual([1, 2, 3]);
    expect(await collectPages(load, { maxPages: 2 })).toEqual([10, 11, 20, 21]);
    const empty = async (page: number): Promise<Page<number>> => ({
      items: [],
      page,
      pageSize: 2,
      pageCount: 9,
      total: 0,
    });
    expect(await collectPages(empty)).toEqual([]);
  });

  it('getAllProfiles: 100 a request, with the bearer, until pageCount', async () => {
    ctx.signIn(1);
    const pages: number[] = [];
    const profiles = await getAllProfiles(ctx.client, (page) => pages.push(page.page));
    const requests = await ctx.requests();
    expect(requests.every((r) => r.authorization === 'Bearer mock-jwt-1')).toBe(true);
    expect(requests.map((r) => queryOf(r)['pagination[pageSize]'])).toEqual(['100']);
    expect(pages).toEqual([1]);
    expect(profiles.map((p) => p.uid)).toEqual(ctx.mock.db.profiles.map((p) => p.id));
  });

  it('getAllSharerApplications: every page', async () => {
    ctx.signIn(1);
    const all = await getAllSharerApplications(ctx.client);
    expect(all.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      ctx.mock.db.sharerSubs.map((s) => s.id).sort((a, b) => a - b),
    );
  });
});
