import { describe, expect, it } from 'vitest';
import { collapseStatsList, medalForRank, sharedClickTier, TOP_LIST_SIZE, topClickTier } from './lists';

describe('collapseStatsList', () => {
  const rows = Array.from({ length: 25 }, (_, i) => `row${i + 1}`);

  it('shows 20 rows and a more button until expanded', () => {
    expect(TOP_LIST_SIZE).toBe(20);
    const collapsed = collapseStatsList(rows, false);
    expect(collapsed.rows).toHaveLength(20);
    expect(collapsed.hasMore).toBe(true);
    const expanded = collapseStatsList(rows, true);
    expect(expanded.rows).toHaveLength(25);
    expect(expanded.hasMore).toBe(false);
  });

  it('has no more button when 20 rows or fewer', () => {
    expect(collapseStatsList(rows.slice(0, 20), false).hasMore).toBe(false);
    expect(collapseStatsList([], false)).toEqual({ rows: [], hasMore: false });
  });

  it('ranks from 1 with medals on the first three', () => {
    const { rows: shown } = collapseStatsList(rows, false);
    expect(shown.slice(0, 4)).toEqual([
      { row: 'row1', rank: 1, medal: 'gold' },
      { row: 'row2', rank: 2, medal: 'silver' },
      { row: 'row3', rank: 3, medal: 'bronze' },
      { row: 'row4', rank: 4, medal: null },
    ]);
  });

  it('gives no medal to ranks outside 1 to 3', () => {
    expect(medalForRank(0)).toBeNull();
    expect(medalForRank(1.5)).toBeNull();
    expect(medalForRank(4)).toBeNull();
  });
});

describe('click icon tiers', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [1, 1],
    [100, 1],
    [101, 2],
    [500, 2],
    [501, 3],
    [1000, 3],
    [1001, 4],
  ])('a shared post with %d clicks has tier %d', (clicks, tier) => {
    expect(sharedClickTier(clicks)).toBe(tier);
  });

  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [499, 2],
    [500, 3],
    [999, 3],
    [1000, 4],
    [50000, 4],
  ])('a top-clicked post with %d clicks has tier %d', (clicks, tier) => {
    expect(topClickTier(clicks)).toBe(tier);
  });
});
