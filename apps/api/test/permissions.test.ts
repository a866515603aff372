import { describe, expect, it } from 'vitest';
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
 * The permission matrix (who may do what, ADR 008 and ADR 035), enforced on the server: every owner-only or authenticated
 * endpoint tried as anonymous (401), as another member (403, or 404 where existence is private)
 * and as the owner (2xx).
 */
describe.each(backends())('permissions on $name', (backend) => {
  const h = harness(backend);

  const newPost = async (token: string, des = 'ทดสอบโพสต์ https://example.org/x') =>
    h.req('POST', '/api/posts', {
      token,
      body: { data: { des, cat: 1, url: null, type: 'postLink', photo: [] } },
    });

  it('only creators create posts', async () => {
    expectError(await newPost(''), 401);
    const sharer = await newPost(await h.login(SHARER));
    expectError(sharer, 403);
    expect(sharer.body.error.message).toMatch(/creator/i);
    const ok = await newPost(await h.login(CREATOR));
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toBeGreaterThan(120);
    expect(ok.body.data.attributes).toMatchObject({
      uid: CREATOR,
      type: 'postLink',
      url: 'https://example.org/x',
    });
    expect(ok.body.data.attributes.key).toMatch(/^\w{6,}$/);
  });

  it('the service detects the type and validates the new post', async () => {
    const t = await h.login(CREATOR);
    const yt = await newPost(t, 'ฟังธรรม https://youtu.be/abcdefghijk');
    expect(yt.body.data.attributes.type).toBe('videoYoutube');
    const text = await newPost(t, 'ข้อความธรรมะล้วน ๆ');
    expect(text.body.data.attributes).toMatchObject({ type: 'postText', url: null });
    const noCat = await h.req('POST', '/api/posts', { token: t, body: { data: { des: 'x', photo: [] } } });
    expectError(noCat, 400);
    expect(noCat.body.error.message).toBe('กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!');
    expectError(await h.req('POST', '/api/posts', { token: t, body: { data: { des: 'x', cat: 999 } } }), 400);
    expectError(
      await h.req('POST', '/api/posts', { token: t, body: { data: { des: 'x', cat: 1, evil: true } } }),
      400,
    );
    // Photos must be the creator's own uploads.
    expectError(
      await h.req('POST', '/api/posts', { token: t, body: { data: { des: 'x', cat: 1, photo: [1] } } }),
      403,
    );
  });

  it('edit (des only) and delete: anonymous 401, other member 403, owner 200', async () => {
    const owner = await h.login(CREATOR);
    const other = await h.login(CREATOR2);
    const id = (await newPost(owner)).body.data.id;
    const edit = (token: string, data: unknown = { des: 'แก้ไขแล้ว' }) =>
      h.req('PUT', `/api/posts/${id}`, { token, body: { data } });
    expectError(await edit(''), 401);
    expectError(await edit(other), 403);
    expectError(await edit(owner, { des: 'x', url: 'https://evil.example' }), 400);
    const ok = await edit(owner);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.des).toBe('แก้ไขแล้ว');
    expect(ok.body.data.attributes.url).toBe('https://example.org/x');
    expectError(await h.req('DELETE', `/api/posts/${id}`), 401);
    expectError(await h.req('DELETE', `/api/posts/${id}`, { token: other }), 403);
    const del = await h.req('DELETE', `/api/posts/${id}`, { token: owner });
    expect(del.status).toBe(200);
    expect(del.body.data.id).toBe(id);
    expectError(await h.req('GET', `/api/posts/${id}`), 404);
  });

  it('pins: anonymous 401, other member 403, owner 200; global pins are staff only', async () => {
    const owner = await h.login(CREATOR);
    const other = await h.login(CREATOR2);
    const id = (await newPost(owner)).body.data.id;
    expectError(await h.req('POST', '/api/postpins', { body: { data: { pid: id, uid: CREATOR } } }), 401);
    expectError(
      await h.req('POST', '/api/postpins', { token: other, body: { data: { pid: id, uid: CREATOR2 } } }),
      403,
    );
    expectError(
      await h.req('POST', '/api/postpins', { token: other, body: { data: { pid: id, uid: CREATOR } } }),
      403,
    );
    expectError(
      await h.req('POST', '/api/postpins', { token: owner, body: { data: { pid: id, uid: null } } }),
      403,
    );
    const pin = await h.req('POST', '/api/postpins', {
      token: owner,
      body: { data: { pid: id, uid: CREATOR } },
    });
    expect(pin.status).toBe(200);
    expect(pin.body.data.attributes).toMatchObject({ pid: id, uid: CREATOR });
    expectError(
      await h.req('POST', '/api/postpins', { token: owner, body: { data: { pid: id, uid: CREATOR } } }),
      409,
    );
    expectError(await h.req('DELETE', `/api/postpins/${pin.body.data.id}`), 401);
    expectError(await h.req('DELETE', `/api/postpins/${pin.body.data.id}`, { token: other }), 403);
    expect((await h.req('DELETE', `/api/postpins/${pin.body.data.id}`, { token: owner })).status).toBe(200);
    const global = await h.req('POST', '/api/postpins', {
      token: await h.login(STAFF),
      body: { data: { pid: id, uid: null } },
    });
    expect(global.status).toBe(200);
  });

  it('comments and replies: anonymous 401 to write; only the author deletes', async () => {
    const author = await h.login(SHARER);
    const other = await h.login(SHARER2);
    expectError(
      await h.req('POST', '/api/comments', { body: { data: { des: 'สาธุ', type: 'post', pid: 5 } } }),
      401,
    );
    expectError(
      await h.req('POST', '/api/comments', {
        token: author,
        body: { data: { des: '   ', type: 'post', pid: 5 } },
      }),
      400,
    );
    expectError(
      await h.req('POST', '/api/comments', {
        token: author,
        body: { data: { des: 'สาธุ', type: 'post', pid: 99999 } },
      }),
      404,
    );
    const cm = await h.req('POST', '/api/comments', {
      token: author,
      body: { data: { des: 'สาธุ 🙏', type: 'post', pid: 5 } },
    });
    expect(cm.status).toBe(200);
    expect(cm.body.data.attributes).toMatchObject({ des: 'สาธุ 🙏', type: 'post', pid: 5 });
    expect(cm.body.data.attributes.user.data.id).toBe(SHARER);
    const rp = await h.req('POST', '/api/comment-replies', {
      token: other,
      body: { data: { des: 'ขอบคุณ', cid: cm.body.data.id } },
    });
    expect(rp.status).toBe(200);
    expectError(await h.req('DELETE', `/api/comment-replies/${rp.body.data.id}`), 401);
    expectError(await h.req('DELETE', `/api/comment-replies/${rp.body.data.id}`, { token: author }), 403);
    expect((await h.req('DELETE', `/api/comment-replies/${rp.body.data.id}`, { token: other })).status).toBe(
      200,
    );
    expectError(await h.req('DELETE', `/api/comments/${cm.body.data.id}`), 401);
    expectError(await h.req('DELETE', `/api/comments/${cm.body.data.id}`, { token: other }), 403);
    expect((await h.req('DELETE', `/api/comments/${cm.body.data.id}`, { token: author })).status).toBe(200);
    expectError(await h.req('GET', `/api/comments/${cm.body.data.id}`), 404);
  });

  it('profile update: anonymous 401, other member 403, owner 200; a taken handle answers 409 and keeps the old one', async () => {
    const owner = await h.login(SHARER);
    const body = {
      data: {
        name: 'ชื่อใหม่',
        des: 'ประวัติใหม่',
        at: '@new_handle_20',
        link: [{ social: 'facebook', url: 'https://facebook.com/x' }],
      },
    };
    expectError(await h.req('POST', `/api/updateProfile/${SHARER}`, { body }), 401);
    expectError(
      await h.req('POST', `/api/updateProfile/${SHARER}`, { token: await h.login(SHARER2), body }),
      403,
    );
    const ok = await h.req('POST', `/api/updateProfile/${SHARER}`, { token: owner, body });
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ at: 'new_handle_20', name: 'ชื่อใหม่', des: 'ประวัติใหม่' });
    expect(ok.body.data.attributes.link[0]).toMatchObject({
      social: 'facebook',
      url: 'https://facebook.com/x',
    });
    const taken = await h.req('POST', `/api/updateProfile/${SHARER}`, {
      token: owner,
      body: { data: { name: 'ชื่อที่สอง', des: 'ประวัติ', at: 'SOMYING' } },
    });
    expectError(taken, 409);
    const after = await h.req('GET', `/api/profiles/${SHARER}`);
    expect(after.body.data.attributes.at).toBe('new_handle_20');
    expect(after.body.data.attributes.name).toBe('ชื่อที่สอง'); // name and bio are still saved
    expectError(
      await h.req('POST', `/api/updateProfile/${SHARER}`, {
        token: owner,
        body: { data: { at: 'bad handle!' } },
      }),
      400,
    );
  });

  it('notifications: own only', async () => {
    const owner = await h.login(SHARER);
    expectError(await h.req('GET', '/api/getallnoti'), 401);
    const all = await h.req('GET', '/api/getallnoti', { token: owner });
    expect(all.body.data.length).toBeGreaterThan(0);
    const ids = all.body.data.map((n: { id: number }) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const unread = all.body.data.find((n: Json) => !n.attributes.read);
    expectError(await h.req('PUT', `/api/readnoti/${unread.id}`), 401);
    expectError(await h.req('PUT', `/api/readnoti/${unread.id}`, { token: await h.login(SHARER2) }), 403);
    const read = await h.req('PUT', `/api/readnoti/${unread.id}`, { token: owner });
    expect(read.body.data.attributes.read).toBe(true);
    const few = await h.req('GET', '/api/getnoti', { token: owner });
    expect(few.body.data.length).toBeLessThanOrEqual(10);
    expect(few.body.meta.unread).toBe(all.body.data.filter((n: Json) => !n.attributes.read).length - 1);
  });

  it('applications and contact details: own only, staff sees all', async () => {
    const owner = await h.login(SHARER);
    expectError(await h.req('GET', '/api/sharer-subs'), 401);
    const mine = await h.req('GET', '/api/sharer-subs?pagination[pageSize]=100', { token: owner });
    expect(mine.body.data.length).toBe(1);
    const others = await h.req('GET', `/api/sharer-subs?filters[user][id][$eq]=${SHARER2}`, { token: owner });
    expect(others.body.data).toEqual([]);
    const staff = await h.req('GET', '/api/sharer-subs?pagination[pageSize]=100', {
      token: await h.login(STAFF),
    });
    expect(staff.body.meta.pagination.total).toBeGreaterThan(20);
    expect(staff.body.data[0].attributes).toHaveProperty('tel');
    const me = await h.req('GET', '/api/sharer/me', { token: owner });
    expect(me.body.data.attributes.results[0]).toMatchObject({
      name: expect.any(String),
      tel: expect.any(String),
      lineid: expect.any(String),
    });
    expectError(await h.req('GET', '/api/sharer/me'), 401);

    const t = await h.login(SHARER2);
    expectError(
      await h.req('POST', '/api/creator-subs', {
        token: t,
        body: { data: { name: 'ก', tel: '081', lineid: '' } },
      }),
      400,
    );
    const sub = await h.req('POST', '/api/creator-subs', {
      token: t,
      body: { data: { name: 'ทดสอบ', tel: '0811111111', lineid: 'line1', address: 'กรุงเทพฯ' } },
    });
    expect(sub.status).toBe(200);
    expectError(
      await h.req('POST', '/api/creator-subs', {
        token: t,
        body: { data: { name: 'ทดสอบ', tel: '08', lineid: 'l', address: 'a' } },
      }),
      409,
    );
    expect(
      (await h.req('GET', `/api/creator-subs?filters[user][id][$eq]=${SHARER2}`, { token: t })).body.data,
    ).toHaveLength(1);
    expectError(await h.req('DELETE', `/api/creator-subs/${sub.body.data.id}`), 401);
    expectError(await h.req('DELETE', `/api/creator-subs/${sub.body.data.id}`, { token: owner }), 403);
    expect((await h.req('DELETE', `/api/creator-subs/${sub.body.data.id}`, { token: t })).status).toBe(200);
  });

  it('staff review of creator applications (ADR 030): anonymous 401, member and applicant 403, staff 200; JSON errors', async () => {
    const applicant = await h.login(SHARER);
    const other = await h.login(SHARER2);
    const staff = await h.login(STAFF);
    const sub = await h.req('POST', '/api/creator-subs', {
      token: applicant,
      body: { data: { name: 'ผู้สมัคร', tel: '0822222222', lineid: 'line_app', address: 'นนทบุรี' } },
    });
    expect(sub.status).toBe(200);
    const id = sub.body.data.id;
    const list = '/api/staff/creator-applications';
    const approve = `${list}/${id}/approve`;
    expectError(await h.req('GET', '/api/staff/me'), 401);
    expect((await h.req('GET', '/api/staff/me', { token: other })).body).toEqual({
      data: { staff: false, role: 'member' },
    });
    expect((await h.req('GET', '/api/staff/me', { token: staff })).body).toEqual({
      data: { staff: true, role: 'staff' },
    });
    expectError(await h.req('GET', list), 401);
    expectError(await h.req('GET', list, { token: other }), 403);
    expectError(await h.req('GET', list, { token: applicant }), 403);
    expectError(await h.req('POST', approve), 401);
    expectError(await h.req('POST', approve, { token: other }), 403);
    expectError(await h.req('POST', approve, { token: applicant }), 403);
    expectError(await h.req('POST', `${list}/${id}/reject`, { token: applicant }), 403);
    expectError(await h.req('GET', `${list}?page=x`, { token: staff }), 400);
    expectError(await h.req('POST', `${list}/99999/approve`, { token: staff }), 404);
    expectError(await h.req('POST', `${list}/abc/approve`, { token: staff }), 400);

    const pending = await h.req('GET', `${list}?pageSize=100`, { token: staff });
    expect(pending.status).toBe(200);
    const row = pending.body.data.find((a: Json) => a.id === id);
    expect(row).toMatchObject({
      name: 'ผู้สมัคร',
      tel: '0822222222',
      lineid: 'line_app',
      address: 'นนทบุรี',
      member: { id: SHARER, type: 'sharer', posts: expect.any(Number), shares: expect.any(Number) },
    });
    expect(pending.body.meta.pagination.total).toBe(pending.body.data.length);
    expect(pending.body.data.some((a: Json) => a.member.id === 40)).toBe(true); // the demo's pending one

    // Not yet a creator: no post.
    const post = () =>
      h.req('POST', '/api/posts', {
        token: applicant,
        body: {
          data: { des: 'โพสต์แรก https://example.org/first', cat: 1, url: null, type: 'postLink', photo: [] },
        },
      });
    expectError(await post(), 403);
    const notesBefore = (await h.req('GET', '/api/getallnoti', { token: applicant })).body.data.length;
    const ok = await h.req('POST', approve, { token: staff });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id, userId: SHARER, decision: 'approved' });
    expect((await h.req('GET', `/api/profiles/${SHARER}`)).body.data.attributes.type).toBe('creator');
    expect((await post()).status).toBe(200);
    const notes = (await h.req('GET', '/api/getallnoti', { token: applicant })).body.data;
    expect(notes.length).toBe(notesBefore + 1);
    expect(notes[0].attributes.msg).toContain('อนุมัติ');
    expectError(await h.req('POST', approve, { token: staff }), 409); // reviewed once only
    const after = await h.req('GET', `${list}?pageSize=100`, { token: staff });
    expect(after.body.data.some((a: Json) => a.id === id)).toBe(false);

    // Rejecting removes the application and notifies the member.
    const sub2 = await h.req('POST', '/api/creator-subs', {
      token: other,
      body: { data: { name: 'ผู้สมัครสอง', tel: '0833333333', lineid: 'line_two', address: 'ชลบุรี' } },
    });
    const reject = await h.req('POST', `${list}/${sub2.body.data.id}/reject`, { token: staff });
    expect(reject.body.data).toEqual({ id: sub2.body.data.id, userId: SHARER2, decision: 'rejected' });
    expectError(await h.req('GET', `/api/creator-subs/${sub2.body.data.id}`, { token: other }), 404);
    expect((await h.req('GET', `/api/profiles/${SHARER2}`)).body.data.attributes.type).toBe('sharer');
    const notes2 = (await h.req('GET', '/api/getallnoti', { token: other })).body.data;
    expect(notes2[0].attributes.msg).toContain('ยังไม่ผ่าน');
    expectError(await h.req('POST', `${list}/${sub2.body.data.id}/reject`, { token: staff }), 404);
  });

  it('the organisation directory lists the units of one level-1 group, public', async () => {
    const r = await h.req('GET', `/api/orgs?category=${encodeURIComponent('นครหลวง')}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((o: Json) => o.attributes.name)).toEqual(['แก้วภูธร 1', 'แก้วภูธร 2', 'นครหลวง 3']);
    expect(r.body.data[0].attributes.category).toBe('นครหลวง');
    expect((await h.req('GET', '/api/orgs?category=none')).body.data).toEqual([]);
  });

  it('wallet, orders, order limits, uploads and badge-users need a bearer', async () => {
    for (const [m, p] of [
      ['GET', '/api/wallets/getcalpoint'],
      ['POST', '/api/wallets/swappoint'],
      ['GET', '/api/wallets/listwallet/1'],
      ['GET', '/api/orders'],
      ['GET', '/api/orders/1'],
      ['POST', '/api/orders'],
      ['GET', '/api/order-limits'],
      ['POST', '/api/upload'],
      ['GET', '/api/badge-users'],
      ['POST', '/api/userpostlogs'],
      ['POST', '/api/like/1'],
      ['GET', '/api/users/me'],
    ] as const)
      expectError(await h.req(m, p), 401);
    expectError(await h.req('GET', '/api/posts', { token: 'not-a-jwt' }), 401);
    expectError(await h.req('GET', '/api/posts', { headers: { authorization: 'Basic abc' } }), 401);
  });

  it("orders: another member's order is not visible; an order's user must be the signed-in member", async () => {
    const list = await h.req('GET', '/api/orders', { token: await h.login(STAFF) });
    const owner = list.body.data[0]?.attributes.user?.data?.id;
    // Find any order and its owner from the database-level listing of a member with orders.
    for (let uid = 2; uid <= 44 && !owner; uid++) {
      const r = await h.req('GET', '/api/orders', { token: await h.login(uid) });
      if (r.body.data.length) {
        const id = r.body.data[0].id;
        expect(r.body.data[0].attributes.user.data.id).toBe(uid);
        expect((await h.req('GET', `/api/orders/${id}`, { token: await h.login(uid) })).status).toBe(200);
        const stranger = uid === SHARER ? SHARER2 : SHARER;
        expectError(await h.req('GET', `/api/orders/${id}`, { token: await h.login(stranger) }), 404);
        break;
      }
    }
    const t = await h.login(SHARER);
    const forOther = await h.req('POST', '/api/orders', {
      token: t,
      body: {
        data: {
          name: 'x',
          total: 30,
          order: [{ product: 8, amount: 1 }],
          shipto: '',
          logistic: 'temple',
          user: SHARER2,
        },
      },
    });
    expectError(forOther, 403);
  });
});
