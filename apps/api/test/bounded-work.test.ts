import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POPULATE_BUDGET, POPULATE_CAP } from '../src/strapi/engine.js';
import { backends, CREATOR, expectError, harness, type Json, type Res } from './helpers.js';

const UPLOAD_LIMIT = 64 * 1024;

/**
 * Bounded work per request (ADR 023): the statistics cache ignores unknown
 * parameters, to-many populate is capped per item, uploads are measured while they stream, and
 * statistics, lists and /api/tiktok are rate-limited.
 */
describe.each(backends())('bounded work per request on $name', (backend) => {
  const h = harness(backend, {
    STATS_CACHE_SECONDS: '30',
    RATE_LIMIT_SCALE: '1',
    UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT),
  });
  // Each test is its own client, so the rate limits of one never touch another.
  const as = (client: string, method: string, path: string, opts: Parameters<typeof h.req>[2] = {}) =>
    h.req(method, path, { ...opts, headers: { 'x-test-client': client, ...(opts.headers ?? {}) } });

  it('the statistics cache keys on the known parameters only: a random extra one is a hit', async () => {
    const base = '/stats/get_top_click_by_day?mdate=2026-06-01&mdate2=2026-06-15&list=5';
    const first = await as('cache', 'GET', base);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    for (const extra of ['&junk=1', '&junk=2&zzz=x', '&__proto__=1', '&list=7']) {
      // `list=5&…&list=7`: the handler reads the first value, so does the key.
      const r = await as('cache', 'GET', `${base}${extra}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-cache'), extra).toBe('hit');
      expect(r.body).toEqual(first.body);
    }
    // The same number written differently is the same question.
    expect((await as('cache', 'GET', base.replace('list=5', 'list=005'))).headers.get('x-cache')).toBe('hit');
    // A known parameter with another value is another answer.
    const other = await as('cache', 'GET', base.replace('list=5', 'list=6'));
    expect(other.headers.get('x-cache')).toBeNull();
    expect(other.body.data.length).toBeLessThanOrEqual(6);
    const byType = await as('cache', 'GET', '/stats/get_profile_type_num?x=1');
    expect(byType.headers.get('x-cache')).toBeNull();
    expect((await as('cache', 'GET', '/stats/get_profile_type_num?y=2')).headers.get('x-cache')).toBe('hit');
  });

  describe('populate of to-many relations is capped per item', () => {
    const EXTRA = POPULATE_CAP + 20;
    let postId = 0;
    let badgeId = 0;
    let memberIds: number[] = [];

    it('a post with more likers than the cap answers the first ones and says so in meta', async () => {
      const db = h.database.db;
      // EXTRA new members like post 5 and hold badge 1, a minute apart, in id order.
      const made = (await db.execute(
        sql`insert into members (username, name) select 'bulk_' || g, 'สมาชิก ' || g
            from generate_series(1, ${EXTRA}) g returning id`,
      )) as unknown as { rows: Array<{ id: number }> };
      memberIds = made.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      postId = 5;
      badgeId = 1;
      await db.execute(sql`delete from post_likes where post_id = ${postId}`);
      await db.execute(
        sql`insert into post_likes (post_id, member_id, created_at)
            select ${postId}, m.id, timestamptz '2026-06-01 00:00+07' + (m.id * interval '1 minute')
            from members m where m.username like 'bulk\\_%'`,
      );
      await db.execute(
        sql`insert into badge_users (badge_id, user_id)
            select ${badgeId}, m.id from members m where m.username like 'bulk\\_%' on conflict do nothing`,
      );

      const one = await as('cap', 'GET', `/api/posts/${postId}?populate=users_permissions_users`);
      expect(one.status, one.text).toBe(200);
      const likers = one.body.data.attributes.users_permissions_users.data as Json[];
      expect(likers).toHaveLength(POPULATE_CAP);
      // The earliest likers, in the order they liked.
      expect(likers.map((u) => u.id)).toEqual(memberIds.slice(0, POPULATE_CAP));
      // The cut list still carries the whole count, so a like count stays right.
      expect(one.body.data.attributes.users_permissions_users.meta).toEqual({ total: EXTRA });
      expect(one.body.meta).toEqual({
        populateCap: {
          limit: POPULATE_CAP,
          budget: POPULATE_BUDGET,
          truncated: [{ relation: 'users_permissions_users', id: postId }],
        },
      });

      const list = await as(
        'cap',
        'GET',
        `/api/posts?filters[id][$in][0]=${postId}&filters[id][$in][1]=1&populate=*`,
      );
      expect(list.status).toBe(200);
      expect(list.body.meta.pagination.total).toBe(2);
      const [p1, p5] = list.body.data as Json[];
      expect(p5.attributes.users_permissions_users.data).toHaveLength(POPULATE_CAP);
      expect(p5.attributes.users_permissions_users.meta).toEqual({ total: EXTRA });
      expect(p1.attributes.users_permissions_users.data.length).toBeLessThan(POPULATE_CAP);
      expect(p1.attributes.users_permissions_users.meta).toBeUndefined();
      expect(list.body.meta.populateCap).toEqual({
        limit: POPULATE_CAP,
        budget: POPULATE_BUDGET,
        truncated: [{ relation: 'users_permissions_users', id: postId }],
      });
    });

    it('nested to-many lists are capped and named by their path', async () => {
      const badge = await as('cap', 'GET', `/api/badges/${badgeId}?populate=users`);
      expect(badge.status, badge.text).toBe(200);
      expect(badge.body.data.attributes.users.data).toHaveLength(POPULATE_CAP);
      expect(badge.body.meta.populateCap.truncated).toEqual([{ relation: 'users', id: badgeId }]);
      // A member's badges, and each badge's holders: the inner list is cut, the path says where.
      const member = memberIds[0]!;
      const profile = await as('cap', 'GET', `/api/profiles/${member}?populate[badges][populate][0]=users`);
      expect(profile.status, profile.text).toBe(200);
      const badges = profile.body.data.attributes.badges.data as Json[];
      expect(badges.map((b) => b.id)).toContain(badgeId);
      const held = badges.find((b) => b.id === badgeId)!;
      expect(held.attributes.users.data).toHaveLength(POPULATE_CAP);
      expect(profile.body.meta.populateCap.truncated).toContainEqual({
        relation: 'badges.users',
        id: badgeId,
      });
    });

    it('an answer with nothing cut keeps the plain Strapi meta', async () => {
      const r = await as('cap', 'GET', '/api/posts/1?populate=*');
      expect(r.status).toBe(200);
      expect(r.body.meta).toEqual({});
      const l = await as('cap', 'GET', '/api/posts?populate=*&pagination[pageSize]=3');
      expect(Object.keys(l.body.meta)).toEqual(['pagination']);
    });
  });

  describe('uploads are measured while they stream', () => {
    /** A multipart body of one "file" that never ends, counting the bytes the service pulls. */
    function endlessUpload() {
      const boundary = 'bounded0123456789';
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="x.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      const chunk = new Uint8Array(8 * 1024).fill(0x41);
      const state = { pulled: 0, cancelled: false };
      let first = true;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            const next = first ? head : chunk;
            first = false;
            state.pulled += next.length;
            // A safety stop far beyond any limit: 200 × the upload limit.
            if (state.pulled > 200 * UPLOAD_LIMIT) controller.close();
            else controller.enqueue(next);
          },
          cancel() {
            state.cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
      return { body, boundary, state };
    }

    it('a body over the limit is refused with 413 after reading little more than the limit', async () => {
      const t = await h.login(CREATOR);
      const up = endlessUpload();
      const r = await as('upload', 'POST', '/api/upload', {
        token: t,
        raw: up.body,
        headers: { 'content-type': `multipart/form-data; boundary=${up.boundary}` },
      });
      expectError(r, 413);
      expect(r.body.error.name).toBe('PayloadTooLargeError');
      // Read: the limit, the room for part headers (16 KiB) and a chunk or two — never the
      // ~4 × limit the whole-request limit used to buffer, let alone the endless rest.
      expect(up.state.pulled).toBeGreaterThan(UPLOAD_LIMIT);
      expect(up.state.pulled).toBeLessThan(UPLOAD_LIMIT + 16 * 1024 + 3 * 8 * 1024);
      expect(up.state.cancelled).toBe(true);
    });

    it('too many parts are refused while streaming; a body that is not multipart is 400', async () => {
      const t = await h.login(CREATOR);
      const form = new FormData();
      for (let i = 0; i < 12; i++) form.append('files', new Blob([new Uint8Array(10)]), `${i}.jpg`);
      // Sent as the bytes of the form: a FormData body is streamed by undici, whose generator
      // rejects unhandled when the server stops reading (Node 24), failing the run for no reason.
      const encoded = new Response(form);
      const many = await as('upload', 'POST', '/api/upload', {
        token: t,
        raw: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')! },
      });
      expectError(many, 400);
      expect(many.body.error.message).toMatch(/at most 4 files/);
      const plain = await as('upload', 'POST', '/api/upload', {
        token: t,
        raw: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expectError(plain, 400);
    });
  });

  describe('rate limits answer 429 JSON with Retry-After', () => {
    const until429 = async (client: string, path: string, max: number) => {
      let last: Res | undefined;
      for (let i = 1; i <= max; i++) {
        last = await as(client, 'GET', path);
        if (last.status === 429) return { n: i, res: last };
      }
      return { n: Number.POSITIVE_INFINITY, res: last! };
    };
    const expect429 = (res: Res) => {
      expectError(res, 429);
      expect(res.body.error.name).toBe('RateLimitError');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    };

    it('statistics: 120 a minute per client', async () => {
      const { n, res } = await until429('rl-stats', '/stats/get_profile_type_num', 130);
      expect(n).toBe(121);
      expect429(res);
      // Every statistics call shares the bucket; another client is not affected.
      expect429(await as('rl-stats', 'GET', '/stats/getone?key=none'));
      expect((await as('rl-stats-2', 'GET', '/stats/get_profile_type_num')).status).toBe(200);
    });

    it('list reads: 600 a minute per client', async () => {
      const { n, res } = await until429('rl-list', '/api/cats', 610);
      expect(n).toBe(601);
      expect429(res);
      expect429(await as('rl-list', 'GET', '/api/profiles'));
      // A single entry is not a list read.
      expect((await as('rl-list', 'GET', '/api/cats/1')).status).toBe(200);
    });

    it('/api/tiktok: 30 a minute per client', async () => {
      const { n, res } = await until429('rl-tiktok', '/api/tiktok?url=https://vm.tiktok.com/x', 40);
      expect(n).toBe(31);
      expect429(res);
    });
  });
});
