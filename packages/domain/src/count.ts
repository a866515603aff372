/**
 * Counts as the product writes them (likes, points, shares, a basket's badge): as Intl's `en-US`
 * number format writes them with no fraction digits. Whole numbers below 10^21 (every count) are
 * grouped here: a page's first Intl object costs the browser its ICU data, and a feed's first screen
 * writes dozens of counts. Intl, made on first use, writes the rest.
 */
let countFormat: Intl.NumberFormat | undefined;

/** Below this, `String` writes a whole number's digits without an exponent. */
const PLAIN_DIGITS_BELOW = 1e21;

/** A count with thousands separators (`1234567` → `'1,234,567'`); numeric strings are accepted, anything else shows `'0'`. */
export function formatCount(n: number | string | null | undefined): string {
  const value = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '0';
  // Intl rounds half away from zero, and keeps the sign of a negative that rounds to 0 ('-0').
  const rounded = Math.round(Math.abs(value));
  if (rounded < PLAIN_DIGITS_BELOW) {
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    return sign + String(rounded).replace(/\B(?=(\d{3})+$)/g, ',');
  }
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return countFormat.format(value);
}
