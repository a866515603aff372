/**
 * A back-office list's state lives in its address (ADR 036: the app owns sort, filters and page):
 * `?page=2&sort=price:desc&state=draft`. The loader reads it with `listQuery`; the screen writes
 * it back with `withQuery` (filters and sort go back to page 1).
 */

/** The most rows a back-office list shows on one page. */
export const STAFF_PAGE_SIZE = 25;

/** A list's paging, sort and filters as the address gives them. */
export interface ListQuery<F extends string> {
  page: number;
  /** `field` or `field:desc`, one of the list's sortable fields; undefined for the list's own order. */
  sort: string | undefined;
  /** Each known filter's value ('' when not set). */
  filters: Record<F, string>;
}

/**
 * Reads `url`'s list state: a page from 1 (anything else is page 1), a sort by one of `sortable`
 * (else none), and the values of `filters`, each kept only when `allowed(name, value)` says so.
 */
export function listQuery<F extends string>(
  url: URL,
  options: {
    sortable?: readonly string[];
    filters?: readonly F[];
    allowed?: (name: F, value: string) => boolean;
  } = {},
): ListQuery<F> {
  const params = url.searchParams;
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const rawSort = params.get('sort') ?? '';
  const m = /^(\w+)(:desc|:asc)?$/.exec(rawSort);
  const sort = m && options.sortable?.includes(m[1] as string) ? rawSort : undefined;
  const filters = {} as Record<F, string>;
  for (const name of options.filters ?? []) {
    const value = (params.get(name) ?? '').trim().slice(0, 200);
    filters[name] = value && (options.allowed?.(name, value) ?? true) ? value : '';
  }
  return { page, sort, filters };
}

/**
 * The address `path` with `search`'s parameters changed: a value of '' or null removes one. Any
 * change but the page's own goes back to page 1.
 */
export function withQuery(
  path: string,
  search: string,
  changes: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  if (!('page' in changes)) params.delete('page');
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The list's sort for `DataTable` (`price:desc` → price, descending). */
export function tableSort(
  sort: string | undefined,
): { column: string; direction: 'ascending' | 'descending' } | null {
  if (!sort) return null;
  const [column = '', dir] = sort.split(':');
  return { column, direction: dir === 'desc' ? 'descending' : 'ascending' };
}

/** The address form of a `DataTable` sort. */
export const sortParam = (sort: { column: string; direction: 'ascending' | 'descending' }) =>
  sort.direction === 'descending' ? `${sort.column}:desc` : sort.column;
