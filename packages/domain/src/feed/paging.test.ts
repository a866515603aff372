import { describe, expect, it } from 'vitest';
import { appendPage, emptyPagedList, nextPage } from './paging';

describe('paged lists (comments: 3 a page, load more until an empty page)', () => {
  it('starts at page 1 and moves on after each page', () => {
    let list = emptyPagedList<{ id: number }>();
    expect(nextPage(list)).toBe(1);
    list = appendPage(list, [{ id: 9 }, { id: 8 }, { id: 7 }]);
    expect(list).toEqual({ items: [{ id: 9 }, { id: 8 }, { id: 7 }], page: 1, done: false });
    expect(nextPage(list)).toBe(2);
  });

  it('keeps the button after a short page and hides it after an empty one', () => {
    let list = appendPage(emptyPagedList<{ id: number }>(), [{ id: 3 }]);
    expect(list.done).toBe(false);
    list = appendPage(list, []);
    expect(list.done).toBe(true);
    expect(list.page).toBe(1);
    expect(nextPage(list)).toBeNull();
    expect(appendPage(list, [{ id: 1 }])).toBe(list);
  });

  it('does not add an item twice when pages shift under new comments', () => {
    let list = appendPage(emptyPagedList<{ id: number }>(), [{ id: 5 }, { id: 4 }, { id: 3 }]);
    list = appendPage(list, [{ id: 3 }, { id: 2 }, { id: 2 }]);
    expect(list.items.map((c) => c.id)).toEqual([5, 4, 3, 2]);
    expect(list.page).toBe(2);
  });
});
