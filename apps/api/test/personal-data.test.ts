import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as s from '../src/db/schema.js';
import { upsertExternalMember } from '../src/services/members.js';
import { resource } from '../src/strapi/engine.js';
import { backends, expectError, harness, type Json, SHARER, STAFF } from './helpers.js';

/** Every public collection route and the resource it serves. */
const PUBLIC = {
  posts: 'post',
  profiles: 'profile',
  cats: 'cat',
  badges: 'badge',
  notices: 'notice',
  products: 'product',
  postpins: 'postpin',
  comments: 'comment',
  'comment-replies': 'comment-reply',
} as const;
/** Collection routes a signed-in member reads (their own rows, or every row for badge holders). */
const MEMBER = {
  'badge-users': 'badge-user',
  orders: 'order',
  'order-limits': 'order-limit',
  'creator-subs': 'creator-sub',
  'sharer-subs': 'sharer-sub',
} as const;

/** Every `populate` of a resource: none, `*`, each relation, each relation with everything below it. */
function populates(name: string, depth = 0): string[] {
  const rels = Object.keys(resource(name).relations);
  const out = ['', 'populate=*'];
  for (const rel of rels) {
    out.push(`populate=${rel}`, `populate[${rel}][populate]=*`);
    if (depth < 1)
      for (const inner of Object.keys(resource(resource(name).relations[rel]!.target).relations))
        out.push(`populate[${rel}][populate][${inner}][populate]=*`);
  }
  return out;
}

const EMAIL_SHAPE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** Fails on any key that names contact or account data, anywhere in the answer. */
function assertNoAccountKeys(value: Json, where: string) {
  if (Array.isArray(value)) for (const v of value) assertNoAccountKeys(v, where);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'email' || k === 'username' || k === 'providerId' || k === 'provider_id')
        throw new Error(`${where}: "${k}" in a public answer`);
      if (k === 'provider' && v !== 'database') throw new Error(`${where}: provider ${String(v)} exposed`);
      assertNoAccountKeys(v, where);
    }
}

describe.each(backends())('no personal data in public answers on $name', (backend) => {
  const h = harness(backend, { LINE_CHANNEL_ID: '1234567890' });
  afterEach(() => vi.unstubAllGlobals());

  const LINE_EMAIL = 'leak.line.member@gmail.com';
  const LINE_SUB = 'U4f1e2d3c4b5a69788796a5b4c3d2e1f0';
  const GOOGLE_EMAIL = 'leak.google.member@gmail.com';
  const GOOGLE_SUB = '109876543210987654321';

  /** A LINE member without a display name, and a Google member, who like, comment, reply, hold a badge. */
  async function membersWithEmail() {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ sub: LINE_SUB, email: LINE_EMAIL }), { status: 200 }),
    );
    const r = await h.req('POST', `/api/updateprofileline/${LINE_SUB}`, {
      body: { data: { idToken: 'header.payload.signature' } },
    });
    vi.unstubAllGlobals();
    expect(r.status, r.text).toBe(200);
    const google = await upsertExternalMember(h.database.db, {
      provider: 'google',
      providerId: GOOGLE_SUB,
      email: GOOGLE_EMAIL,
      name: null,
    });
    const line = r.body.user.id as number;
    for (const [uid, token] of [
      [line, r.body.jwt as string],
      [google.id, await signIn(google.id)],
    ] as const) {
      expect((await h.req('POST', '/api/like/1', { token })).status).toBe(200);
      const c = await h.req('POST', '/api/comments', { token, body: { data: { des: 'สาธุครับ', pid: 1 } } });
      expect(c.status, c.text).toBe(200);
      const reply = await h.req('POST', '/api/comment-replies', {
        token,
        body: { data: { des: 'อนุโมทนา', cid: c.body.data.id } },
      });
      expect(reply.status, reply.text).toBe(200);
      await h.database.db.insert(s.badgeUsers).values({ badgeId: 1, userId: uid });
      await h.database.db.update(s.members).set({ type: 'creator' }).where(eq(s.members.id, uid));
      const post = await h.req('POST', '/api/posts', { token, body: { data: { des: 'โพสต์ทดสอบ', cat: 1 } } });
      expect(post.status, post.text).toBe(200);
      await h.database.db.insert(s.postPins).values({ pid: post.body.data.id, uid, order: 1 });
    }
    return { line, google: google.id };
  }

  async function signIn(uid: number) {
    const { signJwt } = await import('../src/auth.js');
    return signJwt(h.config.jwtSecret, uid);
  }

  let secrets: string[] = [];
  let ids: { line: number; google: number };

  it('the three requests that once showed e-mail addresses show none and cannot filter by them', async () => {
    ids = await membersWithEmail();
    const rows = await h.database.db
      .select({ email: s.members.email, providerId: s.members.providerId })
      .from(s.members);
    secrets = rows.flatMap((r) => [r.email, r.providerId]).filter((x): x is string => !!x);
    expect(secrets).toContain(LINE_EMAIL);
    const comments = await h.req('GET', '/api/comments?populate=user&sort=id:desc');
    expect(comments.status).toBe(200);
    expect(comments.body.data[0].attributes.user.data.id).toBe(ids.google);
    const badges = await h.req('GET', '/api/badges?populate=users');
    expect(badges.status).toBe(200);
    expect(badges.body.data[0].attributes.users.data.map((u: Json) => u.id)).toContain(ids.line);
    for (const r of [comments, badges]) {
      expect(r.text).not.toContain(LINE_EMAIL);
      expect(r.text).not.toContain(GOOGLE_EMAIL);
      expect(r.text).not.toMatch(EMAIL_SHAPE);
      assertNoAccountKeys(r.body, 'request');
    }
    expectError(
      await h.req('GET', '/api/posts?filters[user][username][$endsWith]=@gmail.com&populate=user'),
      400,
    );
    expectError(await h.req('GET', '/api/posts?filters[user][provider][$eq]=line'), 400);
    expectError(
      await h.req('GET', '/api/posts?filters[users_permissions_users][username][$containsi]=@'),
      400,
    );
    expectError(await h.req('GET', '/api/comments?filters[user][email][$containsi]=gmail'), 400);
    expectError(await h.req('GET', '/api/posts?sort=username'), 400);
  });

  it('a member without a display name is never named by their e-mail', async () => {
    for (const uid of [ids.line, ids.google]) {
      const p = await h.req('GET', `/api/profiles/${uid}`);
      expect(p.status).toBe(200);
      expect(p.body.data.attributes.name).toBeTruthy();
      expect(p.body.data.attributes.name).not.toMatch(/@/);
      const [row] = await h.database.db.select().from(s.members).where(eq(s.members.id, uid));
      // No public column holds a value derived from the e-mail address.
      for (const v of [row!.username, row!.name, row!.at, row!.givenName, row!.familyName])
        expect(String(v ?? '')).not.toMatch(/@|leak\.(line|google)/);
    }
  });

  it('walks every public resource with every populate, anonymous and signed in: no e-mail, no provider id', async () => {
    const member = await h.login(SHARER);
    expect(member).toBeTruthy();
    const check = (r: { status: number; text: string; body: Json }, where: string) => {
      expect(r.status, `${where}: ${r.text.slice(0, 200)}`).toBe(200);
      for (const secret of secrets)
        if (r.text.toLowerCase().includes(secret.toLowerCase())) throw new Error(`${where} leaks ${secret}`);
      const m = EMAIL_SHAPE.exec(r.text);
      if (m) throw new Error(`${where}: e-mail-shaped text ${m[0]}`);
      assertNoAccountKeys(r.body, where);
    };
    let calls = 0;
    for (const token of [undefined, member]) {
      const who = token ? 'member' : 'anonymous';
      const lists: Array<[string, string]> = [
        ...Object.entries(PUBLIC),
        ...(token ? Object.entries(MEMBER) : []),
      ];
      for (const [route, name] of lists)
        for (const pop of populates(name)) {
          const q = [pop, 'pagination[pageSize]=200', 'sort=id:desc'].filter(Boolean).join('&');
          const list = await h.req('GET', `/api/${route}?${q}`, { token });
          check(list, `${who} GET /api/${route}?${q}`);
          calls++;
          const first = list.body.data[0];
          if (first && !['order-limits', 'badge-users'].includes(route)) {
            const one = await h.req('GET', `/api/${route}/${first.id}${pop ? `?${pop}` : ''}`, { token });
            check(one, `${who} GET /api/${route}/${first.id}?${pop}`);
            calls++;
          }
        }
      for (const p of [
        `/api/like/1`,
        '/stats/get_top_share_by_day?mdate=2022-03-04&mdate2=2026-06-15',
        '/stats/creator_been_shared_by_day?day=2022-03-04&day2=2026-06-15',
        `/stats/cache/profiles/get?uids=${ids.line},${ids.google},1,2,3`,
        `/stats/get_who_shared_by_key?key=${encodeURIComponent('x')}`,
        '/api/getallnoti',
        '/api/sharer/me',
      ]) {
        if (
          !token &&
          (p.startsWith('/api/like') || p.startsWith('/api/getallnoti') || p.startsWith('/api/sharer'))
        )
          continue;
        const r = await h.req(p.startsWith('/api/like') ? 'POST' : 'GET', p, { token });
        if (r.status === 404) continue; // an unknown key: nothing to leak
        check(r, `${who} ${p}`);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(100);
  });

  it('staff still see the contact details they need (ADR 008), members only their own', async () => {
    const staff = await h.login(STAFF);
    const subs = await h.req('GET', '/api/creator-subs?populate=user', { token: staff });
    expect(subs.status).toBe(200);
    expect(subs.body.data.length).toBeGreaterThan(0);
    expect(subs.body.data[0].attributes).toHaveProperty('tel');
  });

  it('migration 0002 rewrites e-mail usernames and e-mail names of existing members', async () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
    const file = readdirSync(dir).find((f) => f.startsWith('0002_'));
    expect(file, 'drizzle/0002_*.sql').toBeTruthy();
    const [old] = await h.database.db
      .insert(s.members)
      .values({
        provider: 'google',
        providerId: '1000000000000000042',
        email: 'Old.Member@Gmail.com',
        username: 'Old.Member@Gmail.com',
        name: 'Old.Member@Gmail.com',
      })
      .returning();
    const [tiktok] = await h.database.db
      .insert(s.members)
      .values({
        provider: 'tiktok',
        providerId: 'open-id-xyz',
        username: 'tiktok_open-id-xyz',
        name: 'ติ๊กต็อก',
      })
      .returning();
    for (const stmt of readFileSync(path.join(dir, file!), 'utf8').split('--> statement-breakpoint'))
      if (stmt.trim()) await h.database.db.execute(sql.raw(stmt));
    const [after] = await h.database.db.select().from(s.members).where(eq(s.members.id, old!.id));
    expect(after!.username).not.toMatch(/@|old\.member|1000000000000000042/i);
    expect(after!.name).not.toMatch(/@|old\.member/i);
    expect(after!.name).toBe('สมาชิก');
    expect(after!.email).toBe('Old.Member@Gmail.com'); // kept for the member, never shown
    const [t] = await h.database.db.select().from(s.members).where(eq(s.members.id, tiktok!.id));
    expect(t!.username).not.toContain('open-id-xyz');
    expect(t!.name).toBe('ติ๊กต็อก');
    const p = await h.req('GET', `/api/profiles/${old!.id}`);
    expect(p.text).not.toMatch(/gmail/i);
  });
});
