/** A list loaded page by page until an empty page (comments, feed, directory). */
export interface PagedList<T> {
  items: T[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** True once an empty page came back: no "load more" any longer. */
  done: boolean;
}

/** A list before its first page. */
export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], page: 0, done: false };
}

/** The page to load next, or `null` when the list is done. */
export function nextPage(list: PagedList<unknown>): number | null {
  return list.done ? null : list.page + 1;
}

/**
 * Adds a loaded page: an empty page ends the list (the product description loads more "until an empty page"), and
 * items already present (same id) are not added twice.
 */
export function appendPage<T extends { id: number | string }>(
  list: PagedList<T>,
  pageItems: readonly T[],
): PagedList<T> {
  if (list.done) return list;
  if (pageItems.length === 0) return { ...list, done: true };
  const ids = new Set(list.items.map((item) => item.id));
  const fresh = pageItems.filter((item) => {
    if (ids.has(item.id)) return false;
    ids.add(item.id);
    return true;
  });
  return { items: [...list.items, ...fresh], page: list.page + 1, done: false };
}
