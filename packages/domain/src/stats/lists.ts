/** Statistics lists show this many rows until "...more..." is pressed. */
export const TOP_LIST_SIZE = 20;

/** The medal of the first three rows of a statistics list. */
export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** The medal of a 1-based rank, `null` past the third. */
export function medalForRank(rank: number): Medal | null {
  return Number.isInteger(rank) && rank >= 1 ? (MEDALS[rank - 1] ?? null) : null;
}

/** One shown row of a statistics list with its rank and medal. */
export interface RankedRow<T> {
  row: T;
  rank: number;
  medal: Medal | null;
}

/** A statistics list as shown: collapsed to 20 rows until expanded, ranks from 1, medals on the first three. */
export function collapseStatsList<T>(
  rows: readonly T[],
  expanded: boolean,
  size = TOP_LIST_SIZE,
): { rows: RankedRow<T>[]; hasMore: boolean } {
  const visible = expanded ? rows : rows.slice(0, size);
  return {
    rows: visible.map((row, i) => ({ row, rank: i + 1, medal: medalForRank(i + 1) })),
    hasMore: !expanded && rows.length > size,
  };
}

/** The click-count icon tier of a shared post: 0 for no clicks, then more than 0, 100, 500, 1000. */
export type ClickTier = 0 | 1 | 2 | 3 | 4;

/** Icon tier of a post's clicks on the share-statistics tab: above 0 → 1, above 100 → 2, above 500 → 3, above 1000 → 4. */
export function sharedClickTier(clicks: number): ClickTier {
  if (!(clicks > 0)) return 0;
  if (clicks > 1000) return 4;
  if (clicks > 500) return 3;
  if (clicks > 100) return 2;
  return 1;
}

/** Icon tier of a top-clicked post: under 100 → 1, 100–499 → 2, 500–999 → 3, 1000 and over → 4. */
export function topClickTier(clicks: number): Exclude<ClickTier, 0> {
  if (clicks >= 1000) return 4;
  if (clicks >= 500) return 3;
  if (clicks >= 100) return 2;
  return 1;
}
