import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.js';
import {
  backends,
  CREATOR,
  CREATOR2,
  expectError,
  harness,
  type Json,
  SHARER,
  SHARER2,
  STAFF,
} from './helpers.js';

/**
 * Links and text that cannot carry script, no notice or notification written by anybody but staff
 * (no route writes them), staff moderation, and one pending creator application per member even
 * under concurrent submissions (ADR 023).
 */
describe.each(backends())('links, text and moderation on $name', (backend) => {
  const h = harness(backend);

  const newPost = async (token: string, data: Record<string, unknown> = {}) =>
    h.req('POST', '/api/posts', { token, body: { data: { des: 'ธรรมะวันนี้', cat: 1, ...data } } });
  const links = (url: string | null) => ({ data: { link: [{ social: 'website', url }] } });

  describe('links and text that cannot carry script', () => {
    it('profile links accept only http(s) URLs, as the URL parser reads them', async () => {
      const t = await h.login(SHARER);
      const update = (url: string | null) =>
        h.req('POST', `/api/updateProfile/${SHARER}`, { token: t, body: links(url) });
      for (const bad of [
        'javascript:alert(1)',
        ' JavaScript:alert(document.cookie)',
        'java\tscript:alert(1)',
        'jav&#x09;ascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        '//evil.example/x',
        'https://',
        'not a url',
      ]) {
        const r = await update(bad);
        expectError(r, 400);
        expect(r.body.error.message, bad).toMatch(/http/);
      }
      // Nothing of the refused ones was stored.
      const [stored] = await rows<{ links: Json }>(
        h.database.db,
        sql`select links from members where id = ${SHARER}`,
      );
      expect(JSON.stringify(stored!.links)).not.toMatch(/script|data:|file:/i);

      const ok = await update('  HTTPS://Example.ORG/ธรรม?x=1 ');
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body.data.attributes.link).toEqual([
        {
          id: expect.any(Number),
          social: 'website',
          url: 'https://example.org/%E0%B8%98%E0%B8%A3%E0%B8%A3%E0%B8%A1?x=1',
        },
      ]);
      expect((await update('http://example.org')).body.data.attributes.link[0].url).toBe(
        'http://example.org/',
      );
      // No link at all stays allowed (the demo members have empty ones).
      expect((await update('')).body.data.attributes.link[0].url).toBe('');
      expect((await update(null)).body.data.attributes.link[0].url).toBe('');
    });

    it('a post cover is one of our /uploads/ files or an https URL', async () => {
      const t = await h.login(CREATOR);
      for (const bad of [
        'javascript:alert(1)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'http://img.example/a.jpg',
        '//img.example/a.jpg',
        '/uploads/../api/users/me',
        '/uploads/..',
        '/etc/passwd',
      ]) {
        const r = await newPost(t, { cover: bad });
        expectError(r, 400);
        expect(r.body.error.message, bad).toMatch(/cover/);
      }
      const own = await newPost(t, { cover: '/uploads/abc-1.jpg' });
      expect(own.status, own.text).toBe(200);
      expect(own.body.data.attributes.cover).toBe('/uploads/abc-1.jpg');
      const https = await newPost(t, { cover: 'https://img.example/a b.jpg' });
      expect(https.body.data.attributes.cover).toBe('https://img.example/a%20b.jpg');
    });

    it('a post body whose type is not one of the eight answers 400', async () => {
      const t = await h.login(CREATOR);
      for (const bad of ['evil', 'postlink', '<script>', '', 'constructor'])
        expectError(await newPost(t, { type: bad }), 400);
      expectError(await newPost(t, { type: 42 }), 400);
      // One of the eight is accepted, and the service still decides the type from the content.
      const r = await newPost(t, { type: 'videoYoutube', des: 'ข้อความล้วน' });
      expect(r.status, r.text).toBe(200);
      expect(r.body.data.attributes.type).toBe('postText');
    });

    it('descriptions stay text: stored and answered verbatim as JSON strings', async () => {
      const t = await h.login(CREATOR);
      const des = '<img src=x onerror=alert(1)> <script>alert(1)</script> ธรรม';
      const made = await newPost(t, { des });
      expect(made.status).toBe(200);
      const got = await h.req('GET', `/api/posts/${made.body.data.id}`);
      expect(got.headers.get('content-type')).toMatch(/^application\/json/);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.body.data.attributes.des).toBe(des);
      const c = await h.req('POST', '/api/comments', {
        token: await h.login(SHARER),
        body: { data: { des, type: 'post', pid: made.body.data.id } },
      });
      expect(c.body.data.attributes.des).toBe(des);
    });

    it('no route writes notices or notifications, for anybody — staff included', async () => {
      const tokens = { anonymous: '', member: await h.login(SHARER), staff: await h.login(STAFF) };
      const body = { data: { topic: 'x', des: '<script>alert(1)</script>', msg: '<script>', user: SHARER } };
      const before = await rows<{ n: number }>(
        h.database.db,
        sql`select (select count(*) from notices)::int + (select count(*) from notifications)::int as n`,
      );
      for (const [who, token] of Object.entries(tokens))
        for (const [method, path] of [
          ['POST', '/api/notices'],
          ['PUT', '/api/notices/1'],
          ['DELETE', '/api/notices/1'],
          ['POST', '/api/notifications'],
          ['PUT', '/api/notifications/1'],
          ['POST', '/api/getallnoti'],
          ['POST', '/api/getnoti'],
          ['POST', '/api/readnoti/1'],
        ] as const) {
          const r = await h.req(method, path, { token, body });
          expect([404, 405], `${who} ${method} ${path}: ${r.status}`).toContain(r.status);
        }
      const after = await rows<{ n: number }>(
        h.database.db,
        sql`select (select count(*) from notices)::int + (select count(*) from notifications)::int as n`,
      );
      expect(after[0]!.n).toBe(before[0]!.n);
      // Marking one's own notification read changes the flag only, whatever the body says.
      const t = tokens.member;
      const mine = (await h.req('GET', '/api/getnoti', { token: t })).body.data[0];
      const read = await h.req('PUT', `/api/readnoti/${mine.id}`, { token: t, body });
      expect(read.status).toBe(200);
      expect(read.body.data.attributes).toMatchObject({ msg: mine.attributes.msg, read: true });
    });
  });

  describe('staff moderation', () => {
    it('staff delete any post; other members still cannot, and staff cannot edit it', async () => {
      const author = await h.login(CREATOR);
      const id = (await newPost(author)).body.data.id;
      expectError(await h.req('DELETE', `/api/posts/${id}`, { token: await h.login(CREATOR2) }), 403);
      expectError(await h.req('DELETE', `/api/posts/${id}`, { token: await h.login(SHARER) }), 403);
      expectError(await h.req('DELETE', `/api/posts/${id}`), 401);
      const staff = await h.login(STAFF);
      expectError(
        await h.req('PUT', `/api/posts/${id}`, { token: staff, body: { data: { des: 'แก้โดยผู้ดูแล' } } }),
        403,
      );
      const del = await h.req('DELETE', `/api/posts/${id}`, { token: staff });
      expect(del.status, del.text).toBe(200);
      expect(del.body.data.id).toBe(id);
      expectError(await h.req('GET', `/api/posts/${id}`), 404);
    });

    it('staff delete any comment (its replies go too); another member still cannot', async () => {
      const pid = (await newPost(await h.login(CREATOR))).body.data.id;
      const comment = await h.req('POST', '/api/comments', {
        token: await h.login(SHARER),
        body: { data: { des: 'ความเห็น', type: 'post', pid } },
      });
      const cid = comment.body.data.id;
      const reply = await h.req('POST', '/api/comment-replies', {
        token: await h.login(SHARER2),
        body: { data: { des: 'ตอบกลับ', cid } },
      });
      expectError(await h.req('DELETE', `/api/comments/${cid}`, { token: await h.login(SHARER2) }), 403);
      expectError(await h.req('DELETE', `/api/comments/${cid}`, { token: await h.login(CREATOR) }), 403);
      const del = await h.req('DELETE', `/api/comments/${cid}`, { token: await h.login(STAFF) });
      expect(del.status, del.text).toBe(200);
      expect(del.body.data.id).toBe(cid);
      expectError(await h.req('GET', `/api/comments/${cid}`), 404);
      expectError(await h.req('GET', `/api/comment-replies/${reply.body.data.id}`), 404);
    });

    it('staff delete any reply; another member still cannot', async () => {
      const pid = (await newPost(await h.login(CREATOR))).body.data.id;
      const cid = (
        await h.req('POST', '/api/comments', {
          token: await h.login(SHARER),
          body: { data: { des: 'ความเห็น', type: 'post', pid } },
        })
      ).body.data.id;
      const rid = (
        await h.req('POST', '/api/comment-replies', {
          token: await h.login(SHARER2),
          body: { data: { des: 'ตอบกลับ', cid } },
        })
      ).body.data.id;
      expectError(
        await h.req('DELETE', `/api/comment-replies/${rid}`, { token: await h.login(SHARER) }),
        403,
      );
      const del = await h.req('DELETE', `/api/comment-replies/${rid}`, { token: await h.login(STAFF) });
      expect(del.status, del.text).toBe(200);
      expect(del.body.data.id).toBe(rid);
      expectError(await h.req('GET', `/api/comment-replies/${rid}`), 404);
      // The comment itself stays.
      expect((await h.req('GET', `/api/comments/${cid}`)).status).toBe(200);
    });
  });

  describe('one pending creator application per member', () => {
    const application = { data: { name: 'ผู้สมัคร', tel: '0812345678', lineid: 'line_x', address: '1 ถนน' } };
    const pendingOf = async (uid: number) =>
      (
        await rows<{ n: number }>(
          h.database.db,
          sql`select count(*)::int as n from creator_subs where user_id = ${uid} and status = 'pending'`,
        )
      )[0]!.n;

    it('concurrent submissions by one member store one: the others answer 409', async () => {
      const uid = SHARER2;
      expect(await pendingOf(uid)).toBe(0);
      const t = await h.login(uid);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => h.req('POST', '/api/creator-subs', { token: t, body: application })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) {
        expectError(r, 409);
        expect(r.body.error.message).toBe('An application is already awaiting review');
      }
      expect(await pendingOf(uid)).toBe(1);
      const listed = await h.req('GET', `/api/creator-subs?filters[user][id][$eq]=${uid}`, { token: t });
      expect(listed.body.data).toHaveLength(1);
    });

    it('the database itself refuses a second pending application', async () => {
      const uid = SHARER2;
      await expect(
        h.database.db.execute(
          sql`insert into creator_subs (user_id, name, tel, lineid) values (${uid}, 'x', '0', 'x')`,
        ),
      ).rejects.toThrow();
      expect(await pendingOf(uid)).toBe(1);
    });

    it('once reviewed, the member may apply again (the index covers pending ones only)', async () => {
      const uid = SHARER2;
      await h.database.db.execute(sql`update creator_subs set status = 'rejected' where user_id = ${uid}`);
      const again = await h.req('POST', '/api/creator-subs', {
        token: await h.login(uid),
        body: application,
      });
      expect(again.status, again.text).toBe(200);
      expect(await pendingOf(uid)).toBe(1);
      // Cancelling the pending one (applicant or staff) frees the slot as before.
      const del = await h.req('DELETE', `/api/creator-subs/${again.body.data.id}`, {
        token: await h.login(STAFF),
      });
      expect(del.status).toBe(200);
      expect(await pendingOf(uid)).toBe(0);
    });
  });
});
