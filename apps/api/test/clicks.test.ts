import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberCookie, memberOfCookie, newVisitorCookie, visitorIdOf, visitorKey } from '../src/clicks.js';
import { DEFAULT_CLICK_CAPS, loadConfig } from '../src/config.js';
import { rows } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { networkKey } from '../src/network.js';
import { backends, CREATOR, harness, type Res, SHARER, SHARER2 } from './helpers.js';

const SECRET = 'test-secret-0123456789abcdef';

// A built site (its client shell), so the service answers the post pages' share form.
const site = mkdtempSync(path.join(tmpdir(), 'lb-clicks-site-'));
writeFileSync(
  path.join(site, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

describe('visitor identity', () => {
  it('groups IPv6 by /64, reads IPv4-mapped addresses as IPv4, keeps IPv4 whole', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:2:0:0:0:9%eth0')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
    expect(networkKey('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(networkKey('198.51.100.9')).toBe('198.51.100.9');
    expect(networkKey('198.51.100.10')).toBe('198.51.100.10');
  });

  it('signs the visitor and member cookies and ignores tampered ones', () => {
    const v = newVisitorCookie(SECRET);
    const id = visitorIdOf(SECRET, v);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(newVisitorCookie(SECRET)).not.toBe(v);
    const flipped = `${v[0] === 'A' ? 'B' : 'A'}${v.slice(1)}`;
    expect(visitorIdOf(SECRET, flipped)).toBeNull();
    expect(visitorIdOf('another-secret-0123456789', v)).toBeNull();
    expect(visitorIdOf(SECRET, `${id}.`)).toBeNull();
    expect(visitorIdOf(SECRET, undefined)).toBeNull();
    expect(memberOfCookie(SECRET, memberCookie(SECRET, 20))).toBe(20);
    expect(memberOfCookie(SECRET, memberCookie(SECRET, 20).replace(/^20/, '21'))).toBeNull();
    // Stored values are keyed hashes.
    expect(visitorKey(SECRET, 'address', '198.51.100.9')).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(SECRET, 'address', 'x')).not.toBe(visitorKey(SECRET, 'visitor', 'x'));
  });

  it('reads the caps from the configuration, with the defaults of ADR 021', () => {
    const base = { DATA_DIR: 'memory://', JWT_SECRET: SECRET };
    expect(loadConfig(base).clickCaps).toEqual(DEFAULT_CLICK_CAPS);
    expect(loadConfig({ ...base, CLICK_CAP_PER_ADDRESS: '5', CLICK_CAP_PER_SHARER: '7' }).clickCaps).toEqual({
      perAddress: 5,
      perSharer: 7,
    });
    expect(() => loadConfig({ ...base, CLICK_CAP_PER_ADDRESS: '0' })).toThrow(/CLICK_CAP_PER_ADDRESS/);
    expect(() => loadConfig({ ...base, CLICK_CAP_PER_SHARER: 'many' })).toThrow(/CLICK_CAP_PER_SHARER/);
  });
});

const cookieOf = (r: Res, name: string): string | undefined => {
  for (const line of r.headers.getSetCookie()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (m) return m[1];
  }
  return undefined;
};

describe.each(backends())('short-link clicks on $name', (backend) => {
  // Small caps so a test can reach them; every test uses its own addresses (the day is shared).
  const h = harness(backend, { CLICK_CAP_PER_ADDRESS: '12', CLICK_CAP_PER_SHARER: '40', SITE_DIR: site });
  const keys = new Map<number, string>();
  const keyOf = async (id: number) => {
    if (!keys.has(id)) keys.set(id, (await h.req('GET', `/api/posts/${id}`)).body.data.attributes.key);
    return keys.get(id)!;
  };
  const click = async (
    postId: number,
    sharer: number,
    opts: { address: string; ua?: string; cookie?: string; token?: string },
  ) => {
    const r = await h.req('GET', `/s/${await keyOf(postId)}/${sharer}`, {
      ...(opts.token ? { token: opts.token } : {}),
      headers: {
        'x-test-client': opts.address,
        'user-agent': opts.ua ?? 'Mozilla/5.0',
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
    });
    // The redirect happens for every click, counted or not.
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`https://site.test/post/${postId}/${sharer}`);
    return r;
  };
  const points = async (uid: number) => {
    const [w] = await h.database.db.select().from(s.wallets).where(eq(s.wallets.userId, uid));
    return w?.allTimeTotal ?? 0;
  };
  const shares = async (postId: number) =>
    (await h.req('GET', `/stats/getone?key=${await keyOf(postId)}`)).body.total as number;
  const countedFrom = async (address: string) => {
    const hash = visitorKey(h.config.jwtSecret, 'address', networkKey(address));
    const [r] = await rows<{ n: number }>(
      h.database.db,
      sql`select count(*)::int as n from clicks where address = ${hash}`,
    );
    return Number(r!.n);
  };

  it('1,000 requests with 1,000 user agents from one address credit at most the cap', async () => {
    const sharers = [SHARER, SHARER2, 22, 23, 24];
    const before = await Promise.all(sharers.map(points));
    for (let batch = 0; batch < 40; batch++)
      await Promise.all(
        Array.from({ length: 25 }, (_, j) => {
          const i = batch * 25 + j;
          return click(10 + (i % 20), sharers[i % sharers.length]!, {
            address: '203.0.113.7',
            ua: `agent ${i} (${(i * 7919) % 1000})`,
          });
        }),
      );
    const after = await Promise.all(sharers.map(points));
    const credited = after.reduce((a, x, i) => a + x - before[i]!, 0);
    // 20 different (post, sharer) links were clicked: only the address cap stops it.
    expect(credited).toBe(12);
    expect(await countedFrom('203.0.113.7')).toBe(12);
  });

  it('the sharer cap: at most 40 counted clicks a day for one sharer, over any number of people', async () => {
    const before = await points(25);
    for (let batch = 0; batch < 3; batch++)
      await Promise.all(
        Array.from({ length: 20 }, (_, j) => click(30, 25, { address: `198.18.1.${batch * 20 + j}` })),
      );
    expect((await points(25)) - before).toBe(40);
  });

  it("never counts the sharer's own click: bearer token or a browser bound at sign-in", async () => {
    const post = 50;
    const t0 = await shares(post);
    const p0 = await points(SHARER);
    await click(post, SHARER, { address: '192.0.2.50', token: await h.login(SHARER) });
    const signIn = await h.req('POST', '/api/auth/dev', { body: { uid: SHARER } });
    const bound = cookieOf(signIn, 'lb_member');
    expect(bound).toBeTruthy();
    expect(signIn.headers.getSetCookie().join('\n')).toMatch(/lb_member=[^;]+;.*Path=\/;.*HttpOnly/i);
    await click(post, SHARER, { address: '192.0.2.51', cookie: `lb_member=${bound}` });
    expect(await shares(post)).toBe(t0);
    expect(await points(SHARER)).toBe(p0);
    // Another member's browser, or a forged binding, counts as anyone else.
    const other = cookieOf(await h.req('POST', '/api/auth/dev', { body: { uid: SHARER2 } }), 'lb_member');
    await click(post, SHARER, { address: '192.0.2.52', cookie: `lb_member=${other}` });
    await click(post, SHARER, {
      address: '192.0.2.53',
      cookie: `lb_member=${bound!.replace(/^\d+/, String(SHARER))}x`,
    });
    expect(await shares(post)).toBe(t0 + 2);
    expect(await points(SHARER)).toBe(p0 + 2);
  });

  it('IPv6 addresses in one /64 are one visitor', async () => {
    const post = 51;
    const t0 = await shares(post);
    await click(post, SHARER2, { address: '2001:db8:aa:1::1' });
    await click(post, SHARER2, { address: '2001:db8:aa:1:9999:8888:7777:6666' });
    await click(post, SHARER2, { address: '2001:db8:aa:1::2', ua: 'another browser' });
    expect(await shares(post)).toBe(t0 + 1);
    await click(post, SHARER2, { address: '2001:db8:aa:2::1' });
    expect(await shares(post)).toBe(t0 + 2);
    // IPv4 written as IPv4-mapped IPv6 is the same address.
    await click(post, SHARER2, { address: '198.51.100.77' });
    await click(post, SHARER2, { address: '::ffff:198.51.100.77' });
    expect(await shares(post)).toBe(t0 + 3);
  });

  it('a visit of the share form /post/{id}/{userId} counts as its short link: once, only as a page', async () => {
    const post = 33;
    const before = await points(SHARER2);
    const page = (headers: Record<string, string>) =>
      h.req('GET', `/post/${post}/${SHARER2}`, {
        headers: {
          'x-test-client': '198.18.9.1',
          accept: 'text/html',
          'user-agent': 'Mozilla/5.0',
          ...headers,
        },
      });
    // An image load of the address is no visit.
    await page({ 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' });
    expect(await points(SHARER2)).toBe(before);
    const first = await page({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });
    expect(first.status).toBe(200);
    expect(await points(SHARER2)).toBe(before + 1);
    // The same person again (their visitor cookie), or after the short link sent them here: still one.
    const visitor = cookieOf(first, 'lb_visitor');
    expect(visitor).toBeTruthy();
    await page({
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      cookie: `lb_visitor=${visitor}`,
    });
    await click(post, SHARER2, { address: '198.18.9.2', cookie: `lb_visitor=${visitor}` });
    expect(await points(SHARER2)).toBe(before + 1);
  });

  it('the same cookie from another address is the same visitor; a tampered cookie is ignored', async () => {
    const post = 52;
    const t0 = await shares(post);
    const first = await click(post, SHARER, { address: '192.0.2.60' });
    const v = cookieOf(first, 'lb_visitor');
    expect(v).toBeTruthy();
    expect(first.headers.getSetCookie().join('\n')).toMatch(/lb_visitor=[^;]+;.*Path=\/;.*HttpOnly/i);
    const again = await click(post, SHARER, { address: '192.0.2.61', cookie: `lb_visitor=${v}` });
    expect(cookieOf(again, 'lb_visitor')).toBeUndefined(); // a valid cookie is kept
    // Counted once: the second address carries the first one's cookie, so it is the same person.
    expect(await shares(post)).toBe(t0 + 1);
    const tampered = `${v![0] === 'A' ? 'B' : 'A'}${v!.slice(1)}`;
    const forged = await click(post, SHARER, { address: '192.0.2.62', cookie: `lb_visitor=${tampered}` });
    const fresh = cookieOf(forged, 'lb_visitor');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(tampered);
    expect(await shares(post)).toBe(t0 + 2); // the tampered cookie proved nothing: a new person
  });

  it('concurrent clicks of one person credit exactly once', async () => {
    const post = 53;
    const t0 = await shares(post);
    const p0 = await points(SHARER2);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => click(post, SHARER2, { address: '192.0.2.70', ua: `u${i}` })),
    );
    expect(await shares(post)).toBe(t0 + 1);
    // The first click counts and sets a cookie; that cookie from 30 addresses at once counts no more.
    const v = cookieOf(await click(post + 1, SHARER2, { address: '192.0.2.71' }), 'lb_visitor');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        click(post + 1, SHARER2, { address: `192.0.2.${100 + i}`, cookie: `lb_visitor=${v}` }),
      ),
    );
    expect(await points(SHARER2)).toBe(p0 + 2);
  });

  it('after concurrent clicks and deletions the aggregates equal a full recount', async () => {
    const sharers = [SHARER, SHARER2, 26, 27, CREATOR];
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        click(60 + (i % 15), sharers[i % sharers.length]!, { address: `100.64.${i % 9}.${i}` }),
      ),
    );
    // Deleting a post cascades to its clicks; the delete trigger lowers every aggregate.
    await h.database.db.delete(s.posts).where(eq(s.posts.id, 61));
    const db = h.database.db;
    const same = async (aggregate: ReturnType<typeof sql>, recount: ReturnType<typeof sql>) => {
      const a = await rows<Record<string, unknown>>(db, aggregate);
      const b = await rows<Record<string, unknown>>(db, recount);
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    };
    const recount = async () => {
      await same(
        sql`select day::text, post_id, n from click_days_posts order by 1, 2`,
        sql`select day::text, post_id, count(*)::int as n from clicks group by 1, 2 order by 1, 2`,
      );
      await same(
        sql`select post_id, n from click_post_totals order by 1`,
        sql`select post_id, count(*)::int as n from clicks group by 1 order by 1`,
      );
      await same(
        sql`select day::text, sharer_id, n from click_days_sharers order by 1, 2`,
        sql`select day::text, sharer_id, count(*)::int as n from clicks group by 1, 2 order by 1, 2`,
      );
      await same(
        sql`select sharer_id, n from click_sharer_totals order by 1`,
        sql`select sharer_id, count(*)::int as n from clicks group by 1 order by 1`,
      );
      await same(
        sql`select creator_id, n from click_creator_totals order by 1`,
        sql`select p.uid as creator_id, count(*)::int as n from clicks c join posts p on p.id = c.post_id
            where c.sharer_id <> p.uid group by 1 order by 1`,
      );
      await same(
        sql`select day::text, creator_id, n from click_days_creators order by 1, 2`,
        sql`select c.day::text, p.uid as creator_id, count(*)::int as n from clicks c join posts p on p.id = c.post_id
            where c.sharer_id <> p.uid group by 1, 2 order by 1, 2`,
      );
      await same(
        sql`select post_id, sharer_id, day::text, creator_id, n from click_days_shares order by 1, 2, 3`,
        sql`select c.post_id, c.sharer_id, c.day::text, p.uid as creator_id, count(*)::int as n
            from clicks c join posts p on p.id = c.post_id group by 1, 2, 3, 4 order by 1, 2, 3`,
      );
      // The windows of the last 7 and 30 days (migration 0006): the clicks of their days.
      for (const [table, key, click, others] of [
        ['click_window_posts', 'post_id', 'c.post_id', sql`true`],
        ['click_window_sharers', 'sharer_id', 'c.sharer_id', sql`true`],
        ['click_window_creators', 'creator_id', 'p.uid', sql`c.sharer_id <> p.uid`],
      ] as const)
        await same(
          sql`select len, ${sql.raw(key)} as id, n from ${sql.raw(table)} order by 1, 2`,
          sql`select w.len, ${sql.raw(click)} as id, count(*)::int as n from clicks c
              join posts p on p.id = c.post_id
              join click_windows w on c.day between w.as_of - w.len + 1 and w.as_of
              where ${others} group by 1, 2 order by 1, 2`,
        );
    };
    await recount();
    // Migration 0003's backfill computes the same aggregates from the clicks alone.
    await db.execute(
      sql.raw(
        'truncate click_days_posts, click_post_totals, click_days_sharers, click_sharer_totals, click_days_creators, click_creator_totals, click_days_shares',
      ),
    );
    const backfill = readFileSync(
      new URL('../drizzle/0003_clicks_visitors_and_daily_aggregates.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((x) => x.replace(/^(\s*--[^\n]*\n)+/, '').trim())
      .filter((x) => x.startsWith('INSERT INTO "click_'));
    expect(backfill).toHaveLength(7);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    await recount();
    // And each post's own counter agrees.
    const off = await rows<{ id: number }>(
      db,
      sql`select p.id from posts p left join click_post_totals t on t.post_id = p.id
          where p.click_total <> coalesce(t.n, 0)`,
    );
    expect(off).toEqual([]);
    const aggregatesOf61 = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from click_days_posts where post_id = 61`,
    );
    expect(Number(aggregatesOf61[0]!.n)).toBe(0);
  });
});
