import type { Post } from '@lightbearers/api-client';
import { emptyPagedList, type PagedList } from '@lightbearers/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSiteClient } from '../../api';
import { ORIGIN, setupSiteApi } from '../../test/mockApi';
import { type FeedHead, type FeedQuery, loadFeedPage } from './loadFeed';

const { mock, requests } = setupSiteApi();
const client = createSiteClient({ baseUrl: ORIGIN });
const all: FeedQuery = { cat: null, types: null };

async function loadAll(query: FeedQuery = all) {
  let list: PagedList<Post> = emptyPagedList();
  let head: FeedHead = { pinned: [], topOfDay: [] };
  const known = new Set<number>();
  const pages: number[][] = [];
  for (let i = 0; i < 40 && !list.done; i++) {
    const before = list.items.length;
    const result = await loadFeedPage(client, query, list, head, known);
    for (const p of result.profiles) known.add(p.uid);
    list = result.list;
    head = result.head;
    pages.push(list.items.slice(before).map((p) => p.id));
  }
  return { list, head, pages, known };
}

describe('loadFeedPage', () => {
  it('puts the global pins first on page 1, never repeats a post, and stops at an empty page', async () => {
    const { list, head, pages } = await loadAll();
    const pinIds = mock.db.pins.filter((p) => p.attributes.uid === null).map((p) => p.attributes.pid);
    expect(head.pinned.map((p) => p.id)).toEqual(pinIds);
    expect(pages[0]?.slice(0, pinIds.length)).toEqual(pinIds);
    const ids = list.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every post of the service is in the feed exactly once, and the list ended.
    expect([...ids].sort((a, b) => a - b)).toEqual(mock.db.posts.map((p) => p.id).sort((a, b) => a - b));
    expect(list.done).toBe(true);
    expect(pages.at(-1)).toEqual([]);
  });

  it('loads each author’s profile once', async () => {
    const { list, known } = await loadAll();
    expect([...new Set(list.items.map((p) => p.uid))].every((uid) => known.has(uid))).toBe(true);
    const profileCalls = requests().filter((r) => r.startsWith('GET /api/profiles'));
    expect(profileCalls.length).toBeLessThanOrEqual(known.size);
  });

  it('a category feed has only that category and no global pins', async () => {
    const cat = mock.db.posts[0]?.attributes.cat?.data?.id ?? 1;
    const { list, head } = await loadAll({ cat, types: null });
    expect(head.pinned).toEqual([]);
    expect(list.items.length).toBeGreaterThan(0);
    for (const post of list.items) expect(post.category?.id).toBe(cat);
  });

  it('a failing page is thrown (the screen offers a retry); failing pins are left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mock.fail('GET /api/postpins', 500);
    const first = await loadFeedPage(client, all, emptyPagedList(), { pinned: [], topOfDay: [] }, new Set());
    expect(first.head.pinned).toEqual([]);
    expect(first.list.items.length).toBeGreaterThan(0);
    mock.fail('GET /api/posts', 500);
    await expect(loadFeedPage(client, all, first.list, first.head, new Set())).rejects.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
