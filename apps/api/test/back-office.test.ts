import { addDays, badgeAwardMessage, bangkokDay, bangkokToday, STAFF_MESSAGES } from '@lightbearers/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResult } from '../src/auth.js';
import { rows } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { grantRole } from '../src/services/members.js';
import {
  ADMIN,
  backends,
  CREATOR,
  CREATOR2,
  expectError,
  harness,
  type Json,
  NOW,
  SHARER,
  SHARER2,
  STAFF,
} from './helpers.js';

/** The back office's content types, members, moderation and the audit log (ADR 035). */
describe.each(backends())('back office on $name', (backend) => {
  const h = harness(backend);
  const auditRows = async (action: string) =>
    h.database.db.select().from(s.auditLog).where(eq(s.auditLog.action, action)).orderBy(asc(s.auditLog.id));
  const countAudit = async () =>
    Number((await rows<{ n: number }>(h.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n);

  describe('notices', () => {
    it('staff write a draft, schedule it, publish it; members read only published ones', async () => {
      const staff = await h.login(STAFF);
      const memberIds = async () =>
        (await h.req('GET', '/api/notices?pagination[pageSize]=100')).body.data.map((n: Json) => n.id);
      const draft = await h.req('POST', '/api/staff/notices', {
        token: staff,
        body: { data: { topic: 'ประกาศทดสอบ', des: '# หัวข้อ\n\nเนื้อหา **ตัวหนา**', icon: 'cheer' } },
      });
      expect(draft.status, draft.text).toBe(200);
      const id = draft.body.data.id;
      expect(draft.body.data.attributes).toMatchObject({
        topic: 'ประกาศทดสอบ',
        icon: 'cheer',
        publishedAt: null,
        state: 'draft',
      });
      expect(await memberIds()).not.toContain(id);
      expectError(await h.req('GET', `/api/notices/${id}`), 404);
      const later = new Date(NOW.getTime() + 3600_000).toISOString();
      const scheduled = await h.req('PUT', `/api/staff/notices/${id}`, {
        token: staff,
        body: { data: { publishAt: later } },
      });
      expect(scheduled.body.data.attributes.state).toBe('scheduled');
      expect(await memberIds()).not.toContain(id);
      h.clock.now = new Date(NOW.getTime() + 2 * 3600_000);
      try {
        expect(await memberIds()).toContain(id);
      } finally {
        h.clock.now = NOW;
      }
      const now = await h.req('POST', `/api/staff/notices/${id}/publish`, { token: staff });
      expect(now.body.data.attributes).toMatchObject({ state: 'published', publishedAt: NOW.toISOString() });
      const read = await h.req('GET', `/api/notices/${id}`);
      expect(read.body.data.attributes).toMatchObject({
        topic: 'ประกาศทดสอบ',
        des: '# หัวข้อ\n\nเนื้อหา **ตัวหนา**',
      });
      await h.req('POST', `/api/staff/notices/${id}/unpublish`, { token: staff });
      expect(await memberIds()).not.toContain(id);
      await h.req('POST', `/api/staff/notices/${id}/publish`, { token: staff });
      const del = await h.req('DELETE', `/api/staff/notices/${id}`, { token: staff });
      expect(del.body.data.attributes.state).toBe('deleted');
      expect(await memberIds()).not.toContain(id);
      const deleted = await h.req('GET', '/api/staff/notices?state=deleted', { token: staff });
      expect(deleted.body.data.map((n: Json) => n.id)).toContain(id);
      expect(
        (await h.req('GET', '/api/staff/notices', { token: staff })).body.data.map((n: Json) => n.id),
      ).not.toContain(id);
      await h.req('POST', `/api/staff/notices/${id}/restore`, { token: staff });
      expect(await memberIds()).toContain(id);
      expect((await auditRows('notice.publish')).filter((a) => a.entityId === String(id))).toHaveLength(2);
    });

    it('refuses bad input with the Thai message of each field, and unknown fields', async () => {
      const staff = await h.login(STAFF);
      const r = await h.req('POST', '/api/staff/notices', {
        token: staff,
        body: { data: { topic: ' ', des: '', icon: 'party', publishAt: 'soon' } },
      });
      expectError(r, 400);
      expect(r.body.error.message).toBe(STAFF_MESSAGES.titleRequired);
      expect(r.body.error.details.errors.map((e: Json) => e.message)).toEqual([
        STAFF_MESSAGES.titleRequired,
        STAFF_MESSAGES.bodyRequired,
        STAFF_MESSAGES.icon,
        STAFF_MESSAGES.publishAt,
      ]);
      expectError(
        await h.req('POST', '/api/staff/notices', {
          token: staff,
          body: { data: { topic: 'x', des: 'y', id: 1 } },
        }),
        400,
      );
      expectError(await h.req('POST', '/api/staff/notices', { token: staff, body: '{bad json' }), 400);
      expectError(
        await h.req('PUT', '/api/staff/notices/999999', { token: staff, body: { data: { topic: 'x' } } }),
        404,
      );
      expect(
        (await h.req('GET', '/api/staff/notices?pageSize=1000', { token: staff })).body.meta.pagination
          .pageSize,
      ).toBe(100);
      expectError(await h.req('GET', '/api/staff/notices?pageSize=-1', { token: staff }), 400);
      expectError(await h.req('GET', '/api/staff/notices?sort=des:asc', { token: staff }), 400);
    });
  });

  describe('categories', () => {
    it('a new category takes posts; one with posts is refused deletion (409) and hidden instead', async () => {
      const admin = await h.login(ADMIN);
      const cat = await h.req('POST', '/api/staff/categories', {
        token: admin,
        body: { data: { name: 'หมวดใหม่', order: 3 } },
      });
      expect(cat.status, cat.text).toBe(200);
      const id = cat.body.data.id;
      expect((await h.req('GET', '/api/cats')).body.data.map((c: Json) => c.id)).toContain(id);
      const post = await h.req('POST', '/api/posts', {
        token: await h.login(CREATOR),
        body: { data: { des: 'โพสต์ในหมวดใหม่', cat: id, photo: [] } },
      });
      expect(post.status, post.text).toBe(200);
      const refused = await h.req('DELETE', `/api/staff/categories/${id}`, { token: admin });
      expectError(refused, 409);
      expect(refused.body.error.message).toBe(STAFF_MESSAGES.categoryHasPosts);
      const hidden = await h.req('PUT', `/api/staff/categories/${id}`, {
        token: admin,
        body: { data: { hidden: true } },
      });
      expect(hidden.body.data.attributes).toMatchObject({ hidden: true, posts: 1 });
      expect((await h.req('GET', '/api/cats')).body.data.map((c: Json) => c.id)).not.toContain(id);
      expectError(await h.req('GET', `/api/cats/${id}`), 404);
      expectError(
        await h.req('POST', '/api/posts', {
          token: await h.login(CREATOR),
          body: { data: { des: 'x', cat: id } },
        }),
        400,
      );
      expect((await auditRows('category.hide')).map((a) => a.entityId)).toContain(String(id));
      // An empty category is deleted (softly) and restored.
      const empty = (
        await h.req('POST', '/api/staff/categories', { token: admin, body: { data: { name: 'ว่าง' } } })
      ).body.data.id;
      expect((await h.req('DELETE', `/api/staff/categories/${empty}`, { token: admin })).status).toBe(200);
      expect(
        (await h.req('GET', '/api/staff/categories?state=deleted', { token: admin })).body.data.map(
          (c: Json) => c.id,
        ),
      ).toEqual([empty]);
      expect(
        (await h.req('POST', `/api/staff/categories/${empty}/restore`, { token: admin })).body.data.attributes
          .deletedAt,
      ).toBeNull();
    });
  });

  describe('souvenirs', () => {
    it('stock changes need a reason, never go below zero, and are ledgered with who and why', async () => {
      const admin = await h.login(ADMIN);
      const p = (
        await h.req('POST', '/api/staff/products', {
          token: admin,
          body: { data: { name: 'พวงกุญแจ', price: 10, stock: 3 } },
        })
      ).body.data.id;
      const noReason = await h.req('POST', `/api/staff/products/${p}/stock`, {
        token: admin,
        body: { data: { delta: 5 } },
      });
      expectError(noReason, 400);
      expect(noReason.body.error.message).toBe(STAFF_MESSAGES.reason);
      expectError(
        await h.req('POST', `/api/staff/products/${p}/stock`, {
          token: admin,
          body: { data: { delta: -4, reason: 'ชำรุด' } },
        }),
        400,
      );
      const add = await h.req('POST', `/api/staff/products/${p}/stock`, {
        token: admin,
        body: { data: { delta: 7, reason: 'รับของล็อตใหม่' } },
      });
      expect(add.body.data.attributes.stock).toBe(10);
      expect(add.body.meta.stock).toEqual({ before: 3, after: 10, reason: 'รับของล็อตใหม่' });
      const ledger = (await h.req('GET', `/api/staff/products/${p}/stock`, { token: admin })).body.data;
      expect(ledger[0].attributes).toMatchObject({
        delta: 7,
        stock: 10,
        reason: 'รับของล็อตใหม่',
        actorId: ADMIN,
      });
      expectError(
        await h.req('PUT', `/api/staff/products/${p}`, { token: admin, body: { data: { stock: 99 } } }),
        400,
      );
    });

    it('nobody exchanges a souvenir before its unlock date; a deleted one leaves the shop', async () => {
      const admin = await h.login(ADMIN);
      const p = (
        await h.req('POST', '/api/staff/products', {
          token: admin,
          body: { data: { name: 'เหรียญที่ระลึก', price: 0, stock: 5, unlockAt: '2026-07-01' } },
        })
      ).body.data;
      expect(p.attributes.unlockAt).toBe('2026-06-30T17:00:00.000Z');
      const order = () =>
        h.req('POST', '/api/orders', {
          token: await_(SHARER),
          body: {
            data: {
              name: 'x',
              total: 0,
              order: [{ product: p.id, amount: 1 }],
              logistic: 'temple',
              user: SHARER,
            },
          },
        });
      const await_ = (_uid: number) => tokens.get(SHARER)!;
      const tokens = new Map([[SHARER, await h.login(SHARER)]]);
      const locked = await order();
      expectError(locked, 409);
      expect(locked.body.error.details.reason).toBe('locked');
      h.clock.now = new Date('2026-07-01T01:00:00Z');
      try {
        expect((await order()).status).toBe(200);
      } finally {
        h.clock.now = NOW;
      }
      await h.req('PUT', `/api/staff/products/${p.id}`, { token: admin, body: { data: { unlockAt: null } } });
      await h.req('DELETE', `/api/staff/products/${p.id}`, { token: admin });
      expectError(await h.req('GET', `/api/products/${p.id}`), 404);
      expect((await order()).status).toBe(409);
    });
  });

  describe('badges', () => {
    it('an admin awards a badge to three members in one step; each is notified once; revoke', async () => {
      const admin = await h.login(ADMIN);
      const badge = await h.req('POST', '/api/staff/badges', {
        token: admin,
        body: { data: { name: 'ผู้นำบุญดีเด่น', photo: 1 } },
      });
      expect(badge.status, badge.text).toBe(200);
      const id = badge.body.data.id;
      const handle = (await h.req('GET', `/api/profiles/${CREATOR2}`)).body.data.attributes.at as string;
      const award = await h.req('POST', `/api/staff/badges/${id}/award`, {
        token: admin,
        body: {
          data: { members: `${SHARER}\n@${handle.toUpperCase()}, ${SHARER2}\nnobody_here_xyz\n${SHARER}` },
        },
      });
      expect(award.status, award.text).toBe(200);
      expect(award.body.data).toEqual({
        changed: [SHARER, CREATOR2, SHARER2],
        unchanged: [],
        unknown: ['nobody_here_xyz'],
      });
      const again = await h.req('POST', `/api/staff/badges/${id}/award`, {
        token: admin,
        body: { data: { members: [SHARER, CREATOR] } },
      });
      expect(again.body.data).toEqual({ changed: [CREATOR], unchanged: [SHARER], unknown: [] });
      for (const uid of [SHARER, CREATOR2, SHARER2, CREATOR]) {
        const notes = (await h.req('GET', '/api/getallnoti', { token: await h.login(uid) })).body.data.map(
          (n: Json) => n.attributes.msg,
        );
        expect(notes.filter((m: string) => m === badgeAwardMessage('ผู้นำบุญดีเด่น'))).toHaveLength(1);
      }
      const holders = await h.req('GET', `/api/badges/${id}?populate=users`);
      expect(holders.body.data.attributes.users.data.map((u: Json) => u.id).sort()).toEqual(
        [CREATOR, CREATOR2, SHARER, SHARER2].sort(),
      );
      const revoke = await h.req('POST', `/api/staff/badges/${id}/revoke`, {
        token: admin,
        body: { data: { members: [CREATOR] } },
      });
      expect(revoke.body.data.changed).toEqual([CREATOR]);
      const awards = (await auditRows('badge.award')).filter((a) => a.entityId === String(id));
      expect(awards.map((a) => (a.after as Json).members)).toEqual([[SHARER, CREATOR2, SHARER2], [CREATOR]]);
      expectError(
        await h.req('POST', `/api/staff/badges/${id}/award`, {
          token: admin,
          body: { data: { members: ' ' } },
        }),
        400,
      );
    });
  });

  describe('organisation units', () => {
    it('a CSV import previews what changes, then applies it; /api/orgs follows', async () => {
      const admin = await h.login(ADMIN);
      const units = async () =>
        (await h.req('GET', `/api/orgs?category=${encodeURIComponent('ภูมิภาค')}`)).body.data.map(
          (o: Json) => o.attributes.name,
        );
      const before = await units();
      const csv = `org1,org2\nภูมิภาค,ภาคทดสอบ 1\nภูมิภาค,"ภาคทดสอบ, 2"\nภูมิภาค,${before[0]}\n`;
      const preview = await h.req('POST', '/api/staff/orgs/import', {
        token: admin,
        body: { data: { csv, mode: 'replace', dryRun: true } },
      });
      expect(preview.status, preview.text).toBe(200);
      expect(preview.body.data.add).toEqual([
        { org1: 'ภูมิภาค', org2: 'ภาคทดสอบ 1' },
        { org1: 'ภูมิภาค', org2: 'ภาคทดสอบ, 2' },
      ]);
      expect(preview.body.data.unchanged).toBe(1);
      expect(preview.body.data.remove.map((u: Json) => u.org2)).toEqual(before.slice(1));
      expect(await units()).toEqual(before);
      const bad = await h.req('POST', '/api/staff/orgs/import', {
        token: admin,
        body: { data: { csv: 'ดาวอังคาร,x\n', dryRun: false } },
      });
      expectError(bad, 400);
      expect(bad.body.error.details.problems).toEqual([{ line: 1, message: STAFF_MESSAGES.org1 }]);
      const applied = await h.req('POST', '/api/staff/orgs/import', {
        token: admin,
        body: { data: { csv, mode: 'merge', dryRun: false } },
      });
      expect(applied.body.data.add).toHaveLength(2);
      expect(await units()).toEqual([...before, 'ภาคทดสอบ 1', 'ภาคทดสอบ, 2']);
      expect((await auditRows('org.import')).length).toBe(1);
    });
  });

  describe('members', () => {
    it('staff search and block a member: every sign-in and token refused, posts hidden; unblock', async () => {
      const staff = await h.login(STAFF);
      const creatorToken = await h.login(CREATOR);
      const found = await h.req('GET', `/api/staff/members?q=${CREATOR}`, { token: staff });
      expect(found.body.data.map((m: Json) => m.id)).toContain(CREATOR);
      const posts = async () =>
        (await h.req('GET', `/api/posts?filters[uid][$eq]=${CREATOR}&pagination[pageSize]=100`)).body.meta
          .pagination.total;
      const visible = await posts();
      expect(visible).toBeGreaterThan(0);
      expectError(
        await h.req('POST', `/api/staff/members/${CREATOR}/block`, { token: staff, body: { data: {} } }),
        400,
      );
      const blocked = await h.req('POST', `/api/staff/members/${CREATOR}/block`, {
        token: staff,
        body: { data: { reason: 'สแปม' } },
      });
      expect(blocked.status, blocked.text).toBe(200);
      expect(blocked.body.data.attributes).toMatchObject({ blockedReason: 'สแปม' });
      const signIn = await h.req('POST', '/api/auth/dev', { body: { uid: CREATOR } });
      expectError(signIn, 403);
      expect(signIn.body.error.message).toBe('บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อทีมงาน');
      expectError(await h.req('GET', '/api/users/me', { token: creatorToken }), 403);
      // Google, TikTok and LINE sign-ins all answer through `authResult`: it refuses the member too.
      const [row] = await h.database.db.select().from(s.members).where(eq(s.members.id, CREATOR));
      await expect(authResult(h.config.jwtSecret, row!)).rejects.toMatchObject({
        status: 403,
        errorName: 'BlockedError',
      });
      expectError(
        await h.req('POST', '/api/posts', { token: creatorToken, body: { data: { des: 'x', cat: 1 } } }),
        403,
      );
      expectError(
        await h.req('POST', '/api/comments', {
          token: creatorToken,
          body: { data: { des: 'x', type: 'post', pid: 5 } },
        }),
        403,
      );
      expect(await posts()).toBe(0);
      const unblocked = await h.req('POST', `/api/staff/members/${CREATOR}/unblock`, { token: staff });
      expect(unblocked.body.data.attributes.blockedAt).toBeNull();
      expect(await posts()).toBe(visible);
      expect((await h.req('GET', '/api/users/me', { token: creatorToken })).status).toBe(200);
      const [blockRow] = (await auditRows('member.block')).filter((a) => a.entityId === String(CREATOR));
      expect(blockRow).toMatchObject({ actorId: STAFF, reason: 'สแปม' });
      expect((blockRow!.before as Json).blockedAt).toBeNull();
      expect((blockRow!.after as Json).blockedAt).not.toBeNull();
    });

    it('staff change a type; only an admin changes roles, never their own; staff cannot block staff', async () => {
      const staff = await h.login(STAFF);
      const admin = await h.login(ADMIN);
      const typed = await h.req('PUT', `/api/staff/members/${SHARER2}/type`, {
        token: staff,
        body: { data: { type: 'creator' } },
      });
      expect(typed.body.data.attributes.type).toBe('creator');
      expectError(
        await h.req('PUT', `/api/staff/members/${SHARER2}/role`, {
          token: staff,
          body: { data: { role: 'staff' } },
        }),
        403,
      );
      const promoted = await h.req('PUT', `/api/staff/members/${SHARER2}/role`, {
        token: admin,
        body: { data: { role: 'staff' } },
      });
      expect(promoted.body.data.attributes.role).toBe('staff');
      expect((await h.req('GET', '/api/staff/me', { token: await h.login(SHARER2) })).body.data).toEqual({
        staff: true,
        role: 'staff',
      });
      expectError(
        await h.req('POST', `/api/staff/members/${SHARER2}/block`, {
          token: staff,
          body: { data: { reason: 'x' } },
        }),
        403,
      );
      expectError(
        await h.req('PUT', `/api/staff/members/${ADMIN}/role`, {
          token: admin,
          body: { data: { role: 'member' } },
        }),
        409,
      );
      expectError(
        await h.req('PUT', `/api/staff/members/${SHARER2}/role`, {
          token: admin,
          body: { data: { role: 'root' } },
        }),
        400,
      );
      await h.req('PUT', `/api/staff/members/${SHARER2}/role`, {
        token: admin,
        body: { data: { role: 'member' } },
      });
      await h.req('PUT', `/api/staff/members/${SHARER2}/type`, {
        token: staff,
        body: { data: { type: 'sharer' } },
      });
    });

    it('the first admin comes from the admin:grant command, recorded without an actor', async () => {
      const r = await grantRole(h.database.db, String(SHARER), 'admin');
      expect(r).toMatchObject({ id: SHARER, role: 'admin', changed: true });
      const [row] = (await auditRows('member.role')).filter((a) => a.entityId === String(SHARER));
      expect(row).toMatchObject({ actorId: null, reason: 'admin:grant command' });
      expect((await h.req('GET', '/api/staff/me', { token: await h.login(SHARER) })).body.data.role).toBe(
        'admin',
      );
      await expect(grantRole(h.database.db, 'nobody@example.invalid')).rejects.toThrow(/No member/);
      await grantRole(h.database.db, String(SHARER), 'member');
    });
  });

  describe('moderation', () => {
    it('staff hide and restore a post, a comment and a reply with a reason, from one place', async () => {
      const staff = await h.login(STAFF);
      const pid = (
        await h.req('POST', '/api/posts', {
          token: await h.login(CREATOR2),
          body: { data: { des: 'ตรวจสอบ', cat: 1 } },
        })
      ).body.data.id;
      const cid = (
        await h.req('POST', '/api/comments', {
          token: await h.login(SHARER),
          body: { data: { des: 'ความเห็น', pid } },
        })
      ).body.data.id;
      const rid = (
        await h.req('POST', '/api/comment-replies', {
          token: await h.login(SHARER2),
          body: { data: { des: 'ตอบ', cid } },
        })
      ).body.data.id;
      expectError(
        await h.req('POST', `/api/staff/moderation/post/${pid}/hide`, { token: staff, body: { data: {} } }),
        400,
      );
      expectError(
        await h.req('POST', `/api/staff/moderation/thread/${pid}/hide`, {
          token: staff,
          body: { data: { reason: 'x' } },
        }),
        400,
      );
      for (const [kind, id, path] of [
        ['reply', rid, `/api/comment-replies/${rid}`],
        ['comment', cid, `/api/comments/${cid}`],
        ['post', pid, `/api/posts/${pid}`],
      ] as const) {
        const hide = await h.req('POST', `/api/staff/moderation/${kind}/${id}/hide`, {
          token: staff,
          body: { data: { reason: 'ไม่เหมาะสม' } },
        });
        expect(hide.status, hide.text).toBe(200);
        expect(hide.body.data.attributes).toMatchObject({
          kind,
          hidden: true,
          moderationReason: 'ไม่เหมาะสม',
        });
        expectError(await h.req('GET', path), 404);
      }
      const hidden = await h.req('GET', '/api/staff/moderation/post?hidden=true', { token: staff });
      expect(hidden.body.data.map((p: Json) => p.id)).toContain(pid);
      await h.req('POST', `/api/staff/moderation/comment/${cid}/restore`, { token: staff });
      // The reply stays hidden on its own; its comment is back.
      expect((await h.req('GET', `/api/comments/${cid}`)).status).toBe(200);
      expectError(await h.req('GET', `/api/comment-replies/${rid}`), 404);
      await h.req('POST', `/api/staff/moderation/post/${pid}/restore`, { token: staff });
      expect((await h.req('GET', `/api/posts/${pid}`)).status).toBe(200);
      // The members' DELETE route of staff is the same moderation, its reason recorded.
      const del = await h.req('DELETE', `/api/posts/${pid}?reason=${encodeURIComponent('ผิดกติกา')}`, {
        token: staff,
      });
      expect(del.status).toBe(200);
      const [row] = (await auditRows('post.hide')).filter((a) => a.entityId === String(pid)).slice(-1);
      expect(row).toMatchObject({ actorId: STAFF, reason: 'ผิดกติกา' });
    });
  });

  describe('audit log', () => {
    it('lists with filters; no route edits or deletes it; the database refuses too', async () => {
      const admin = await h.login(ADMIN);
      const all = await h.req('GET', '/api/staff/audit?pageSize=100', { token: admin });
      expect(all.status, all.text).toBe(200);
      expect(all.body.data.length).toBeGreaterThan(0);
      const ids = all.body.data.map((a: Json) => a.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const byActor = await h.req('GET', `/api/staff/audit?actor=${ADMIN}&action=badge.`, { token: admin });
      expect(byActor.body.data.length).toBeGreaterThan(0);
      for (const a of byActor.body.data) {
        expect(a.attributes.actorId).toBe(ADMIN);
        expect(a.attributes.action.startsWith('badge.')).toBe(true);
      }
      const byEntity = await h.req('GET', '/api/staff/audit?entity=member', { token: admin });
      for (const a of byEntity.body.data) expect(a.attributes.entity).toBe('member');
      const future = await h.req('GET', '/api/staff/audit?from=2100-01-01', { token: admin });
      expect(future.body.data).toEqual([]);
      const past = await h.req('GET', '/api/staff/audit?to=2000-01-01', { token: admin });
      expect(past.body.data).toEqual([]);
      // A bare day is a Bangkok day, `to` included (the rows carry the database's own clock).
      const today = bangkokToday(new Date());
      const day = await h.req('GET', `/api/staff/audit?from=${today}&to=${today}&pageSize=100`, {
        token: admin,
      });
      expect(all.body.meta.pagination.total).toBeLessThanOrEqual(100);
      const ofToday = all.body.data.filter((a: Json) => bangkokDay(a.attributes.createdAt) === today).length;
      expect(ofToday).toBeGreaterThan(0);
      expect(day.body.meta.pagination.total).toBe(ofToday);
      const before = await h.req('GET', `/api/staff/audit?to=${addDays(today, -1)}`, { token: admin });
      expect(before.body.data).toEqual([]);
      expectError(await h.req('GET', '/api/staff/audit?from=yesterday', { token: admin }), 400);
      const id = ids[0];
      const count = await countAudit();
      for (const [method, path] of [
        ['PUT', `/api/staff/audit/${id}`],
        ['DELETE', `/api/staff/audit/${id}`],
        ['POST', '/api/staff/audit'],
        ['DELETE', '/api/staff/audit'],
      ] as const)
        expectError(await h.req(method, path, { token: admin, body: { data: { action: 'x' } } }), 405);
      await expect(
        h.database.db.execute(sql`update audit_log set action = 'x' where id = ${id}`),
      ).rejects.toThrow();
      await expect(h.database.db.execute(sql`delete from audit_log where id = ${id}`)).rejects.toThrow();
      expect(await countAudit()).toBe(count);
    });

    it('a refused action writes no audit row; an action failing after its audit row leaves neither', async () => {
      const admin = await h.login(ADMIN);
      const count = await countAudit();
      expectError(await h.req('DELETE', '/api/staff/categories/1', { token: admin }), 409);
      expectError(
        await h.req('POST', '/api/staff/notices', { token: admin, body: { data: { topic: '' } } }),
        400,
      );
      expect(await countAudit()).toBe(count);
      // The award writes its badge rows and its audit row, then the notifications: make those fail.
      const badge = (
        await h.req('POST', '/api/staff/badges', { token: admin, body: { data: { name: 'ล้มเหลว' } } })
      ).body.data.id;
      const afterCreate = await countAudit();
      await h.database.db.execute(
        sql.raw(`create function lb_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'notifications are down' using errcode = '22023'; end $$`),
      );
      await h.database.db.execute(
        sql.raw(
          'create trigger lb_test_fail before insert on notifications for each row execute function lb_test_fail()',
        ),
      );
      try {
        const r = await h.req('POST', `/api/staff/badges/${badge}/award`, {
          token: admin,
          body: { data: { members: [SHARER] } },
        });
        expect(r.status).toBeGreaterThanOrEqual(400);
      } finally {
        await h.database.db.execute(sql.raw('drop trigger lb_test_fail on notifications'));
        await h.database.db.execute(sql.raw('drop function lb_test_fail()'));
      }
      expect(await countAudit()).toBe(afterCreate);
      const held = await h.database.db.select().from(s.badgeUsers).where(eq(s.badgeUsers.badgeId, badge));
      expect(held).toEqual([]);
    });
  });
});
