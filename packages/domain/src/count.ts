/** Counts as the product writes them (likes, points, shares, a basket's badge). */
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators (`1234567` → `'1,234,567'`); numeric strings are accepted, anything else shows `'0'`. */
export function formatCount(n: number | string | null | undefined): string {
  const value = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  return typeof value === 'number' && Number.isFinite(value) ? countFormat.format(value) : '0';
}
