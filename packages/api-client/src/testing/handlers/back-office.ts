/**
 * Handlers of `calls/back-office` (ADR 035) over an in-memory back office seeded from the mock data
 * set: notices, categories, souvenirs with their stock ledger, badges, organisation units, orders
 * with statuses, members, moderation and the audit log. Staff are `staffUids` and admins
 * `adminUids` (both default `[1]`); the roles are enforced as the service does (401, 403).
 */
import {
  checkOrderMove,
  isOrderStatus,
  NOTICE_STATES,
  noticeState,
  ORGANISATION_LEVEL1,
  parseMemberList,
  parseOrgCsv,
  planOrgImport,
} from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import type {
  WireAuditEntryAttributes,
  WireOrgUnitAttributes,
  WireStaffBadgeAttributes,
  WireStaffCategoryAttributes,
  WireStaffMemberAttributes,
  WireStaffNoticeAttributes,
  WireStaffOrderAttributes,
  WireStaffProductAttributes,
  WireStockEntryAttributes,
} from '../../wire/back-office';
import type { WireEntity } from '../../wire/strapi';
import { wireStaffOrder } from '../back-office';
import { ORG_UNITS } from '../thai';
import { type MockContext, Refusal, str } from './context';

type Row<A> = WireEntity<A>;
const now = () => new Date().toISOString();

function paged<A>(rows: Row<A>[], url: URL) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize') ?? 25) || 25));
  return HttpResponse.json({
    data: rows.slice((page - 1) * pageSize, page * pageSize),
    meta: {
      pagination: { page, pageSize, pageCount: Math.ceil(rows.length / pageSize), total: rows.length },
    },
  });
}
const single = <A>(row: Row<A>, meta: Record<string, unknown> = {}) => HttpResponse.json({ data: row, meta });

export function backOfficeHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, body, options } = m;
  const admins = new Set(options.adminUids ?? [1]);
  const staff = new Set([...(options.staffUids ?? [1]), ...admins]);
  const need = (request: Request, role: 'staff' | 'admin') => {
    const uid = requireUser(request);
    if (!(role === 'admin' ? admins : staff).has(uid))
      throw new Refusal(403, role === 'admin' ? 'Admins only' : 'Staff only');
    return uid;
  };
  let nextId = 100_000;
  const audit: Row<WireAuditEntryAttributes>[] = [];
  const log = (
    actorId: number,
    action: string,
    entity: string,
    entityId: number | null,
    before: unknown,
    after: unknown,
    reason: string | null = null,
  ) =>
    audit.unshift({
      id: ++nextId,
      attributes: {
        actorId,
        action,
        entity,
        entityId: entityId === null ? null : String(entityId),
        before,
        after,
        reason,
        createdAt: now(),
      },
    });
  const find = <A>(rows: Row<A>[], id: number, what: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Refusal(404, `${what} ${id} not found`);
    return row;
  };

  // ---------- state, seeded from the mock data set
  const notices: Row<WireStaffNoticeAttributes>[] = db.notices.map((n) => ({
    id: n.id,
    attributes: {
      topic: n.attributes.topic,
      des: n.attributes.des,
      icon: n.attributes.icon,
      publishedAt: n.attributes.publishedAt ?? null,
      state: 'published',
      deletedAt: null,
      createdAt: n.attributes.publishedAt ?? now(),
      updatedAt: n.attributes.publishedAt ?? now(),
    },
  }));
  const categories: Row<WireStaffCategoryAttributes>[] = db.categories.map((c) => ({
    id: c.id,
    attributes: {
      name: c.attributes.name,
      order: c.attributes.order ?? c.id,
      hidden: false,
      deletedAt: null,
      posts: db.posts.filter((p) => p.attributes.cat?.data?.id === c.id).length,
      createdAt: now(),
      updatedAt: now(),
    },
  }));
  const products: Row<WireStaffProductAttributes>[] = db.products.map((p) => ({
    id: p.id,
    attributes: {
      name: p.attributes.name,
      des: p.attributes.des ?? '',
      price: p.attributes.price,
      stock: p.attributes.amount,
      limit: p.attributes.limit ?? 1,
      lockDays: 0,
      unlockAt: null,
      photos: p.attributes.photo?.data
        ? [{ id: p.attributes.photo.data.id, url: p.attributes.photo.data.attributes.url }]
        : [],
      deletedAt: null,
      createdAt: now(),
      updatedAt: now(),
    },
  }));
  const stock: Row<WireStockEntryAttributes>[] = [];
  const badges: Row<WireStaffBadgeAttributes>[] = db.badges.map((b) => ({
    id: b.id,
    attributes: {
      name: b.attributes.name,
      photo: null,
      holders: b.attributes.users?.data?.length ?? 0,
      deletedAt: null,
      createdAt: now(),
      updatedAt: now(),
    },
  }));
  const holders = new Map<number, Set<number>>(
    db.badges.map((b) => [b.id, new Set((b.attributes.users?.data ?? []).map((u) => u.id))]),
  );
  let orgId = 0;
  const orgs: Row<WireOrgUnitAttributes>[] = ORGANISATION_LEVEL1.flatMap((org1) =>
    ORG_UNITS.map((org2) => ({ id: ++orgId, attributes: { org1, org2, deletedAt: null } })),
  );
  const orders: Row<WireStaffOrderAttributes>[] = Array.from({ length: 12 }, (_, i) => wireStaffOrder(i + 1));
  const members = new Map<number, Row<WireStaffMemberAttributes>>();
  const memberOf = (id: number) => {
    const p = m.profileOf(id);
    if (!p) throw new Refusal(404, `member ${id} not found`);
    let row = members.get(id);
    if (!row) {
      row = {
        id,
        attributes: {
          name: p.attributes.name ?? '',
          at: p.attributes.at ?? null,
          email: `member${id}@example.test`,
          type: p.attributes.type ?? 'sharer',
          role: admins.has(id) ? 'admin' : staff.has(id) ? 'staff' : 'member',
          picture: p.attributes.google_picture ?? null,
          provider: 'google',
          org1: p.attributes.org1 ?? null,
          org2: p.attributes.org2 ?? null,
          blockedAt: null,
          blockedReason: null,
          createdAt: p.attributes.createdAt ?? now(),
          updatedAt: p.attributes.createdAt ?? now(),
        },
      };
      members.set(id, row);
    }
    return row;
  };
  const hidden = new Map<string, { reason: string; at: string }>();

  const sortedNotices = (url: URL) => {
    const state = url.searchParams.get('state');
    return notices
      .map((n) => ({ ...n, attributes: { ...n.attributes, state: noticeState(n.attributes, new Date()) } }))
      .filter((n) =>
        state && (NOTICE_STATES as readonly string[]).includes(state)
          ? n.attributes.state === state
          : n.attributes.state !== 'deleted',
      )
      .sort((a, b) => b.id - a.id);
  };

  /** Soft delete and restore of one collection. */
  const softDelete = <A extends { deletedAt: string | null }>(
    path: string,
    rows: Row<A>[],
    entity: string,
    role: 'staff' | 'admin',
    guard?: (row: Row<A>) => void,
  ) => [
    route('delete', api, `/staff/${path}/:id`, ({ request, param }) => {
      const uid = need(request, role);
      const row = find(rows, Number(param('id')), entity);
      guard?.(row);
      const before = structuredClone(row.attributes);
      row.attributes.deletedAt ??= now();
      log(uid, `${entity}.delete`, entity, row.id, before, row.attributes);
      return single(row);
    }),
    route('post', api, `/staff/${path}/:id/restore`, ({ request, param }) => {
      const uid = need(request, role);
      const row = find(rows, Number(param('id')), entity);
      row.attributes.deletedAt = null;
      log(uid, `${entity}.restore`, entity, row.id, null, row.attributes);
      return single(row);
    }),
  ];

  const notice = (n: Row<WireStaffNoticeAttributes>) => {
    n.attributes.state = noticeState(n.attributes, new Date());
    return single(n);
  };
  const publishAt = (v: unknown) =>
    v === 'now' ? now() : typeof v === 'string' ? new Date(v).toISOString() : null;

  return [
    // ---------- notices
    route('get', api, '/staff/notices', ({ request, url }) => {
      need(request, 'staff');
      return paged(sortedNotices(url), url);
    }),
    route('get', api, '/staff/notices/:id', ({ request, param }) => {
      need(request, 'staff');
      return notice(find(notices, Number(param('id')), 'notice'));
    }),
    route('post', api, '/staff/notices', async ({ request }) => {
      const uid = need(request, 'staff');
      const data = await body(request);
      if (!str(data.topic).trim()) throw new Refusal(400, 'กรุณาใส่หัวข้อ');
      if (!str(data.des).trim()) throw new Refusal(400, 'กรุณาใส่เนื้อหา');
      const row: Row<WireStaffNoticeAttributes> = {
        id: ++nextId,
        attributes: {
          topic: str(data.topic),
          des: str(data.des),
          icon: (data.icon as WireStaffNoticeAttributes['icon']) ?? 'info',
          publishedAt: publishAt(data.publishAt),
          state: 'draft',
          deletedAt: null,
          createdAt: now(),
          updatedAt: now(),
        },
      };
      notices.push(row);
      log(uid, 'notice.create', 'notice', row.id, null, row.attributes);
      return notice(row);
    }),
    route('put', api, '/staff/notices/:id', async ({ request, param }) => {
      const uid = need(request, 'staff');
      const row = find(notices, Number(param('id')), 'notice');
      const data = await body(request);
      const before = structuredClone(row.attributes);
      if (data.topic !== undefined) row.attributes.topic = str(data.topic);
      if (data.des !== undefined) row.attributes.des = str(data.des);
      if (data.icon !== undefined) row.attributes.icon = data.icon as WireStaffNoticeAttributes['icon'];
      if (data.publishAt !== undefined) row.attributes.publishedAt = publishAt(data.publishAt);
      row.attributes.updatedAt = now();
      log(uid, 'notice.update', 'notice', row.id, before, row.attributes);
      return notice(row);
    }),
    route('post', api, '/staff/notices/:id/publish', async ({ request, param }) => {
      const uid = need(request, 'staff');
      const row = find(notices, Number(param('id')), 'notice');
      const data = await body(request).catch(() => ({}) as Record<string, unknown>);
      row.attributes.publishedAt = publishAt(data.at ?? 'now');
      log(uid, 'notice.publish', 'notice', row.id, null, row.attributes);
      return notice(row);
    }),
    route('post', api, '/staff/notices/:id/unpublish', ({ request, param }) => {
      const uid = need(request, 'staff');
      const row = find(notices, Number(param('id')), 'notice');
      row.attributes.publishedAt = null;
      log(uid, 'notice.unpublish', 'notice', row.id, null, row.attributes);
      return notice(row);
    }),
    ...softDelete('notices', notices, 'notice', 'staff'),

    // ---------- categories
    route('get', api, '/staff/categories', ({ request, url }) => {
      need(request, 'admin');
      const state = url.searchParams.get('state');
      const rows = categories.filter((c) =>
        state === 'deleted'
          ? c.attributes.deletedAt
          : !c.attributes.deletedAt && (!state || c.attributes.hidden === (state === 'hidden')),
      );
      return paged(
        [...rows].sort((a, b) => a.attributes.order - b.attributes.order || a.id - b.id),
        url,
      );
    }),
    route('get', api, '/staff/categories/:id', ({ request, param }) => {
      need(request, 'admin');
      return single(find(categories, Number(param('id')), 'category'));
    }),
    route('post', api, '/staff/categories', async ({ request }) => {
      const uid = need(request, 'admin');
      const data = await body(request);
      if (!str(data.name).trim()) throw new Refusal(400, 'กรุณาใส่ชื่อหมวดหมู่');
      const row: Row<WireStaffCategoryAttributes> = {
        id: ++nextId,
        attributes: {
          name: str(data.name),
          order: Number(data.order ?? 0),
          hidden: Boolean(data.hidden),
          deletedAt: null,
          posts: 0,
          createdAt: now(),
          updatedAt: now(),
        },
      };
      categories.push(row);
      log(uid, 'category.create', 'category', row.id, null, row.attributes);
      return single(row);
    }),
    route('put', api, '/staff/categories/:id', async ({ request, param }) => {
      const uid = need(request, 'admin');
      const row = find(categories, Number(param('id')), 'category');
      const data = await body(request);
      const before = structuredClone(row.attributes);
      if (data.name !== undefined) row.attributes.name = str(data.name);
      if (data.order !== undefined) row.attributes.order = Number(data.order);
      if (data.hidden !== undefined) row.attributes.hidden = Boolean(data.hidden);
      log(uid, 'category.update', 'category', row.id, before, row.attributes);
      return single(row);
    }),
    ...softDelete('categories', categories, 'category', 'admin', (row) => {
      if (row.attributes.posts > 0) throw new Refusal(409, 'หมวดหมู่นี้มีโพสต์อยู่ จึงลบไม่ได้ ให้ซ่อนหมวดหมู่แทน');
    }),

    // ---------- souvenirs
    route('get', api, '/staff/products', ({ request, url }) => {
      need(request, 'admin');
      const deleted = url.searchParams.get('deleted') === 'true';
      return paged(
        products.filter((p) => Boolean(p.attributes.deletedAt) === deleted).sort((a, b) => b.id - a.id),
        url,
      );
    }),
    route('get', api, '/staff/products/:id', ({ request, param }) => {
      need(request, 'admin');
      return single(find(products, Number(param('id')), 'product'));
    }),
    route('get', api, '/staff/products/:id/stock', ({ request, param, url }) => {
      need(request, 'admin');
      const id = find(products, Number(param('id')), 'product').id;
      return paged(
        stock.filter((e) => e.attributes.orderId === null && (e as { productId?: number }).productId === id),
        url,
      );
    }),
    route('post', api, '/staff/products', async ({ request }) => {
      const uid = need(request, 'admin');
      const data = await body(request);
      if (!str(data.name).trim()) throw new Refusal(400, 'กรุณาใส่ชื่อของที่ระลึก');
      const row: Row<WireStaffProductAttributes> = {
        id: ++nextId,
        attributes: {
          name: str(data.name),
          des: str(data.des),
          price: Number(data.price ?? 0),
          stock: Number(data.stock ?? 0),
          limit: Number(data.limit ?? 1),
          lockDays: Number(data.lockDays ?? 0),
          unlockAt: (data.unlockAt as string | null) ?? null,
          photos: ((data.photos as number[] | undefined) ?? []).map((id) => ({
            id,
            url: m.uploads.get(id)?.attributes.url ?? null,
          })),
          deletedAt: null,
          createdAt: now(),
          updatedAt: now(),
        },
      };
      products.push(row);
      log(uid, 'product.create', 'product', row.id, null, row.attributes);
      return single(row);
    }),
    route('put', api, '/staff/products/:id', async ({ request, param }) => {
      const uid = need(request, 'admin');
      const row = find(products, Number(param('id')), 'product');
      const data = await body(request);
      if (data.stock !== undefined) throw new Refusal(400, 'จำนวนที่ปรับต้องเป็นจำนวนเต็มที่ไม่ใช่ 0');
      const before = structuredClone(row.attributes);
      for (const k of ['name', 'des', 'price', 'limit', 'lockDays', 'unlockAt'] as const)
        if (data[k] !== undefined) (row.attributes as Record<string, unknown>)[k] = data[k];
      log(uid, 'product.update', 'product', row.id, before, row.attributes);
      return single(row);
    }),
    route('post', api, '/staff/products/:id/stock', async ({ request, param }) => {
      const uid = need(request, 'admin');
      const row = find(products, Number(param('id')), 'product');
      const data = await body(request);
      const delta = Number(data.delta);
      if (!Number.isInteger(delta) || delta === 0) throw new Refusal(400, 'จำนวนที่ปรับต้องเป็นจำนวนเต็มที่ไม่ใช่ 0');
      if (!str(data.reason).trim()) throw new Refusal(400, 'กรุณาระบุเหตุผล');
      if (row.attributes.stock + delta < 0) throw new Refusal(400, 'ของในคลังมีไม่พอให้ลด');
      const before = row.attributes.stock;
      row.attributes.stock += delta;
      stock.unshift(
        Object.assign(
          {
            id: ++nextId,
            attributes: {
              delta,
              stock: row.attributes.stock,
              reason: str(data.reason),
              actorId: uid,
              orderId: null,
              createdAt: now(),
            },
          },
          { productId: row.id },
        ),
      );
      log(
        uid,
        'product.stock',
        'product',
        row.id,
        { stock: before },
        { stock: row.attributes.stock },
        str(data.reason),
      );
      return single(row, { stock: { before, after: row.attributes.stock, reason: str(data.reason) } });
    }),
    ...softDelete('products', products, 'product', 'admin'),

    // ---------- badges
    route('get', api, '/staff/badges', ({ request, url }) => {
      need(request, 'admin');
      const deleted = url.searchParams.get('deleted') === 'true';
      return paged(
        badges.filter((b) => Boolean(b.attributes.deletedAt) === deleted).sort((a, b) => b.id - a.id),
        url,
      );
    }),
    route('get', api, '/staff/badges/:id', ({ request, param }) => {
      need(request, 'admin');
      return single(find(badges, Number(param('id')), 'badge'));
    }),
    route('post', api, '/staff/badges', async ({ request }) => {
      const uid = need(request, 'admin');
      const data = await body(request);
      if (!str(data.name).trim()) throw new Refusal(400, 'กรุณาใส่ชื่อเหรียญ');
      const photo =
        typeof data.photo === 'number'
          ? { id: data.photo, url: m.uploads.get(data.photo)?.attributes.url ?? null }
          : null;
      const row: Row<WireStaffBadgeAttributes> = {
        id: ++nextId,
        attributes: {
          name: str(data.name),
          photo,
          holders: 0,
          deletedAt: null,
          createdAt: now(),
          updatedAt: now(),
        },
      };
      badges.push(row);
      holders.set(row.id, new Set());
      log(uid, 'badge.create', 'badge', row.id, null, row.attributes);
      return single(row);
    }),
    route('put', api, '/staff/badges/:id', async ({ request, param }) => {
      const uid = need(request, 'admin');
      const row = find(badges, Number(param('id')), 'badge');
      const data = await body(request);
      const before = structuredClone(row.attributes);
      if (data.name !== undefined) row.attributes.name = str(data.name);
      log(uid, 'badge.update', 'badge', row.id, before, row.attributes);
      return single(row);
    }),
    ...softDelete('badges', badges, 'badge', 'admin'),
    ...(['award', 'revoke'] as const).map((action) =>
      route('post', api, `/staff/badges/:id/${action}`, async ({ request, param }) => {
        const uid = need(request, 'admin');
        const badge = find(badges, Number(param('id')), 'badge');
        const data = await body(request);
        const refs = parseMemberList(data.members as string | Array<string | number>);
        if (!refs.ok) throw new Refusal(400, Object.values(refs.errors)[0]!);
        const set = holders.get(badge.id) ?? new Set<number>();
        const result = { changed: [] as number[], unchanged: [] as number[], unknown: [] as string[] };
        for (const ref of refs.value) {
          const p =
            ref.kind === 'id'
              ? m.profileOf(ref.id)
              : db.profiles.find((x) => (x.attributes.at ?? '').toLowerCase() === ref.handle);
          if (!p) result.unknown.push(ref.raw);
          else if (set.has(p.id) === (action === 'award')) result.unchanged.push(p.id);
          else {
            if (action === 'award') set.add(p.id);
            else set.delete(p.id);
            result.changed.push(p.id);
          }
        }
        holders.set(badge.id, set);
        badge.attributes.holders = set.size;
        if (result.changed.length)
          log(uid, `badge.${action}`, 'badge', badge.id, null, { members: result.changed });
        return HttpResponse.json({ data: result });
      }),
    ),

    // ---------- organisation units
    route('get', api, '/staff/orgs', ({ request, url }) => {
      need(request, 'admin');
      const org1 = url.searchParams.get('org1');
      const deleted = url.searchParams.get('deleted') === 'true';
      return paged(
        orgs.filter(
          (o) => Boolean(o.attributes.deletedAt) === deleted && (!org1 || o.attributes.org1 === org1),
        ),
        url,
      );
    }),
    route('post', api, '/staff/orgs/import', async ({ request }) => {
      const uid = need(request, 'admin');
      const data = await body(request);
      const parsed = parseOrgCsv(str(data.csv));
      if (parsed.problems.length) throw new Refusal(400, parsed.problems[0]!.message);
      const mode = data.mode === 'replace' ? 'replace' : 'merge';
      const plan = planOrgImport(
        orgs.map((o) => ({ ...o.attributes, deleted: Boolean(o.attributes.deletedAt) })),
        parsed.units,
        mode,
      );
      const dryRun = data.dryRun !== false;
      if (!dryRun) {
        for (const u of plan.add) orgs.push({ id: ++orgId, attributes: { ...u, deletedAt: null } });
        for (const o of orgs) {
          const same = (u: { org1: string; org2: string }) =>
            u.org1 === o.attributes.org1 && u.org2 === o.attributes.org2;
          if (plan.restore.some(same)) o.attributes.deletedAt = null;
          if (plan.remove.some(same)) o.attributes.deletedAt = now();
        }
        log(uid, 'org.import', 'org', null, null, plan);
      }
      return HttpResponse.json({ data: { ...plan, mode, dryRun, problems: [] } });
    }),
    route('post', api, '/staff/orgs', async ({ request }) => {
      const uid = need(request, 'admin');
      const data = await body(request);
      const row = {
        id: ++orgId,
        attributes: { org1: str(data.org1), org2: str(data.org2), deletedAt: null },
      };
      orgs.push(row);
      log(uid, 'org.create', 'org', row.id, null, row.attributes);
      return single(row);
    }),
    route('put', api, '/staff/orgs/:id', async ({ request, param }) => {
      const uid = need(request, 'admin');
      const row = find(orgs, Number(param('id')), 'org');
      const data = await body(request);
      row.attributes.org1 = str(data.org1);
      row.attributes.org2 = str(data.org2);
      log(uid, 'org.update', 'org', row.id, null, row.attributes);
      return single(row);
    }),
    ...softDelete('orgs', orgs, 'org', 'admin'),

    // ---------- orders
    route('get', api, '/staff/orders', ({ request, url }) => {
      need(request, 'staff');
      const status = url.searchParams.get('status');
      const logistic = url.searchParams.get('logistic');
      return paged(
        orders.filter(
          (o) =>
            (!status || o.attributes.status === status) && (!logistic || o.attributes.logistic === logistic),
        ),
        url,
      );
    }),
    route('get', api, '/staff/orders/packing-list', ({ request, url }) => {
      need(request, 'staff');
      const status = url.searchParams.get('status') ?? 'placed';
      const logistic = url.searchParams.get('logistic');
      const list = orders.filter(
        (o) => o.attributes.status === status && (!logistic || o.attributes.logistic === logistic),
      );
      const totals = new Map<number, { productId: number; name: string; amount: number }>();
      for (const o of list)
        for (const l of o.attributes.lines) {
          const t = totals.get(l.productId) ?? { productId: l.productId, name: l.name, amount: 0 };
          t.amount += l.amount;
          totals.set(l.productId, t);
        }
      return HttpResponse.json({
        data: {
          products: [...totals.values()],
          orders: list.map((o) => ({
            id: o.id,
            name: o.attributes.name,
            shipto: o.attributes.shipto,
            logistic: o.attributes.logistic,
            status: o.attributes.status,
            member: o.attributes.member,
            lines: o.attributes.lines,
            createdAt: o.attributes.createdAt,
          })),
        },
        meta: { truncated: false },
      });
    }),
    route('get', api, '/staff/orders/addresses.csv', ({ request, url }) => {
      need(request, 'staff');
      const status = url.searchParams.get('status') ?? 'packed';
      const logistic = url.searchParams.get('logistic') ?? 'mail';
      const cell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
      const lines = orders
        .filter((o) => o.attributes.status === status && o.attributes.logistic === logistic)
        .map((o) =>
          [
            o.id,
            o.attributes.name,
            o.attributes.shipto,
            o.attributes.lines.map((l) => `${l.name} x${l.amount}`).join('; '),
            o.attributes.status,
            o.attributes.tracking,
            o.attributes.createdAt,
          ]
            .map(cell)
            .join(','),
        );
      return new HttpResponse(
        `\uFEFF${['order,name,address,items,status,tracking,placedAt', ...lines].join('\r\n')}\r\n`,
        {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        },
      );
    }),
    route('get', api, '/staff/orders/:id', ({ request, param }) => {
      need(request, 'staff');
      return single(find(orders, Number(param('id')), 'order'));
    }),
    ...(['status', 'cancel'] as const).map((kind) =>
      route('post', api, `/staff/orders/:id/${kind}`, async ({ request, param }) => {
        const uid = need(request, 'staff');
        const row = find(orders, Number(param('id')), 'order');
        const data = await body(request).catch(() => ({}) as Record<string, unknown>);
        return single(row, {
          changed: moveOrder(uid, row, kind === 'cancel' ? 'cancelled' : str(data.status), data),
        });
      }),
    ),
    route('post', api, '/staff/orders/status', async ({ request }) => {
      const uid = need(request, 'staff');
      const data = await body(request);
      const ids = Array.isArray(data.ids) ? (data.ids as number[]) : [];
      if (!ids.length) throw new Refusal(400, 'ids: at least one order');
      const results = ids.map((id) => {
        try {
          const row = find(orders, id, 'order');
          const changed = moveOrder(uid, row, str(data.status), data);
          return { id, ok: true, status: row.attributes.status, changed };
        } catch (error) {
          return { id, ok: false, error: (error as Error).message };
        }
      });
      return HttpResponse.json({
        data: results,
        meta: { ok: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length },
      });
    }),

    // ---------- members
    route('get', api, '/staff/members', ({ request, url }) => {
      need(request, 'staff');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = db.profiles
        .map((p) => memberOf(p.id))
        .filter(
          (r) =>
            !q ||
            r.attributes.name.toLowerCase().includes(q) ||
            (r.attributes.at ?? '').includes(q) ||
            String(r.id) === q,
        );
      return paged(rows, url);
    }),
    route('get', api, '/staff/members/:id', ({ request, param }) => {
      need(request, 'staff');
      return single(memberOf(Number(param('id'))));
    }),
    ...(['block', 'unblock'] as const).map((action) =>
      route('post', api, `/staff/members/:id/${action}`, async ({ request, param }) => {
        const uid = need(request, 'staff');
        const row = memberOf(Number(param('id')));
        if (row.id === uid) throw new Refusal(409, 'เปลี่ยนสถานะหรือบทบาทของบัญชีตัวเองไม่ได้');
        const data = action === 'block' ? await body(request) : {};
        if (action === 'block' && !str(data.reason).trim()) throw new Refusal(400, 'กรุณาระบุเหตุผล');
        row.attributes.blockedAt = action === 'block' ? now() : null;
        row.attributes.blockedReason = action === 'block' ? str(data.reason) : null;
        log(
          uid,
          `member.${action}`,
          'member',
          row.id,
          null,
          row.attributes,
          action === 'block' ? str(data.reason) : null,
        );
        return single(row);
      }),
    ),
    ...(['type', 'role'] as const).map((field) =>
      route('put', api, `/staff/members/:id/${field}`, async ({ request, param }) => {
        const uid = need(request, field === 'role' ? 'admin' : 'staff');
        const row = memberOf(Number(param('id')));
        const data = await body(request);
        if (field === 'role' && row.id === uid) throw new Refusal(409, 'เปลี่ยนสถานะหรือบทบาทของบัญชีตัวเองไม่ได้');
        (row.attributes as Record<string, unknown>)[field] = str(data[field]);
        log(uid, `member.${field}`, 'member', row.id, null, row.attributes);
        return single(row);
      }),
    ),

    // ---------- moderation
    route('get', api, '/staff/moderation/:kind', ({ request, param, url }) => {
      need(request, 'staff');
      const kind = param('kind');
      const source =
        kind === 'post' ? db.posts : kind === 'comment' ? db.comments : kind === 'reply' ? db.replies : null;
      if (!source) throw new Refusal(400, 'kind must be one of post, comment, reply');
      const want = url.searchParams.get('hidden');
      const rows = source
        .map((r) => {
          const h = hidden.get(`${kind}:${r.id}`);
          const attrs = r.attributes as { des?: string; createdAt?: string; publishedAt?: string };
          return {
            id: r.id,
            attributes: {
              kind: kind as 'post',
              des: attrs.des ?? '',
              hidden: Boolean(h),
              moderatedAt: h?.at ?? null,
              moderationReason: h?.reason ?? null,
              createdAt: attrs.createdAt ?? attrs.publishedAt ?? now(),
            },
          };
        })
        .filter((r) => want === null || r.attributes.hidden === (want === 'true'));
      return paged(rows, url);
    }),
    ...(['hide', 'restore'] as const).map((action) =>
      route('post', api, `/staff/moderation/:kind/:id/${action}`, async ({ request, param }) => {
        const uid = need(request, 'staff');
        const kind = param('kind');
        const id = Number(param('id'));
        const data = action === 'hide' ? await body(request) : {};
        if (action === 'hide' && !str(data.reason).trim()) throw new Refusal(400, 'กรุณาระบุเหตุผล');
        if (action === 'hide') hidden.set(`${kind}:${id}`, { reason: str(data.reason), at: now() });
        else hidden.delete(`${kind}:${id}`);
        log(uid, `${kind}.${action}`, kind, id, null, null, action === 'hide' ? str(data.reason) : null);
        const h = hidden.get(`${kind}:${id}`);
        return single({
          id,
          attributes: {
            kind,
            des: '',
            hidden: Boolean(h),
            moderatedAt: h?.at ?? null,
            moderationReason: h?.reason ?? null,
            createdAt: now(),
          },
        });
      }),
    ),

    // ---------- audit
    route('get', api, '/staff/audit', ({ request, url }) => {
      need(request, 'admin');
      const action = url.searchParams.get('action');
      const entity = url.searchParams.get('entity');
      const actor = url.searchParams.get('actor');
      return paged(
        audit.filter(
          (a) =>
            (!action ||
              (action.endsWith('.')
                ? a.attributes.action.startsWith(action)
                : a.attributes.action === action)) &&
            (!entity || a.attributes.entity === entity) &&
            (!actor || a.attributes.actorId === Number(actor)),
        ),
        url,
      );
    }),
  ];

  /** A status move as the service makes it (domain's transitions); true when something changed. */
  function moveOrder(
    uid: number,
    row: Row<WireStaffOrderAttributes>,
    to: string,
    data: Record<string, unknown>,
  ): boolean {
    if (!isOrderStatus(to)) throw new Refusal(400, 'สถานะคำสั่งแลกไม่ถูกต้อง');
    if (row.attributes.status === to) return false;
    const check = checkOrderMove({
      from: row.attributes.status,
      to,
      logistic: row.attributes.logistic,
      tracking: (data.tracking as string | undefined) ?? row.attributes.tracking,
    });
    if (!check.ok) throw new Refusal(check.field === 'status' ? 409 : 400, check.message);
    const before = structuredClone(row.attributes);
    row.attributes.status = to;
    row.attributes.tracking = check.tracking;
    row.attributes.history.push({
      status: to,
      tracking: check.tracking,
      note: (data.note as string | undefined) ?? null,
      at: now(),
    });
    if (to === 'cancelled') {
      const wallet = m.walletOf(row.attributes.member.id);
      wallet.current_point += row.attributes.total;
    }
    log(uid, to === 'cancelled' ? 'order.cancel' : 'order.status', 'order', row.id, before, row.attributes);
    return true;
  }
}
