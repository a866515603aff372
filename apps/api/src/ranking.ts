/**
 * Rankings over a range of Bangkok days from the per-day click aggregates (ADR 021, "ranking a
 * range of days"). One day reads that day's ranking index, the whole history the all-time totals;
 * a range of several days takes a bounded candidate set — each day's first rows in ranking order —,
 * sums the candidates exactly over the range and proves that no other key can enter the top: every
 * key that was not read is, on each day, at most that day's last value read, so its range sum is at
 * most the sum of those values. When the proof fails the lists are read deeper once, then the
 * range is summed in full. The answer is always the exact ranking.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from './db/client.js';

/** A ranked key (post or member id) and its clicks. */
export type Ranked = { id: number; n: number };

/** One ranking's tables: per-day rows, all-time totals, the key column and the order of ties. */
export type RankingSource = {
  days: 'click_days_posts' | 'click_days_sharers' | 'click_days_creators';
  totals: 'click_post_totals' | 'click_sharer_totals' | 'click_creator_totals';
  id: 'post_id' | 'sharer_id' | 'creator_id';
  /** Ties: the higher id first (`desc`, posts) or the lower (`asc`, members). */
  ties: 'asc' | 'desc';
};

/** The range clipped to the days that have clicks: none, all of them, one day or several. */
export type Span = { kind: 'none' | 'all' | 'day' | 'range'; from: string; to: string };

/** `a` ranks before `b`: more clicks, then the tie order. */
export function ranksBefore(a: Ranked, b: Ranked, ties: 'asc' | 'desc'): boolean {
  if (a.n !== b.n) return a.n > b.n;
  return ties === 'desc' ? a.id > b.id : a.id < b.id;
}

/**
 * Whether the candidates' top `limit` is the exact top of every key. `lists` are the rows read from
 * each day of the range, in ranking order, at most `perDay` each (a day with fewer was read whole);
 * `top` the candidates (every key read on any day) ranked by their exact sums over the range.
 *
 * A key never read has, on each day read whole, no clicks, and on every other day at most that
 * day's last value read — and when equal to it, comes after that row in the tie order. So its sum
 * is at most U, the sum of those last values, and a sum of exactly U means it came after the last
 * row of every such day. It cannot enter the top when the `limit`-th candidate ranks before it.
 */
export function candidatesSuffice(
  lists: Ranked[][],
  perDay: number,
  top: Ranked[],
  limit: number,
  ties: 'asc' | 'desc',
): boolean {
  const open = lists.filter((l) => l.length >= perDay).map((l) => l[l.length - 1]!);
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
 * The exact top `limit` keys of `source` over the span, ranked (more clicks first, ties by
 * `source.ties`). `cat` keeps only posts of that category (posts only).
 */
export async function rankRange(
  db: Executor,
  source: RankingSource,
  span: Span,
  limit: number,
  cat?: number,
  /** Told how the answer was found (tests): candidate round 1 or 2, or the full sum. */
  trace?: (how: 'candidates-1' | 'candidates-2' | 'full') => void,
): Promise<Ranked[]> {
  const id = sql.raw(`a.${source.id}`);
  const dir = sql.raw(source.ties);
  const catJoin = cat === undefined ? sql`` : sql` join posts p on p.id = ${id} and p.cat_id = ${cat}`;
  const ranked = async (from: SQL, where: SQL) =>
    (
      await rows<Ranked>(
        db,
        sql`select ${id} as id, a.n from ${from} a${catJoin} where ${where}
            order by a.n desc, ${id} ${dir} limit ${limit}`,
      )
    ).map(num);
  if (span.kind === 'none') return [];
  if (span.kind === 'all') return ranked(sql.raw(source.totals), sql`true`);
  const days = sql.raw(source.days);
  if (span.kind === 'day') return ranked(days, sql`a.day = ${span.from}::date`);

  const inRange = sql`a.day between ${span.from}::date and ${span.to}::date`;
  for (const [i, round] of ROUNDS.entries()) {
    const perDay = (limit + 1) * round;
    const read = await rows<Ranked & { day: string }>(
      db,
      sql`select d.day::date::text as day, x.id, x.n
          from generate_series(${span.from}::date, ${span.to}::date, interval '1 day') as d(day)
          cross join lateral (
            select ${id} as id, a.n from ${days} a${catJoin} where a.day = d.day::date
            order by a.n desc, ${id} ${dir} limit ${perDay}
          ) x
          order by 1, x.n desc, x.id ${dir}`,
    );
    const lists = new Map<string, Ranked[]>();
    for (const r of read) {
      const list = lists.get(r.day) ?? [];
      list.push(num(r));
      lists.set(r.day, list);
    }
    const candidates = [...new Set(read.map((r) => Number(r.id)))];
    if (candidates.length === 0) {
      trace?.('candidates-1');
      return []; // no day of the range has a row (with that category)
    }
    const sums = (
      await rows<Ranked>(
        db,
        sql`select ${id} as id, sum(a.n)::int as n from ${days} a
            where ${id} = any(${`{${candidates.join(',')}}`}::int[]) and ${inRange} group by ${id}`,
      )
    ).map(num);
    sums.sort((a, b) => (ranksBefore(a, b, source.ties) ? -1 : 1));
    const top = sums.slice(0, limit);
    if (candidatesSuffice([...lists.values()], perDay, top, limit, source.ties)) {
      trace?.(i === 0 ? 'candidates-1' : 'candidates-2');
      return top;
    }
  }
  trace?.('full');
  // The candidates could not prove their top (flat or tied days): sum the range in full.
  return (
    await rows<Ranked>(
      db,
      sql`select t.id, t.n from (
            select ${id} as id, sum(a.n)::int as n from ${days} a where ${inRange} group by ${id}
          ) t${cat === undefined ? sql`` : sql` join posts p on p.id = t.id and p.cat_id = ${cat}`}
          order by t.n desc, t.id ${dir} limit ${limit}`,
    )
  ).map(num);
}

const num = (r: Ranked): Ranked => ({ id: Number(r.id), n: Number(r.n) });
