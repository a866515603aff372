import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleFeedPage, type FeedItem, topPostsOnePerAuthor } from './assemble';

const post = (id: number, uid: number | null = id * 10): FeedItem => ({ id, uid });
const ids = (items: FeedItem[]) => items.map((p) => p.id);

describe('topPostsOnePerAuthor', () => {
  it('keeps the best post of each author in rank order', () => {
    expect(ids(topPostsOnePerAuthor([post(1, 7), post(2, 8), post(3, 7), post(4, 9), post(2, 8)]))).toEqual([
      1, 2, 4,
    ]);
  });

  it('keeps every post without an author', () => {
    expect(ids(topPostsOnePerAuthor([post(1, null), post(2, null)]))).toEqual([1, 2]);
    expect(ids(topPostsOnePerAuthor([{ id: 3 }, { id: 4 }]))).toEqual([3, 4]);
  });
});

describe('assembleFeedPage', () => {
  it('puts pinned posts at the very top, then top posts one per author, then the page', () => {
    const page = assembleFeedPage({
      page: 1,
      pinned: [post(100), post(101)],
      topOfDay: [post(50, 1), post(51, 1), post(52, 2)],
      posts: [post(60), post(59), post(58)],
    });
    expect(ids(page)).toEqual([100, 101, 50, 52, 60, 59, 58]);
  });

  it('shows no post twice on page 1', () => {
    const page = assembleFeedPage({
      page: 1,
      pinned: [post(10)],
      topOfDay: [post(10), post(20), post(30)],
      posts: [post(30), post(40), post(20), post(40)],
    });
    expect(ids(page)).toEqual([10, 20, 30, 40]);
  });

  it('leaves pinned and top posts out of later pages', () => {
    const page = assembleFeedPage({
      page: 2,
      pinned: [post(100)],
      topOfDay: [post(50, 1), post(52, 2)],
      posts: [post(52, 2), post(48), post(100), post(47)],
    });
    expect(ids(page)).toEqual([48, 47]);
  });

  it('still shows a top post that lost to its author’s better post', () => {
    // Post 51 is not shown on page 1 (its author's 50 is), so it may appear in its own place later.
    const page = assembleFeedPage({
      page: 2,
      topOfDay: [post(50, 1), post(51, 1)],
      posts: [post(51, 1), post(49)],
    });
    expect(ids(page)).toEqual([51, 49]);
  });

  it('loads page 1 directly when there are no top posts or pins', () => {
    expect(ids(assembleFeedPage({ page: 1, posts: [post(3), post(2)] }))).toEqual([3, 2]);
  });

  it('never repeats a post, puts pins first on page 1 and keeps every page post not shown above', () => {
    const item = fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      uid: fc.option(fc.integer({ min: 1, max: 5 })),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(item, { maxLength: 4 }),
        fc.array(item, { maxLength: 6 }),
        fc.array(item, { maxLength: 10 }),
        (pageNo, pinned, topOfDay, posts) => {
          const page = assembleFeedPage({ page: pageNo, pinned, topOfDay, posts });
          const out = ids(page);
          expect(new Set(out).size).toBe(out.length);
          const above = new Set([...pinned, ...topPostsOnePerAuthor(topOfDay)].map((p) => p.id));
          for (const p of posts) if (!above.has(p.id)) expect(out).toContain(p.id);
          if (pageNo === 1) {
            const pinnedIds = [...new Set(pinned.map((p) => p.id))];
            expect(out.slice(0, pinnedIds.length)).toEqual(pinnedIds);
          } else {
            for (const id of out) expect(above.has(id)).toBe(false);
          }
        },
      ),
    );
  });
});
