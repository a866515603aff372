/**
 * Handlers of `calls/staff` (ADR 030): the staff flag, the review of creator applications and the
 * service's organisation directory. Staff are `options.staffUids` (default: member 1, as the demo).
 */
import { ORGANISATION_LEVEL1 } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { ORG_UNITS } from '../thai';
import { type MockContext, Refusal, str } from './context';

/** Level-2 units the mock directory lists for each level-1 group: the units the mock profiles use. */
export const MOCK_ORG_UNITS: Record<string, readonly string[]> = Object.fromEntries(
  ORGANISATION_LEVEL1.map((org1) => [org1, ORG_UNITS]),
);

export function staffHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, profileOf, options } = m;
  const admins = new Set(options.adminUids ?? [1]);
  const staff = new Set([...(options.staffUids ?? [1]), ...admins]);
  const requireStaff = (request: Request) => {
    const uid = requireUser(request);
    if (!staff.has(uid)) throw new Refusal(403, 'Staff only');
    return uid;
  };
  const pendingOf = (id: number) => {
    const sub = db.creatorSubs.find((s) => s.id === id);
    if (!sub) throw new Refusal(404, `creator application ${id} not found`);
    return sub;
  };
  const posts = (uid: number) => db.posts.filter((p) => p.attributes.uid === uid).length;
  const notify = (uid: number, msg: string) => {
    const list = db.notifications.get(uid) ?? [];
    list.unshift({ id: db.nextId(), attributes: { msg, read: false, createdAt: new Date().toISOString() } });
    db.notifications.set(uid, list);
  };
  return [
    route('get', api, '/staff/me', ({ request }) => {
      const uid = requireUser(request);
      return HttpResponse.json({
        data: {
          staff: staff.has(uid),
          role: admins.has(uid) ? 'admin' : staff.has(uid) ? 'staff' : 'member',
        },
      });
    }),
    route('get', api, '/staff/creator-applications', ({ request, url }) => {
      requireStaff(request);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize') ?? 20) || 20));
      const all = [...db.creatorSubs].sort((a, b) => a.id - b.id);
      const data = all.slice((page - 1) * pageSize, page * pageSize).map((sub) => {
        const uid = sub.attributes.user?.data?.id ?? 0;
        const profile = profileOf(uid);
        const shared = db.clicks.filter((c) => c.sharerUid === uid);
        return {
          id: sub.id,
          name: sub.attributes.name,
          tel: sub.attributes.tel,
          lineid: sub.attributes.lineid,
          address: sub.attributes.address ?? '',
          createdAt: sub.attributes.createdAt ?? '2026-01-01T00:00:00.000Z',
          member: {
            id: uid,
            name: profile?.attributes.name ?? '',
            at: profile?.attributes.at ?? null,
            type: profile?.attributes.type ?? 'sharer',
            picture: profile?.attributes.google_picture ?? null,
            posts: posts(uid),
            shares: new Set(shared.map((c) => c.postId)).size,
            clicks: shared.length,
          },
        };
      });
      return HttpResponse.json({
        data,
        meta: {
          pagination: { page, pageSize, pageCount: Math.ceil(all.length / pageSize), total: all.length },
        },
      });
    }),
    ...(['approve', 'reject'] as const).map((action) =>
      route('post', api, `/staff/creator-applications/:id/${action}`, ({ request, param }) => {
        requireStaff(request);
        const sub = pendingOf(Number(param('id')));
        const uid = sub.attributes.user?.data?.id ?? 0;
        db.creatorSubs.splice(db.creatorSubs.indexOf(sub), 1);
        const profile = profileOf(uid);
        if (action === 'approve' && profile) profile.attributes.type = 'creator';
        notify(uid, action === 'approve' ? 'อนุมัติ Creator แล้ว' : 'ยังไม่ผ่านการพิจารณา');
        return HttpResponse.json({
          data: { id: sub.id, userId: uid, decision: action === 'approve' ? 'approved' : 'rejected' },
        });
      }),
    ),
    route('get', api, '/orgs', ({ url }) => {
      const category = str(url.searchParams.get('category'));
      const units = MOCK_ORG_UNITS[category] ?? [];
      return HttpResponse.json({
        data: units.map((name, i) => ({ id: i + 1, attributes: { name, category } })),
      });
    }),
  ];
}
