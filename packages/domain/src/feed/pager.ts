/** The page numbers a pager shows around the current page (between its ใหม่ and เก่า ends). */
export function pagerPages(current: number, pageCount: number, span = 2): number[] {
  const count = Math.max(0, Math.trunc(pageCount));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), count);
  const width = Math.max(0, Math.trunc(span));
  // Keep the window full near either end rather than shrinking it.
  const first = Math.max(1, Math.min(page - width, count - 2 * width));
  const last = Math.min(count, first + 2 * width);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
