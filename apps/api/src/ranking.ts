/**
 * Rankings over a range of Bangkok days from the per-day click aggregates (ADR 021, "ranking a
 * range of days"). One day reads that day's ranking index, the whole history the all-time totals,
 * the last 7 or 30 days their window's (migration 0006); any other range of several days takes a
 * bounded candidate set — each day's first rows in ranking order —,
 * sums the candidates exactly over the range and proves that no other key can enter the top: every
 * key that was not read is, on each day, at most that day's last value read, so its range sum is at
 * most the sum of those values. When the proof fails the lists are read deeper once, then the
 * range is summed in full. The answer is always the exact ranking.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from './db/client.js';
import { addDays } from './rules.js';

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
};

/** The three rankings' sources: posts, sharers and creators (clicks by others on their posts). */
export const SOURCES = {
  post: {
    days: 'click_days_posts',
    totals: 'click_post_totals',
    window: 'click_window_posts',
    id: 'post_id',
    ties: 'desc',
  },
  sharer: {
    days: 'click_days_sharers',
    totals: 'click_sharer_totals',
    window: 'click_window_sharers',
    id: 'sharer_id',
    ties: 'asc',
  },
  creator: {
    days: 'click_days_creators',
    totals: 'click_creator_totals',
    window: 'click_window_creators',
    id: 'creator_id',
    ties: 'asc',
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

/** What was read of one day: how many rows, the first value and the last row (ranking order). */
export type DayRead = { count: number; first: number; last: Ranked };

/**
 * Whether the candidates' top `limit` is the exact top of every key. `days` tells what was read of
 * each day of the range that has rows — at most `perDay` rows each, in ranking order (a day with
 * fewer was read whole) —, `top` the candidates (every key read on any day) ranked by their exact
 * sums over the range.
 *
 * A key never read has, on each day read whole, no clicks, and on every other day at most that
 * day's last value read — and when equal to it, comes after that row in the tie order. So its sum
 * is at most U, the sum of those last values, and a sum of exactly U means it came after the last
 * row of every such day. It cannot enter the top when the `limit`-th candidate ranks before it.
 */
export function candidatesSuffice(
  days: DayRead[],
  perDay: number,
  top: Ranked[],
  limit: number,
  ties: 'asc' | 'desc',
): boolean {
  const open = days.filter((d) => d.count >= perDay).map((d) => d.last);
  if (open.length === 0) return true; // every row of the range was read
  if (top.length < limit) return false;
  const kth = top[limit - 1]!;
  const bound = open.reduce((a, r) => a + r.n, 0);
  if (bound !== kth.n) return bound < kth.n;
  // A key reaching exactly the bound sorts after every open day's last row: beyond the extreme id.
  const ids = open.map((r) => r.id);
  return ties === 'desc' ? Math.min(...ids) <= kth.id : Math.max(...ids) >= kth.id;
}

/** The candidate rounds: each day's first `limit + 1` rows, then eight times as many. */
const ROUNDS = [1, 8];
/**
 * A deeper round that may read more rows than this goes straight to the full sum instead (a round
 * reads its rows, then the candidates' rows again: past this it is no cheaper than the sum).
 */
const MAX_ROUND_ROWS = 20_000;

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
  /** Told how the answer was found (tests): candidate round 1 or 2, or the full sum. */
  trace?: (how: 'window' | 'candidates-1' | 'candidates-2' | 'full') => void,
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

  for (const [i, round] of ROUNDS.entries()) {
    const perDay = (limit + 1) * round;
    if (i > 0 && perDay * dayCount(span) > MAX_ROUND_ROWS) break;
    const out = await rows<{ k: 'top' | 'day'; id: number; n: number; c: number; f: number }>(
      db,
      candidateRound(source, span, limit, perDay, cat),
    );
    const top = out.filter((r) => r.k === 'top').map(num);
    top.sort((a, b) => (ranksBefore(a, b, source.ties) ? -1 : 1));
    const read: DayRead[] = out
      .filter((r) => r.k === 'day')
      .map((r) => ({ count: Number(r.c), first: Number(r.f), last: num(r) }));
    if (candidatesSuffice(read, perDay, top, limit, source.ties)) {
      trace?.(i === 0 ? 'candidates-1' : 'candidates-2');
      return top;
    }
    // Days whose rows read all tie (a flat spread) rarely fall far in a deeper read: sum in full.
    const open = read.filter((d) => d.count >= perDay);
    if (open.filter((d) => d.first === d.last.n).length * 2 > open.length) break;
  }
  trace?.('full');
  return (await rows<Ranked>(db, fullSum(source, span, limit, cat))).map(num);
}

/** Days in the span, both ends included. */
export const dayCount = (span: { from: string; to: string }) =>
  (Date.parse(span.to) - Date.parse(span.from)) / 86_400_000 + 1;

/**
 * One candidate round as one statement: each day's first `perDay` rows in ranking order (l), what
 * was read of each day (e: rows, first and last value, the last row's id), the candidates' exact
 * sums over the range, ranked and cut (t). Rows `k = 'top'` (id, n) and `k = 'day'` (last id, last
 * n, count c, first f).
 */
export function candidateRound(
  source: RankingSource,
  span: Span,
  limit: number,
  perDay: number,
  cat?: number,
) {
  const id = sql.raw(`a.${source.id}`);
  const dir = sql.raw(source.ties);
  const days = sql.raw(source.days);
  const catJoin = cat === undefined ? sql`` : sql` join posts p on p.id = ${id} and p.cat_id = ${cat}`;
  const dates: string[] = [];
  for (let d = span.from; d <= span.to; d = addDays(d, 1)) dates.push(d);
  const lastId = sql.raw(source.ties === 'desc' ? 'min' : 'max');
  return sql`with l as (
      select d.day, x.id, x.n from unnest(${`{${dates.join(',')}}`}::date[]) as d(day)
      cross join lateral (
        select ${id} as id, a.n from ${days} a${catJoin} where a.day = d.day
        order by a.n desc, ${id} ${dir} limit ${perDay}
      ) x
    ),
    e as (select day, count(*)::int as c, min(n) as n, max(n) as f from l group by day),
    t as (
      select ${id} as id, sum(a.n)::int as n from ${days} a
      where ${id} in (select id from l) and a.day between ${span.from}::date and ${span.to}::date
      group by ${id} order by 2 desc, 1 ${dir} limit ${limit}
    )
    select 'top' as k, id, n, 0 as c, 0 as f from t
    union all
    select 'day', (select ${lastId}(l.id) from l where l.day = e.day and l.n = e.n), n, c, f from e`;
}

/** The full sum over the span (the fallback), ranked and cut. */
export function fullSum(source: RankingSource, span: Span, limit: number, cat?: number) {
  const id = sql.raw(`a.${source.id}`);
  const dir = sql.raw(source.ties);
  return sql`select t.id, t.n from (
      select ${id} as id, sum(a.n)::int as n from ${sql.raw(source.days)} a
      where a.day between ${span.from}::date and ${span.to}::date group by ${id}
    ) t${cat === undefined ? sql`` : sql` join posts p on p.id = t.id and p.cat_id = ${cat}`}
    order by t.n desc, t.id ${dir} limit ${limit}`;
}

const num = (r: Ranked): Ranked => ({ id: Number(r.id), n: Number(r.n) });
