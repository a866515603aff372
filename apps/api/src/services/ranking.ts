/**
 * Rankings over a range of Bangkok days from the per-day click aggregates (ADR 021). One day reads
 * that day's ranking index, the whole history the all-time totals, the last 7 or 30 days their
 * window's (migration 0006); any other range reads each of its days' rows packed into one value
 * (`click_day_packs`, migration 0007) and sums them here: one row per day instead of tens of
 * thousands of rows summed by the database. The answer is always the exact ranking.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedRows } from '../db/client.js';
import { addDays, bangkokToday } from '../rules.js';

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
  /** The service's Bangkok today (windows due to move to it). Defaults to the clock's. */
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

/** `an` clicks of key `aid` rank after `bn` of `bid`: fewer clicks, or as many and later in the tie order. */
function ranksAfter(an: number, aid: number, bn: number, bid: number, ties: 'asc' | 'desc'): boolean {
  if (an !== bn) return an < bn;
  return ties === 'desc' ? aid < bid : aid > bid;
}

/** `a` ranks before `b`: more clicks, then the tie order. */
export function ranksBefore(a: Ranked, b: Ranked, ties: 'asc' | 'desc'): boolean {
  return ranksAfter(b.n, b.id, a.n, a.id, ties);
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
  const q = rankingSql(source, limit, cat, detail);
  if (span.kind === 'none') return [];
  if (span.kind === 'all') return q.ranked(db, q.select(sql.raw(source.totals), sql`true`));
  if (span.kind === 'day')
    return q.ranked(db, q.select(sql.raw(source.days), sql`a.day = ${span.from}::date`));
  if (span.window !== undefined) {
    trace?.('window');
    return q.ranked(db, q.select(sql.raw(source.window), sql`a.len = ${span.window}`));
  }
  trace?.('packs');
  return topOfPacks(await readPacks(db, source, span), limit, source.ties, cat);
}

/**
 * The ranking over `from`..`to` (several days, not clipped) in one statement, without first reading
 * the days that have clicks: the window of the range's length when it ends on `to` (its days are
 * then exactly the range's), else the all-time totals when no click falls outside the range, else
 * the range's packed days — unless a window of that length is due to move to today first (the
 * first ranking of a day moves them, `click_windows_roll`). `null` when it cannot answer so: the
 * caller clips the range to the days with clicks (moving the windows) and asks `rankRange`.
 */
export async function rankGuessed(
  db: Executor,
  source: RankingSource,
  range: { from: string; to: string; today?: string },
  limit: number,
  cat?: number,
  trace?: (how: 'window' | 'packs') => void,
  detail?: Detail,
): Promise<RankedWith[] | null> {
  const q = rankingSql(source, limit, cat, detail);
  const span: Span = { kind: 'range', from: range.from, to: range.to, today: range.today };
  const len = dayCount(span);
  const today = range.today ?? bangkokToday(new Date());
  const ends = sql`exists (select 1 from click_windows w where w.len = ${len} and w.as_of = ${span.to}::date)`;
  // The first and last day with clicks, each one probe of the `(day, …)` key whatever the values:
  // the statement is prepared once and its generic plan must not scan (an `exists … where day <`
  // planned without the date reads every row when none matches).
  const covers = sql`coalesce((select min(x.day) from click_days_posts x) >= ${span.from}::date
      and (select max(x.day) from click_days_posts x) <= ${span.to}::date, true)`;
  const rolls = sql`(${span.to}::date >= ${today}::date and exists (select 1 from click_windows w
      where w.len = ${len} and (w.as_of is null or w.as_of < ${today}::date)))`;
  const window = q.select(sql.raw(source.window), sql`a.len = ${len} and ${ends}`);
  const all = q.select(sql.raw(source.totals), sql`not ${ends} and ${covers}`);
  const none = sql.raw(q.cols.map(() => ', null').join(''));
  const out = await preparedRows<Ranked & Record<string, unknown> & { k: 'rank' | 'pack' } & PackRow>(
    db,
    sql`select 'rank' as k, u.*, null as day, null as version, null as data
        from ((${window}) union all (${all})) u
      union all
      select 'pack', null, null${none}, x.day, x.version, x.data from (${packedDays(source, span)}) x
        where not ${ends} and not ${covers} and not ${rolls}`,
  );
  const ranks = out.filter((r) => r.k === 'rank');
  if (ranks.length > 0) {
    trace?.('window');
    return q.rankedRows(ranks).sort((a, b) => (ranksBefore(a, b, source.ties) ? -1 : 1));
  }
  const packs = out.filter((r) => r.k === 'pack');
  if (packs.length === 0) return null;
  trace?.('packs');
  return topOfPacks(await readPacks(db, source, span, packs), limit, source.ties, cat);
}

/** One ranking's statement builder: a ranked read of `from` and its rows as `RankedWith`. */
function rankingSql(source: RankingSource, limit: number, cat?: number, detail?: Detail) {
  const id = sql.raw(`a.${source.id}`);
  const dir = sql.raw(source.ties);
  const catJoin = cat === undefined ? sql`` : sql` join posts p on p.id = ${id} and p.cat_id = ${cat}`;
  const cols = detail?.columns ?? [];
  const detailCols = sql.raw(cols.map((c) => `, d.${c} as d_${c}`).join(''));
  const detailJoin = detail ? sql.raw(` join ${detail.table} d on d.id = a.${source.id}`) : sql``;
  const rankedRows = (list: Array<Ranked & Record<string, unknown>>) =>
    list.map((r) => {
      const out: RankedWith = num(r);
      if (detail) out.detail = Object.fromEntries(cols.map((c) => [c, r[`d_${c}`]]));
      return out;
    });
  return {
    cols,
    select: (from: SQL, where: SQL) =>
      sql`select ${id} as id, a.n${detailCols} from ${from} a${catJoin}${detailJoin} where ${where}
          order by a.n desc, ${id} ${dir} limit ${limit}`,
    rankedRows,
    ranked: async (db: Executor, statement: SQL) =>
      rankedRows(await preparedRows<Ranked & Record<string, unknown>>(db, statement)),
  };
}

/** Days in the span, both ends included. */
export const dayCount = (span: { from: string; to: string }) =>
  (Date.parse(span.to) - Date.parse(span.from)) / 86_400_000 + 1;

/**
 * Each day of the span that has rows (found by skipping through the per-day table's `(day, …)` key,
 * one index probe per day) with its stored pack's version; a day without a stored pack is packed
 * now by `click_day_pack` — which also stores it — and sent along
 * (`inline`: every day's pack is sent).
 */
export function packedDays(source: RankingSource, span: Span, inline = false) {
  const days = sql.raw(source.days);
  return sql`with recursive d(day) as (
      select min(x.day) from ${days} x where x.day between ${span.from}::date and ${span.to}::date
      union all
      select (select min(x.day) from ${days} x where x.day > d.day and x.day <= ${span.to}::date)
      from d where d.day is not null
    )
    select d.day::text as day, p.version::text as version,
      case when p.version is null or ${sql.raw(inline ? 'true' : 'false')}
        then encode(coalesce(p.data, click_day_pack(${source.kind}::smallint, d.day)), 'base64')
      end as data
    from d left join click_day_packs p on p.kind = ${source.kind} and p.day = d.day
    where d.day is not null`;
}

/**
 * The service's copies of stored packs, per database, by kind and day: a copy is used only while
 * the stored pack still has its version (asked on every read, in the statement that finds the
 * days), so no answer is ever older than the database. A stored pack never changes — a click on its
 * day deletes it, and it is written again with a new version —, so copying it once saves sending
 * it with every ranking: PGlite sends a 30-day range's 1.8 MB of packs in about 25 ms. At most
 * `HELD_BYTES` are kept, the least recently used going first.
 */
const held = new WeakMap<object, Map<string, { version: string; data: Int32Array }>>();
const HELD_BYTES = 64 << 20;

/** A pack as the statements send it (base64 text). */
const unpack = (base64: string) => decodePack(Buffer.from(base64, 'base64'));

/** A day of a range with its stored pack's version, or its data when no pack is stored. */
type PackRow = { day: string; version: string | null; data: string | null };

/** The packs of each day of the span that has rows: copies whose version holds, else read. */
export async function readPacks(
  db: Executor,
  source: RankingSource,
  span: Span,
  /** The days as a statement already read them (`packedDays`), to begin with. */
  first?: PackRow[],
): Promise<Int32Array[]> {
  const copies = held.get(db) ?? new Map();
  held.set(db, copies);
  const key = (day: string) => `${source.kind}:${day}`;
  for (let attempt = 0; ; attempt++) {
    // The third attempt has every pack sent: it always completes.
    const list =
      attempt === 0 && first
        ? first
        : await preparedRows<PackRow>(db, packedDays(source, span, attempt >= 2));
    const stale = list.filter(
      (r) => r.data === null && r.version !== null && copies.get(key(r.day))?.version !== r.version,
    );
    if (stale.length > 0) {
      for (const r of stale) copies.delete(key(r.day));
      const read = await preparedRows<{ day: string; version: string; data: string }>(
        db,
        sql`select day::text as day, version::text as version, encode(data, 'base64') as data
            from click_day_packs where kind = ${source.kind}
            and day = any(${`{${stale.map((r) => r.day).join(',')}}`}::date[])`,
      );
      for (const r of read) copies.set(key(r.day), { version: r.version, data: unpack(r.data) });
    }
    const packs: Int32Array[] = [];
    for (const r of list) {
      if (r.data !== null) {
        packs.push(unpack(r.data));
        continue;
      }
      const copy = copies.get(key(r.day));
      // A pack deleted between the two reads (a click on its day): read the days again.
      if (!copy) break;
      // Most recently used last: the first entries are the first to go.
      copies.delete(key(r.day));
      copies.set(key(r.day), copy);
      packs.push(copy.data);
    }
    if (packs.length === list.length) {
      let bytes = 0;
      for (const c of copies.values()) bytes += c.data.byteLength;
      for (const [k, c] of copies) {
        if (bytes <= HELD_BYTES) break;
        copies.delete(k);
        bytes -= c.data.byteLength;
      }
      return packs;
    }
  }
}

/** Bytes of one packed row: key, clicks and category, big-endian int4 each. */
const PACKED_ROW = 12;

/** A pack's rows as numbers: (key, clicks, category) triples, in key order. */
export function decodePack(bytes: Uint8Array): Int32Array {
  if (bytes.byteLength % PACKED_ROW !== 0) throw new Error('A click pack is not a whole number of rows');
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < out.length; i++) out[i] = v.getInt32(i * 4);
  return out;
}

/**
 * The exact top `limit` of the summed packs (`decodePack`): every key's clicks over the packs (only
 * rows of category `cat` when given), ranked by clicks then `ties`. Linear in the rows, with typed
 * arrays reused from call to call (no megabyte allocated and collected per ranking): the sums indexed
 * by key, then each key offered once to a heap of the best `limit` so far (a 30-day range of the
 * bench, 150,000 rows, in about 0.4 ms).
 */
export function topOfPacks(packs: Int32Array[], limit: number, ties: 'asc' | 'desc', cat?: number): Ranked[] {
  let maxKey = 0;
  let rowCount = 0;
  for (const p of packs) {
    rowCount += p.length / 3;
    // Rows are in key order: the last row holds the day's highest key.
    if (p.length > 0) maxKey = Math.max(maxKey, p[p.length - 3]!);
  }
  const best = new Best(Math.max(0, limit), ties);
  if (rowCount === 0 || limit <= 0) return best.ranked();
  // Keys are serial ids: summed in an array indexed by key, then walked in the tie order, so a key
  // enters the best kept only with more clicks than the worst of them (one comparison for most),
  // and cleared on the way. Where the keys fill a good part of their span (a long range) the whole
  // span is walked; otherwise a bit per key marks the ones to visit. Past a few million, a map.
  if (maxKey <= Math.max(4 * rowCount, 1 << 20)) {
    const sums = sumsBuffer(maxKey);
    if (maxKey < 4 * rowCount) {
      for (const p of packs) addRows(sums, p, cat);
      if (ties === 'desc') walk(sums, maxKey, -1, best);
      else walk(sums, 0, maxKey + 1, best);
    } else {
      const marks = marksBuffer(maxKey);
      for (const p of packs) addMarkedRows(sums, marks, p, cat);
      walkMarked(sums, marks, maxKey, ties, best);
    }
    return best.ranked();
  }
  const map = new Map<number, number>();
  for (const p of packs)
    for (let o = 0; o < p.length; o += 3)
      if (cat === undefined || p[o + 2] === cat) map.set(p[o]!, (map.get(p[o]!) ?? 0) + p[o + 1]!);
  const keys = Int32Array.from(map.keys()).sort();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[ties === 'desc' ? keys.length - 1 - i : i]!;
    const n = map.get(key)!;
    if (n > best.floor) best.offer(key, n);
  }
  return best.ranked();
}

/** `topOfPacks`' reused arrays (no megabyte allocated per ranking): the sums by key, a bit per key. */
const scratch = { sums: new Int32Array(0), marks: new Int32Array(0) };

/** The sums by key, room for keys up to `maxKey`, all zeros (the walks clear what they visit). */
function sumsBuffer(maxKey: number): Int32Array {
  if (scratch.sums.length <= maxKey)
    scratch.sums = new Int32Array(Math.max(maxKey + 1, 2 * scratch.sums.length));
  return scratch.sums;
}

/** A bit per key up to `maxKey`, all zeros. */
function marksBuffer(maxKey: number): Int32Array {
  const words = (maxKey >> 5) + 1;
  if (scratch.marks.length < words) scratch.marks = new Int32Array(Math.max(words, 2 * scratch.marks.length));
  return scratch.marks;
}

/** Adds a pack's clicks to the sums by key (only rows of category `cat` when given). */
function addRows(sums: Int32Array, p: Int32Array, cat: number | undefined) {
  const end = p.length;
  if (cat === undefined)
    for (let o = 0; o < end; o += 3) {
      const key = p[o]!;
      sums[key] = sums[key]! + p[o + 1]!;
    }
  else
    for (let o = 0; o < end; o += 3) {
      if (p[o + 2] !== cat) continue;
      const key = p[o]!;
      sums[key] = sums[key]! + p[o + 1]!;
    }
}

/** `addRows`, marking each key summed. */
function addMarkedRows(sums: Int32Array, marks: Int32Array, p: Int32Array, cat: number | undefined) {
  for (let o = 0; o < p.length; o += 3) {
    if (cat !== undefined && p[o + 2] !== cat) continue;
    const key = p[o]!;
    sums[key] = sums[key]! + p[o + 1]!;
    marks[key >> 5] = marks[key >> 5]! | (1 << (key & 31));
  }
}

/** Offers every key of the span with clicks to `best`, from `from` towards `end` (exclusive). */
function walk(sums: Int32Array, from: number, end: number, best: Best) {
  const step = from < end ? 1 : -1;
  for (let k = from; k !== end; k += step) {
    const n = sums[k]!;
    if (n !== 0) {
      sums[k] = 0;
      if (n > best.floor) best.offer(k, n);
    }
  }
}

/** Offers the marked keys to `best` in the tie order, clearing their marks and sums. */
function walkMarked(sums: Int32Array, marks: Int32Array, maxKey: number, ties: 'asc' | 'desc', best: Best) {
  const last = maxKey >> 5;
  for (let i = 0; i <= last; i++) {
    const w = ties === 'desc' ? last - i : i;
    let word = marks[w]!;
    if (word === 0) continue;
    marks[w] = 0;
    while (word !== 0) {
      // The highest set bit first (desc), else the lowest.
      const bit = ties === 'desc' ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
      word ^= 1 << bit;
      const k = (w << 5) + bit;
      const n = sums[k]!;
      sums[k] = 0;
      if (n > best.floor) best.offer(k, n);
    }
  }
}

/**
 * The best `limit` keys offered so far (more clicks, then the tie order): a heap whose root is the
 * worst kept, so most offers end on one comparison with it.
 */
class Best {
  private readonly ids: Int32Array;
  private readonly ns: Int32Array;
  private size = 0;
  /** The clicks of the worst key kept once `limit` are (0 before): a key with fewer never enters. */
  floor = 0;
  constructor(
    private readonly limit: number,
    private readonly ties: 'asc' | 'desc',
  ) {
    this.ids = new Int32Array(limit);
    this.ns = new Int32Array(limit);
  }
  /** Entry `i` ranks after entry `j`. */
  private after(i: number, j: number): boolean {
    return ranksAfter(this.ns[i]!, this.ids[i]!, this.ns[j]!, this.ids[j]!, this.ties);
  }
  private swap(i: number, j: number) {
    const { ids, ns } = this;
    const id = ids[i]!;
    const n = ns[i]!;
    ids[i] = ids[j]!;
    ns[i] = ns[j]!;
    ids[j] = id;
    ns[j] = n;
  }
  offer(id: number, n: number) {
    const { ids, ns } = this;
    if (this.size < this.limit) {
      let i = this.size++;
      ids[i] = id;
      ns[i] = n;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.after(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      if (this.size === this.limit) this.floor = ns[0]!;
      return;
    }
    if (ranksAfter(n, id, ns[0]!, ids[0]!, this.ties)) return;
    ids[0] = id;
    ns[0] = n;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < this.size && this.after(l, worst)) worst = l;
      if (r < this.size && this.after(r, worst)) worst = r;
      if (worst === i) break;
      this.swap(i, worst);
      i = worst;
    }
    this.floor = ns[0]!;
  }
  /** The kept keys, best first. */
  ranked(): Ranked[] {
    const out: Ranked[] = [];
    for (let i = 0; i < this.size; i++) out.push({ id: this.ids[i]!, n: this.ns[i]! });
    return out.sort((a, b) => (ranksBefore(a, b, this.ties) ? -1 : 1));
  }
}

const num = (r: Ranked): Ranked => ({ id: Number(r.id), n: Number(r.n) });
