/**
 * Rankings over a range of Bangkok days from the per-day click aggregates (ADR 021). One day reads
 * that day's ranking index, the whole history the all-time totals, the last 7 or 30 days their
 * window's (migration 0006); any other range reads each of its days' rows packed into one value
 * (`click_day_packs`, migration 0007) and sums them here: one row per day instead of tens of
 * thousands of rows summed by the database. The answer is always the exact ranking.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from './db/client.js';
import { addDays, bangkokToday } from './rules.js';

/** A ranked key (post or member id) and its clicks. */
export type Ranked = { id: number; n: number };

/** One ranking's tables: per-day rows, all-time totals, the key column and the order of ties. */
export type RankingSource = {
  days: 'click_days_posts' | 'click_days_sharers' | 'click_days_creators';
  totals: 'click_post_totals' | 'click_sharer_totals' | 'click_creator_totals';
  /** The windows ending today (migration 0006): the last `len` days' sums, ranked. */
  window: 'click_window_posts' | 'click_window_sharers' | 'click_window_creators';
  id: 'post_id' | 'sharer_id' | 'creator_id';
  /** Ties: the higher id first (`desc`, posts) or the lower (`asc`, members). */
  ties: 'asc' | 'desc';
  /** Its packs in `click_day_packs` (migration 0007): 1 posts, 2 sharers, 3 creators. */
  kind: 1 | 2 | 3;
};

/** The three rankings' sources: posts, sharers and creators (clicks by others on their posts). */
export const SOURCES = {
  post: {
    days: 'click_days_posts',
    totals: 'click_post_totals',
    window: 'click_window_posts',
    id: 'post_id',
    ties: 'desc',
    kind: 1,
  },
  sharer: {
    days: 'click_days_sharers',
    totals: 'click_sharer_totals',
    window: 'click_window_sharers',
    id: 'sharer_id',
    ties: 'asc',
    kind: 2,
  },
  creator: {
    days: 'click_days_creators',
    totals: 'click_creator_totals',
    window: 'click_window_creators',
    id: 'creator_id',
    ties: 'asc',
    kind: 3,
  },
} as const satisfies Record<string, RankingSource>;

/**
 * The range clipped to the days that have clicks: none, all of them, one day or several. `window`:
 * the length of a window (`click_windows`) holding exactly the range's clicks, when one does.
 */
export type Span = {
  kind: 'none' | 'all' | 'day' | 'range';
  from: string;
  to: string;
  window?: number;
  /**
   * `window` was guessed from the range itself (not clipped): it answers only when it ends on `to`
   * — its days are then exactly the range's —, else the all-time totals when every click falls
   * inside the range; an empty answer means "ask again with the clipped range".
   */
  guessed?: boolean;
  /**
   * The service's Bangkok today: packs are stored only for days before it (today's rows still
   * change). Defaults to the clock's.
   */
  today?: string;
};

/** A window of `len` days ending on `asOf` (`click_windows`; `asOf` null before any click). */
export type Window = { len: number; asOf: string | null };

/**
 * The window whose clicks are exactly the range's: the same days once both are clipped to the days
 * that have clicks (`lo`..`hi`; `from`..`to` already are).
 */
export function windowFor(windows: Window[], from: string, to: string, lo: string, hi: string) {
  for (const w of windows) {
    if (!w.asOf) continue;
    const start = addDays(w.asOf, 1 - w.len);
    const a = start > lo ? start : lo;
    const b = w.asOf < hi ? w.asOf : hi;
    if (a === from && b === to) return w.len;
  }
  return undefined;
}

/** `a` ranks before `b`: more clicks, then the tie order. */
export function ranksBefore(a: Ranked, b: Ranked, ties: 'asc' | 'desc'): boolean {
  if (a.n !== b.n) return a.n > b.n;
  return ties === 'desc' ? a.id > b.id : a.id < b.id;
}

/** Columns of the ranked keys' own rows to answer with, read in the same statement where it can. */
export type Detail = { table: 'posts' | 'members'; columns: readonly string[] };

/** A ranked key with the columns of its row (`detail`), when they were read with it. */
export type RankedWith = Ranked & { detail?: Record<string, unknown> };

/**
 * The exact top `limit` keys of `source` over the span, ranked (more clicks first, ties by
 * `source.ties`). `cat` keeps only posts of that category (posts only). With `detail`, the
 * one-statement answers (one day, a window, the whole history) carry those columns of each key's
 * row (`posts` or `members`, by id): one round trip fewer; the others carry none.
 */
export async function rankRange(
  db: Executor,
  source: RankingSource,
  span: Span,
  limit: number,
  cat?: number,
  /** Told how the answer was found (tests): a window, or the range's packed days. */
  trace?: (how: 'window' | 'packs') => void,
  detail?: Detail,
): Promise<RankedWith[]> {
  const id = sql.raw(`a.${source.id}`);
  const dir = sql.raw(source.ties);
  const catJoin = cat === undefined ? sql`` : sql` join posts p on p.id = ${id} and p.cat_id = ${cat}`;
  const cols = detail?.columns ?? [];
  const detailCols = sql.raw(cols.map((c) => `, d.${c} as d_${c}`).join(''));
  const detailJoin = detail ? sql.raw(` join ${detail.table} d on d.id = a.${source.id}`) : sql``;
  const select = (from: SQL, where: SQL) =>
    sql`select ${id} as id, a.n${detailCols} from ${from} a${catJoin}${detailJoin} where ${where}
        order by a.n desc, ${id} ${dir} limit ${limit}`;
  const ranked = async (from: SQL, where: SQL, statement = select(from, where)) =>
    (await rows<Ranked & Record<string, unknown>>(db, statement)).map((r) => {
      const out: RankedWith = num(r);
      if (detail) out.detail = Object.fromEntries(cols.map((c) => [c, r[`d_${c}`]]));
      return out;
    });
  if (span.kind === 'none') return [];
  if (span.kind === 'all') return ranked(sql.raw(source.totals), sql`true`);
  const days = sql.raw(source.days);
  if (span.kind === 'day') return ranked(days, sql`a.day = ${span.from}::date`);
  if (span.window !== undefined) {
    trace?.('window');
    if (!span.guessed) return ranked(sql.raw(source.window), sql`a.len = ${span.window}`);
    // Guessed from the range itself: the window when it ends on the range's last day, else the
    // all-time totals when no click falls outside the range, else nothing (the caller asks again).
    const ends = sql`exists (select 1 from click_windows w where w.len = ${span.window} and w.as_of = ${span.to}::date)`;
    const covers = sql`not exists (select 1 from click_days_posts x where x.day < ${span.from}::date)
      and not exists (select 1 from click_days_posts x where x.day > ${span.to}::date)`;
    const window = select(sql.raw(source.window), sql`a.len = ${span.window} and ${ends}`);
    const all = select(sql.raw(source.totals), sql`not ${ends} and ${covers}`);
    return ranked(
      sql``,
      sql``,
      sql`select * from ((${window}) union all (${all})) u order by n desc, id ${dir}`,
    );
  }

  trace?.('packs');
  const packs = await rows<{ data: Uint8Array }>(db, packedDays(source, span));
  return topOfPacks(
    packs.map((p) => p.data),
    limit,
    source.ties,
    cat,
  );
}

/** Days in the span, both ends included. */
export const dayCount = (span: { from: string; to: string }) =>
  (Date.parse(span.to) - Date.parse(span.from)) / 86_400_000 + 1;

/**
 * Each day of the span that has rows, packed (`click_day_packs`): the stored pack, else packed now
 * by `click_day_pack`, which also stores it when the day is before today. The days are found by
 * skipping through the per-day table's `(day, …)` key: one index probe per day.
 */
export function packedDays(source: RankingSource, span: Span) {
  const days = sql.raw(source.days);
  const today = span.today ?? bangkokToday(new Date());
  return sql`with recursive d(day) as (
      select min(x.day) from ${days} x where x.day between ${span.from}::date and ${span.to}::date
      union all
      select (select min(x.day) from ${days} x where x.day > d.day and x.day <= ${span.to}::date)
      from d where d.day is not null
    )
    select coalesce(p.data, click_day_pack(${source.kind}::smallint, d.day, ${today}::date)) as data
    from d left join click_day_packs p on p.kind = ${source.kind} and p.day = d.day
    where d.day is not null`;
}

/** Bytes of one packed row: key, clicks and category, big-endian int4 each. */
const PACKED_ROW = 12;

/**
 * The exact top `limit` of the summed packs: every key's clicks over the packs (only rows of
 * category `cat` when given), ranked by clicks then `ties`. Linear in the rows: the sums in an array
 * indexed by key, the `limit`-th count found from a histogram of counts, and only the keys at or
 * above it sorted.
 */
export function topOfPacks(packs: Uint8Array[], limit: number, ties: 'asc' | 'desc', cat?: number): Ranked[] {
  const views = packs.map((p) => new DataView(p.buffer, p.byteOffset, p.byteLength));
  let maxKey = 0;
  let rowCount = 0;
  for (const v of views) {
    if (v.byteLength % PACKED_ROW !== 0) throw new Error('A click pack is not a whole number of rows');
    rowCount += v.byteLength / PACKED_ROW;
    // Rows are in key order: the last row holds the day's highest key.
    if (v.byteLength > 0) maxKey = Math.max(maxKey, v.getInt32(v.byteLength - PACKED_ROW));
  }
  // Keys are serial ids; a sparse key space past a few million sums in a map instead.
  const dense = maxKey <= Math.max(4 * rowCount, 1 << 20);
  const array = dense ? new Int32Array(maxKey + 1) : undefined;
  const map = dense ? undefined : new Map<number, number>();
  const keys: number[] = [];
  for (const v of views)
    for (let o = 0; o < v.byteLength; o += PACKED_ROW) {
      if (cat !== undefined && v.getInt32(o + 8) !== cat) continue;
      const key = v.getInt32(o);
      const n = v.getInt32(o + 4);
      if (array) {
        if (array[key] === 0) keys.push(key);
        array[key]! += n;
      } else {
        const was = map!.get(key);
        if (was === undefined) keys.push(key);
        map!.set(key, (was ?? 0) + n);
      }
    }
  const sum = array ? (k: number) => array[k]! : (k: number) => map!.get(k)!;
  // The limit-th count: counts from the highest down until `limit` keys are covered.
  const histogram = new Map<number, number>();
  for (const k of keys) {
    const n = sum(k);
    histogram.set(n, (histogram.get(n) ?? 0) + 1);
  }
  let threshold = 0;
  let covered = 0;
  for (const n of [...histogram.keys()].sort((a, b) => b - a)) {
    threshold = n;
    covered += histogram.get(n)!;
    if (covered >= limit) break;
  }
  return keys
    .filter((k) => sum(k) >= threshold && sum(k) > 0)
    .map((k) => ({ id: k, n: sum(k) }))
    .sort((a, b) => (ranksBefore(a, b, ties) ? -1 : 1))
    .slice(0, limit);
}

const num = (r: Ranked): Ranked => ({ id: Number(r.id), n: Number(r.n) });
