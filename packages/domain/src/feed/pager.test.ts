import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerPages } from './pager';

describe('pagerPages', () => {
  it('centres the current page', () => {
    expect(pagerPages(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps the window full at either end', () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are few', () => {
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 0)).toEqual([]);
  });

  it('clamps a page out of range', () => {
    expect(pagerPages(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(Number.NaN, 7, 1)).toEqual([1, 2, 3]);
  });

  it('always lists consecutive pages that include the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(4),
        (page, count, span) => {
          const pages = pagerPages(page, count, span);
          expect(pages).toContain(Math.min(page, count));
          expect(pages.length).toBe(Math.min(count, 2 * span + 1));
          expect(pages).toEqual(pages.map((_, i) => pages[0]! + i));
          expect(pages[0]).toBeGreaterThanOrEqual(1);
          expect(pages.at(-1)).toBeLessThanOrEqual(count);
        },
      ),
    );
  });
});
