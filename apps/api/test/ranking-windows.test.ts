import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.js';
import { addDays, bangkokToday } from '../src/rules.js';
import { rankGuessed, rankRange, SOURCES } from '../src/services/ranking.js';
import { backends, harness, NOW } from './helpers.js';
import { recountRanking } from './recount.js';

/** A deterministic pseudo-random sequence (tests must not flake). */
function lcg(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe.each(backends())('the windows of the last 7 and 30 days on $name', (backend) => {
  const h = harness(backend);
  let posts: number[] = [];
  let members: number[] = [];
  let visitor = 0;
  const rnd = lcg(2106);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;

  beforeAll(async () => {
    const db = h.database.db;
    posts = (await rows<{ id: number }>(db, sql`select id from posts order by id`)).map((x) => Number(x.id));
    members = (await rows<{ id: number }>(db, sql`select id from members order by id`)).map((x) =>
      Number(x.id),
    );
  });

  /** Each window table against the clicks themselves, counted over the window's days. */
  async function expectWindowsExact() {
    const db = h.database.db;
    const windows = await rows<{ len: number; as_of: string | null }>(
      db,
      sql`select len, as_of::text from click_windows order by len`,
    );
    expect(windows.map((w) => Number(w.len))).toEqual([7, 30]);
    for (const [table, key, where] of [
      ['click_window_posts', 'post_id', sql`true`],
      ['click_window_sharers', 'sharer_id', sql`true`],
      ['click_window_creators', 'creator_id', sql`c.sharer_id <> c.creator_id`],
    ] as const) {
      const got = await rows<Record<string, unknown>>(
        db,
        sql`select len, ${sql.raw(key)} as id, n from ${sql.raw(table)} order by 1, 2`,
      );
      const want = await rows<Record<string, unknown>>(
        db,
        sql`select w.len, c.${sql.raw(key)} as id, count(*)::int as n from clicks c
            join click_windows w on c.day between w.as_of - w.len + 1 and w.as_of
            where ${where} group by 1, 2 order by 1, 2`,
      );
      const norm = (xs: Array<Record<string, unknown>>) => xs.map((x) => [x.len, x.id, x.n].map(Number));
      expect(norm(got), table).toEqual(norm(want));
    }
    return windows;
  }

  it('after the demo seed (inserted in chunks) the windows end on its last day and equal a recount', async () => {
    const windows = await expectWindowsExact();
    expect(windows.map((w) => w.as_of)).toEqual([bangkokToday(NOW), bangkokToday(NOW)]);
    const [n] = await rows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from click_window_posts`,
    );
    expect(Number(n!.n)).toBeGreaterThan(0);
  });

  it('migration 0006 backfills the same windows from the per-day rows', async () => {
    const db = h.database.db;
    await db.execute(sql`truncate click_window_posts, click_window_sharers, click_window_creators`);
    await db.execute(sql`update click_windows set as_of = null`);
    const backfill = readFileSync(new URL('../drizzle/0006_click_windows.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((x) => x.trim())
      .filter((x) => x.startsWith('SELECT "click_windows_roll"'));
    expect(backfill).toHaveLength(1);
    await db.execute(sql.raw(backfill[0]!));
    const windows = await expectWindowsExact();
    expect(windows.map((w) => w.as_of)).toEqual([bangkokToday(NOW), bangkokToday(NOW)]);
  });

  it('day after day — concurrent clicks, late clicks of the day before, deletions, quiet days read by a ranking — the windows stay exact', async () => {
    const db = h.database.db;
    const click = (day: string) =>
      db.execute(
        sql`insert into clicks (post_id, sharer_id, visitor, day)
            values (${pick(posts)}, ${pick(members)}, ${`win-${visitor++}`}, ${day}::date)`,
      );
    let today = bangkokToday(NOW);
    for (let step = 1; step <= 45; step++) {
      // Mostly one day at a time; twice a gap longer than the short window (the rebuild path).
      today = addDays(today, step === 20 || step === 33 ? 9 : 1);
      h.clock.now = new Date(`${today}T05:00:00Z`);
      if (step % 5 === 0) {
        // A quiet day: no click yet, a ranking of the last 7 days moves the windows itself.
        const r = await h.req(
          'GET',
          `/stats/get_top_share_by_day?mdate=${addDays(today, -6)}&mdate2=${today}`,
        );
        expect(r.status).toBe(200);
        const w = await rows<{ as_of: string }>(db, sql`select as_of::text from click_windows`);
        expect(w.map((x) => x.as_of)).toEqual([today, today]);
        continue;
      }
      // Clicks of today and, late, of yesterday and of a day that already left the short window,
      // on as many connections as the pool has (PostgreSQL) at once.
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => click(i % 4 === 3 ? addDays(today, -(i % 8)) : today)),
      );
      if (step % 7 === 0)
        // A deletion (as a cascade from a deleted post or member would) inside and outside the windows.
        await db.execute(
          sql`delete from clicks where id in (select id from clicks where day >= ${addDays(today, -40)}::date order by id desc limit 9)`,
        );
      if (step % 3 === 0) await expectWindowsExact();
    }
    const windows = await expectWindowsExact();
    expect(windows.map((w) => w.as_of)).toEqual([today, today]);
  });

  /** The naive answer: the clicks themselves, counted over the range. */
  const recount = (
    what: 'post' | 'sharer' | 'creator',
    from: string,
    to: string,
    limit: number,
    cat?: number,
  ) => recountRanking(h.database.db, what, from, to, limit, cat);

  it('a window ranked (every kind, list size, category) equals the recount of its days', async () => {
    const [w] = await rows<{ as_of: string }>(
      h.database.db,
      sql`select as_of::text from click_windows limit 1`,
    );
    const asOf = w!.as_of;
    for (const len of [7, 30]) {
      const from = addDays(asOf, 1 - len);
      const span = { kind: 'range', from, to: asOf, window: len } as const;
      for (const limit of [1, 3, 40, 500]) {
        for (const cat of [undefined, 1, 2]) {
          const how: string[] = [];
          const got = await rankRange(h.database.db, SOURCES.post, span, limit, cat, (x) => how.push(x));
          expect(how).toEqual(['window']);
          expect(got, `posts ${len} days list=${limit} cat=${cat}`).toEqual(
            await recount('post', from, asOf, limit, cat),
          );
        }
        for (const member of ['sharer', 'creator'] as const)
          expect(await rankRange(h.database.db, SOURCES[member], span, limit)).toEqual(
            await recount(member, from, asOf, limit),
          );
      }
    }
  });

  it('a guessed ranking: the window when it ends on the range’s last day, the totals when no click is outside, else the packed days — unless a window must move first', async () => {
    const db = h.database.db;
    const [w] = await rows<{ as_of: string }>(db, sql`select as_of::text from click_windows limit 1`);
    const asOf = w!.as_of;
    const [d] = await rows<{ lo: string }>(db, sql`select min(day)::text as lo from click_days_posts`);
    const guess = async (from: string, to: string, today = asOf) => {
      const how: string[] = [];
      const got = await rankGuessed(db, SOURCES.post, { from, to, today }, 10, undefined, (x) => how.push(x));
      return { got, how };
    };
    expect(await guess(addDays(asOf, -6), asOf)).toEqual({
      got: await recount('post', addDays(asOf, -6), asOf, 10),
      how: ['window'],
    });
    // Every click inside the range: the all-time totals, whatever the length.
    const all = await guess('2022-03-04', asOf);
    expect(all.got?.length).toBe(10);
    expect(all).toEqual({ got: await recount('post', '2022-03-04', asOf, 10), how: ['window'] });
    // The same length ending a day earlier, or one day short of the first day with clicks: no window
    // ends there and clicks fall outside — the packed days, in the same statement.
    for (const [from, to] of [
      [addDays(asOf, -7), addDays(asOf, -1)],
      [addDays(d!.lo, 1), asOf],
    ] as const)
      expect(await guess(from, to)).toEqual({ got: await recount('post', from, to, 10), how: ['packs'] });
    // The next day, before anything moved the windows: the last 7 days are no guess (the caller
    // moves the windows first), while a range that no window has the length of is still answered.
    const tomorrow = addDays(asOf, 1);
    expect(await guess(addDays(tomorrow, -6), tomorrow, tomorrow)).toEqual({ got: null, how: [] });
    expect((await guess(addDays(tomorrow, -9), tomorrow, tomorrow)).how).toEqual(['packs']);
  });

  it('every ranking over random ranges (and the last 7 and 30 days) answers over HTTP what a recount does', async () => {
    const today = bangkokToday(h.clock.now);
    const first = addDays(bangkokToday(NOW), -75);
    const span = (Date.parse(today) - Date.parse(first)) / 86_400_000;
    const ranges: Array<[string, string]> = [
      [addDays(today, -6), today],
      [addDays(today, -29), today],
      [addDays(today, -6), addDays(today, -1)],
      ['2022-03-04', today],
    ];
    for (let i = 0; i < 30; i++) {
      const a = Math.floor(rnd() * span);
      const b = a + Math.floor(rnd() * (span - a + 1));
      ranges.push([addDays(first, a), addDays(first, b)]);
    }
    for (const [from, to] of ranges) {
      const list = pick([1, 5, 40]);
      const cat = pick([undefined, 3]);
      const top = await h.req(
        'GET',
        `/stats/get_top_click_by_day?mdate=${from}&mdate2=${to}&list=${list}${cat ? `&cat=${cat}` : ''}`,
      );
      expect(top.status).toBe(200);
      expect(
        top.body.data.map((x: { id: number; sum_total: number }) => ({ id: x.id, n: x.sum_total })),
        `posts ${from}..${to} list=${list} cat=${cat}`,
      ).toEqual(await recount('post', from, to, list, cat));
      const sharers = await h.req('GET', `/stats/get_top_share_by_day?mdate=${from}&mdate2=${to}`);
      expect(
        sharers.body.data.map((x: { uid: number; sumtotal: number }) => ({ id: x.uid, n: x.sumtotal })),
        `sharers ${from}..${to}`,
      ).toEqual(await recount('sharer', from, to, 100));
      const creators = await h.req('GET', `/stats/creator_been_shared_by_day?day=${from}&day2=${to}&list=20`);
      expect(
        creators.body.data.map((x: { uid: number; total: number }) => ({ id: x.uid, n: x.total })),
        `creators ${from}..${to}`,
      ).toEqual(await recount('creator', from, to, 20));
    }
  });
});
