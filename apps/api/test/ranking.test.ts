import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.js';
import {
  decodePack,
  packedDays,
  type Ranked,
  rankRange,
  readPacks,
  SOURCES,
  topOfPacks,
  windowFor,
} from '../src/services/ranking.js';
import { backends, harness } from './helpers.js';
import { recountRanking } from './recount.js';

const r = (id: number, n: number): Ranked => ({ id, n });

/** A day's pack as `click_day_pack` writes it: (key, clicks, category) rows in key order. */
function pack(...rs: Array<[number, number, number?]>) {
  const v = new DataView(new ArrayBuffer(rs.length * 12));
  [...rs]
    .sort((x, y) => x[0] - y[0])
    .forEach(([k, n, c], i) => {
      v.setInt32(i * 12, k);
      v.setInt32(i * 12 + 4, n);
      v.setInt32(i * 12 + 8, c ?? 0);
    });
  return decodePack(new Uint8Array(v.buffer));
}

describe('topOfPacks (a ranking summed from packed days)', () => {
  it('sums each key over the days and ranks by clicks, then the tie order', () => {
    const days = [pack([1, 2], [2, 1], [5, 1]), pack([2, 2], [7, 3]), pack([1, 1], [5, 2])];
    // Sums: 1 → 3, 2 → 3, 5 → 3, 7 → 3: a four-way tie decided by the ids.
    expect(topOfPacks(days, 2, 'desc')).toEqual([r(7, 3), r(5, 3)]);
    expect(topOfPacks(days, 2, 'asc')).toEqual([r(1, 3), r(2, 3)]);
    expect(topOfPacks(days, 10, 'desc')).toEqual([r(7, 3), r(5, 3), r(2, 3), r(1, 3)]);
    expect(topOfPacks([pack([3, 1]), pack([3, 4], [9, 4])], 1, 'desc')).toEqual([r(3, 5)]);
  });
  it('keeps only the category asked for, and answers nothing for no rows', () => {
    const days = [pack([1, 5, 2], [2, 1, 3]), pack([2, 9, 3], [4, 1, 2])];
    expect(topOfPacks(days, 5, 'desc', 2)).toEqual([r(1, 5), r(4, 1)]);
    expect(topOfPacks(days, 5, 'desc', 3)).toEqual([r(2, 10)]);
    expect(topOfPacks(days, 5, 'desc', 7)).toEqual([]);
    expect(topOfPacks([], 5, 'desc')).toEqual([]);
    expect(topOfPacks([pack()], 5, 'asc')).toEqual([]);
  });
  it('equals a plain sum and sort on random days, call after call (the reused arrays start clean)', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 60; round++) {
      // Key spaces the rows fill (the span walked), wide ones (marked keys walked), sparse (a map).
      const keySpace = round % 5 === 4 ? 2 ** 30 : round % 5 === 3 ? 900_000 : 50 + rand(500);
      const days = Array.from({ length: 1 + rand(12) }, () => {
        const rows = new Map<number, [number, number, number]>();
        for (let i = rand(80); i > 0; i--) {
          const k = 1 + rand(keySpace);
          rows.set(k, [k, 1 + rand(4), 1 + (k % 3)]);
        }
        return { rows: [...rows.values()], packed: pack(...rows.values()) };
      });
      const limit = 1 + rand(30);
      const cat = rand(2) === 0 ? undefined : 1 + rand(3);
      const ties = rand(2) === 0 ? 'asc' : 'desc';
      const sums = new Map<number, number>();
      for (const d of days)
        for (const [k, n, c] of d.rows)
          if (cat === undefined || c === cat) sums.set(k, (sums.get(k) ?? 0) + n);
      const expected = [...sums]
        .map(([id, n]) => r(id, n))
        .sort((a, b) => b.n - a.n || (ties === 'asc' ? a.id - b.id : b.id - a.id))
        .slice(0, limit);
      expect(
        topOfPacks(
          days.map((d) => d.packed),
          limit,
          ties,
          cat,
        ),
      ).toEqual(expected);
    }
  });
  it('cuts through a tie in the tie order, whether the keys fill their span, are marked or mapped', () => {
    // Eight keys with two clicks (two days), packed in ascending key order, one with three; a
    // filler key sets how wide the key space is: filled (walked), wide (marked) or sparse (mapped).
    for (const base of [1, 40_000, 2 ** 29]) {
      const tied = [0, 1, 2, 5, 31, 32, 33, 63].map((k) => base + k);
      const day = pack(...tied.map((k): [number, number] => [k, 1]), [base + 40, 3]);
      const far: [number, number] = base === 1 ? [70, 1] : [base === 40_000 ? 900_000 : 2 ** 30, 1];
      const days = [day, pack(...tied.map((k): [number, number] => [k, 1]), far)];
      const desc = [...tied].reverse();
      // Cuts inside a word of 32 keys too (the marked keys are visited a word at a time).
      for (const limit of [3, 4, 6])
        for (const [ties, order] of [
          ['desc', desc],
          ['asc', tied],
        ] as const)
          expect(topOfPacks(days, limit, ties), `base ${base}, ${limit}, ${ties}`).toEqual([
            r(base + 40, 3),
            ...order.slice(0, limit - 1).map((k) => r(k, 2)),
          ]);
      expect(topOfPacks(days, 12, 'asc').length).toBe(10);
    }
  });
  it('a sparse key space sums in a map, with the same answer', () => {
    const big = 2 ** 30;
    expect(topOfPacks([pack([big, 1], [3, 1]), pack([big, 1])], 2, 'asc')).toEqual([r(big, 2), r(3, 1)]);
  });
  it('decodes big-endian rows, and refuses a pack that is not whole rows', () => {
    expect(() => decodePack(new Uint8Array(13))).toThrow(/whole number of rows/);
    expect(decodePack(new Uint8Array([0, 0, 1, 2, 255, 255, 255, 255, 0, 0, 0, 3]))).toEqual(
      new Int32Array([258, -1, 3]),
    );
  });
});

describe('windowFor (a range answered by a window ending today)', () => {
  const windows = [
    { len: 7, asOf: '2026-06-15' },
    { len: 30, asOf: '2026-06-15' },
  ];
  it('the last 7 or 30 days, both clipped to the days that have clicks', () => {
    expect(windowFor(windows, '2026-06-09', '2026-06-15', '2026-01-01', '2026-06-15')).toBe(7);
    expect(windowFor(windows, '2026-05-17', '2026-06-15', '2026-01-01', '2026-06-15')).toBe(30);
    // No clicks yet today: the range clipped ends yesterday, and so does the window.
    expect(windowFor(windows, '2026-06-09', '2026-06-14', '2026-01-01', '2026-06-14')).toBe(7);
    // Clicks began three days ago: a 7-day range and the 7-day window both start then.
    expect(windowFor(windows, '2026-06-13', '2026-06-15', '2026-06-13', '2026-06-15')).toBe(7);
  });
  it('any other range, or a window that does not end on the range’s last day, is no window', () => {
    expect(windowFor(windows, '2026-06-10', '2026-06-15', '2026-01-01', '2026-06-15')).toBeUndefined();
    expect(windowFor(windows, '2026-06-08', '2026-06-14', '2026-01-01', '2026-06-15')).toBeUndefined();
    expect(
      windowFor([{ len: 7, asOf: '2026-06-14' }], '2026-06-09', '2026-06-15', '2026-01-01', '2026-06-15'),
    ).toBe(undefined);
    expect(windowFor([{ len: 7, asOf: null }], '2026-06-09', '2026-06-15', '2026-01-01', '2026-06-15')).toBe(
      undefined,
    );
  });
});

/** Ten days before the demo data's sixty, clicked by hand: the ranges below only see these. */
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);

/** A deterministic pseudo-random sequence (tests must not flake). */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe.each(backends())('multi-day rankings are exact on $name', (backend) => {
  const h = harness(backend);
  let posts: number[] = [];
  let sharers: number[] = [];
  let steady = 0;
  let visitor = 0;

  const click = (post: number, sharer: number, day: string) =>
    sql`(${post}, ${sharer}, ${`rank-${visitor++}`}, ${day}::date)`;
  const insert = async (values: ReturnType<typeof click>[]) => {
    for (let i = 0; i < values.length; i += 500)
      await h.database.db.execute(
        sql`insert into clicks (post_id, sharer_id, visitor, day) values ${sql.join(values.slice(i, i + 500), sql`, `)}`,
      );
  };

  beforeAll(async () => {
    const db = h.database.db;
    posts = (await rows<{ id: number }>(db, sql`select id from posts order by id`)).map((x) => Number(x.id));
    sharers = (await rows<{ id: number }>(db, sql`select id from members order by id limit 30`)).map((x) =>
      Number(x.id),
    );
    const values: ReturnType<typeof click>[] = [];
    // Day 1–3: four posts with 3 clicks each (every day's top four: the first round reads list + 1
    // rows a day), and one steady post with 2 clicks every day: never among a day's top four, first
    // over the three days together.
    steady = posts[0]!;
    for (const [d, day] of DAYS.slice(0, 3).entries()) {
      for (const p of posts.slice(1 + d * 4, 5 + d * 4))
        for (let k = 0; k < 3; k++) values.push(click(p, sharers[k]!, day));
      for (let k = 0; k < 2; k++) values.push(click(steady, sharers[k]!, day));
    }
    // Day 4 and 5: flat and disjoint — twenty posts with one click each, other posts each day: no
    // candidate list can prove a one-post top over both days (every unread post might have 2).
    expect(posts.length).toBeGreaterThanOrEqual(53);
    for (const p of posts.slice(13, 33)) values.push(click(p, sharers[0]!, DAYS[3]!));
    for (const p of posts.slice(33, 53)) values.push(click(p, sharers[1]!, DAYS[4]!));
    // Day 6–10: small, heavily tied counts on many posts by many sharers.
    const rnd = lcg(16);
    for (const day of DAYS.slice(5))
      for (const p of posts.slice(0, 48)) {
        const n = rnd() < 0.4 ? 0 : 1 + Math.floor(rnd() * 3);
        for (let k = 0; k < n; k++) values.push(click(p, sharers[Math.floor(rnd() * sharers.length)]!, day));
      }
    await insert(values);
  });

  /** The naive answer: the clicks themselves, counted over the range. */
  const recount = (
    what: 'post' | 'sharer' | 'creator',
    from: string,
    to: string,
    limit: number,
    cat?: number,
  ) => recountRanking(h.database.db, what, from, to, limit, cat);

  it('a post never in a day’s top is first over the days together; the per-day top union is not', async () => {
    const res = await h.req('GET', `/stats/get_top_click_by_day?mdate=${DAYS[0]}&mdate2=${DAYS[2]}&list=3`);
    expect(res.status).toBe(200);
    const got = res.body.data.map((x: { id: number; sum_total: number }) => r(x.id, x.sum_total));
    expect(got[0]).toEqual(r(steady, 6));
    // The ties after it (3 clicks, twelve posts) go to the highest ids.
    expect(got).toEqual(await recount('post', DAYS[0]!, DAYS[2]!, 3));
    const perDayTops = new Set<number>();
    for (const day of DAYS.slice(0, 3))
      for (const x of (await h.req('GET', `/stats/get_top_click_by_day?mdate=${day}&mdate2=${day}&list=3`))
        .body.data)
        perDayTops.add(x.id);
    expect(perDayTops.has(steady)).toBe(false);
  });

  it('every range of the ten days, every list size, with and without a category, equals a recount', async () => {
    const how = new Set<string>();
    let checked = 0;
    for (let a = 0; a < DAYS.length; a++)
      for (let b = a; b < DAYS.length; b++) {
        const [from, to] = [DAYS[a]!, DAYS[b]!];
        for (const limit of [1, 2, 5, 40])
          for (const cat of [undefined, 2]) {
            const span = { kind: a === b ? 'day' : 'range', from, to } as const;
            const got = await rankRange(h.database.db, SOURCES.post, span, limit, cat, (x) => how.add(x));
            expect(got, `${from}..${to} list=${limit} cat=${cat}`).toEqual(
              await recount('post', from, to, limit, cat),
            );
            checked++;
          }
        for (const member of ['sharer', 'creator'] as const)
          for (const limit of [1, 3, 100]) {
            const got = await rankRange(
              h.database.db,
              SOURCES[member],
              { kind: a === b ? 'day' : 'range', from, to },
              limit,
              undefined,
              (x) => how.add(x),
            );
            expect(got, `${member} ${from}..${to} list=${limit}`).toEqual(
              await recount(member, from, to, limit),
            );
            checked++;
          }
      }
    expect(checked).toBe(55 * 14);
    // Every multi-day range is summed from its packed days (none of these is a window's days).
    expect([...how]).toEqual(['packs']);
  });

  /** Every stored pack, decoded, equals its day's clicks counted again (keys in order). */
  const packsAgree = async () => {
    const stored = await rows<{ kind: number; day: string; data: Uint8Array }>(
      h.database.db,
      sql`select kind, day::text as day, data from click_day_packs order by 1, 2`,
    );
    for (const p of stored) {
      const v = new DataView(p.data.buffer, p.data.byteOffset, p.data.byteLength);
      const got: number[][] = [];
      for (let o = 0; o < v.byteLength; o += 12)
        got.push([v.getInt32(o), v.getInt32(o + 4), v.getInt32(o + 8)]);
      const key = ['post_id', 'sharer_id', 'creator_id'][Number(p.kind) - 1]!;
      const truth = await rows<{ k: number; n: number; c: number }>(
        h.database.db,
        sql`select c.${sql.raw(key)} as k, count(*)::int as n,
              ${Number(p.kind) === 1 ? sql`coalesce(min(p.cat_id), 0)` : sql`0`} as c
            from clicks c join posts p on p.id = c.post_id
            where c.day = ${p.day}::date ${Number(p.kind) === 3 ? sql`and c.sharer_id <> c.creator_id` : sql``}
            group by 1 order by 1`,
      );
      expect(got, `pack ${p.kind} ${p.day}`).toEqual(
        truth.map((t) => [Number(t.k), Number(t.n), Number(t.c)]),
      );
    }
    return stored.filter((p) => Number(p.kind) === 1 && DAYS.includes(p.day)).length;
  };

  /** Every range of the ten days, posts (with and without a category), sharers and creators. */
  const everyRangeAgrees = async (limit: number) => {
    for (let a = 0; a < DAYS.length; a += 3)
      for (let b = a + 1; b < DAYS.length; b += 2) {
        const span = { kind: 'range', from: DAYS[a]!, to: DAYS[b]! } as const;
        for (const cat of [undefined, 2])
          expect(await rankRange(h.database.db, SOURCES.post, span, limit, cat)).toEqual(
            await recount('post', span.from, span.to, limit, cat),
          );
        for (const member of ['sharer', 'creator'] as const)
          expect(await rankRange(h.database.db, SOURCES[member], span, limit)).toEqual(
            await recount(member, span.from, span.to, limit),
          );
      }
  };

  it('packs of past days are stored, and stay exact through concurrent clicks, deletions and a category change', async () => {
    const db = h.database.db;
    await everyRangeAgrees(5);
    // The ten days are in the past: each is stored packed (here: the post packs of all ten).
    expect(await packsAgree()).toBe(10);
    // Clicks on past days (a late import) while rankings read the same days: both orders are exact.
    const late: ReturnType<typeof click>[] = [];
    for (const p of posts.slice(40, 52))
      for (const day of DAYS.slice(2, 7)) late.push(click(p, sharers[3]!, day));
    await Promise.all([
      ...late.map((v) => db.execute(sql`insert into clicks (post_id, sharer_id, visitor, day) values ${v}`)),
      ...DAYS.slice(0, 8).map((from) =>
        rankRange(db, SOURCES.post, { kind: 'range', from, to: DAYS[9]! }, 3),
      ),
    ]);
    await everyRangeAgrees(3);
    await packsAgree();
    // A deleted post takes its clicks (a cascade): the packs of their days go, and are packed again.
    await db.execute(sql`delete from posts where id = ${posts[44]!}`);
    await everyRangeAgrees(40);
    expect(await packsAgree()).toBe(10);
    // A post moved to another category: every post pack holds the old one, so all of them go.
    await db.execute(sql`update posts set cat_id = 2 where id = ${posts[45]!}`);
    expect(
      (await rows<{ n: number }>(db, sql`select count(*)::int as n from click_day_packs where kind = 1`))[0]!
        .n,
    ).toBe(0);
    await everyRangeAgrees(5);
    await packsAgree();
    // A pack deleted between the statement that listed it and the read of its bytes: read again.
    const day4 = { kind: 'range', from: DAYS[3]!, to: DAYS[3]! } as const;
    const [listed] = await rows<{ day: string; version: string }>(db, packedDays(SOURCES.post, day4));
    await db.execute(sql`delete from click_day_packs where day = ${DAYS[3]!}::date`);
    const again = await readPacks(db, SOURCES.post, day4, [
      { day: DAYS[3]!, version: listed!.version, data: null },
    ]);
    expect(topOfPacks(again, 50, 'desc')).toEqual(await recount('post', DAYS[3]!, DAYS[3]!, 50));
    // Every pack sent inline (the last attempt) is the stored pack.
    const range = { kind: 'range', from: DAYS[0]!, to: DAYS[9]! } as const;
    const inline = await rows<{ day: string; data: string }>(db, packedDays(SOURCES.sharer, range, true));
    expect(inline).toHaveLength(10);
    for (const p of inline) {
      const [stored] = await rows<{ data: Uint8Array }>(
        db,
        sql`select data from click_day_packs where kind = 2 and day = ${p.day}::date`,
      );
      expect(Buffer.from(p.data, 'base64').equals(Buffer.from(stored!.data))).toBe(true);
    }
    // Migration 0007's backfill packs every past day the same way.
    await db.execute(sql`truncate click_day_packs`);
    const backfill = readFileSync(new URL('../drizzle/0007_click_day_packs.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((x) => x.replace(/^(\s*--[^\n]*\n)+/, '').trim())
      .filter((x) => x.startsWith('SELECT "click_day_pack"'));
    expect(backfill).toHaveLength(1);
    await db.execute(sql.raw(backfill[0]!));
    expect(await packsAgree()).toBe(10);
  });

  it('the HTTP answers over a range crossing into the demo data equal a recount', async () => {
    const [from, to] = ['2026-03-05', '2026-04-30'];
    const posts = await h.req('GET', `/stats/get_top_click_by_day?mdate=${from}&mdate2=${to}&list=25`);
    expect(posts.body.data.map((x: { id: number; sum_total: number }) => r(x.id, x.sum_total))).toEqual(
      await recount('post', from, to, 25),
    );
    const top = await h.req('GET', `/stats/get_top_share_by_day?mdate=${from}&mdate2=${to}&list=10`);
    expect(top.body.data.map((x: { uid: number; sumtotal: number }) => r(x.uid, x.sumtotal))).toEqual(
      await recount('sharer', from, to, 10),
    );
    const creators = await h.req('GET', `/stats/creator_been_shared_by_day?day=${from}&day2=${to}&list=10`);
    expect(creators.body.data.map((x: { uid: number; total: number }) => r(x.uid, x.total))).toEqual(
      await recount('creator', from, to, 10),
    );
  });
});
