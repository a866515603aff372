import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { queryOf, setupMockApi } from '../test/mock-server';
import {
  wireAuditEntry,
  wireModerationItem,
  wireOrgUnit,
  wireStaffBadge,
  wireStaffCategory,
  wireStaffMember,
  wireStaffNotice,
  wireStaffOrder,
  wireStaffProduct,
} from '../testing/back-office';
import {
  auditEntryAttributesSchema,
  moderationItemAttributesSchema,
  orgUnitAttributesSchema,
  staffBadgeAttributesSchema,
  staffCategoryAttributesSchema,
  staffMemberAttributesSchema,
  staffNoticeAttributesSchema,
  staffOrderAttributesSchema,
  staffProductAttributesSchema,
} from '../wire/back-office';
import {
  adjustStock,
  awardBadge,
  blockMember,
  cancelOrder,
  createCategory,
  createNotice,
  createProduct,
  deleteCategory,
  getAddressesCsv,
  getPackingList,
  getStaffAccess,
  hideContent,
  importOrgUnits,
  listAudit,
  listStaffNotices,
  listStaffOrders,
  publishNotice,
  setOrderStatus,
  setOrdersStatus,
} from './back-office';

const ctx = setupMockApi();

/** The status of a refused call. */
async function refused(p: Promise<unknown>): Promise<number | null> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('back-office factories (ADR 035)', () => {
  it('produce entities the wire schemas accept', () => {
    for (let id = 1; id <= 8; id++) {
      expect(staffNoticeAttributesSchema.safeParse(wireStaffNotice(id).attributes).success).toBe(true);
      expect(staffCategoryAttributesSchema.safeParse(wireStaffCategory(id).attributes).success).toBe(true);
      expect(staffProductAttributesSchema.safeParse(wireStaffProduct(id).attributes).success).toBe(true);
      expect(staffBadgeAttributesSchema.safeParse(wireStaffBadge(id).attributes).success).toBe(true);
      expect(orgUnitAttributesSchema.safeParse(wireOrgUnit(id).attributes).success).toBe(true);
      expect(staffOrderAttributesSchema.safeParse(wireStaffOrder(id).attributes).success).toBe(true);
      expect(staffMemberAttributesSchema.safeParse(wireStaffMember(id).attributes).success).toBe(true);
      expect(moderationItemAttributesSchema.safeParse(wireModerationItem(id).attributes).success).toBe(true);
      expect(auditEntryAttributesSchema.safeParse(wireAuditEntry(id).attributes).success).toBe(true);
    }
  });
});

describe('back-office calls against the mock handlers (ADR 035)', () => {
  it('roles: anonymous 401, a member 403; member 1 is admin in the mock', async () => {
    ctx.signOut();
    expect(await refused(listStaffNotices(ctx.client))).toBe(401);
    ctx.signIn(4);
    expect(await refused(listStaffNotices(ctx.client))).toBe(403);
    expect(await getStaffAccess(ctx.client)).toEqual({ staff: false, role: 'member' });
    ctx.signIn(1);
    expect(await getStaffAccess(ctx.client)).toEqual({ staff: true, role: 'admin' });
  });

  it('notices: create a draft, publish it; lists page with the state filter', async () => {
    ctx.signIn(1);
    const draft = await createNotice(ctx.client, {
      topic: 'ประกาศ',
      des: '**ข่าวดี**',
      icon: 'new',
      publishAt: null,
    });
    expect(draft).toMatchObject({ topic: 'ประกาศ', state: 'draft', publishedAt: null });
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/staff/notices',
      json: { data: { topic: 'ประกาศ' } },
    });
    const published = await publishNotice(ctx.client, draft.id);
    expect(published.state).toBe('published');
    const page = await listStaffNotices(ctx.client, { state: 'published', pageSize: 100 });
    expect(queryOf(await ctx.last())).toMatchObject({ state: 'published', pageSize: '100' });
    expect(page.items.map((n) => n.id)).toContain(draft.id);
  });

  it('a category with posts refuses deletion with 409; souvenirs and stock', async () => {
    ctx.signIn(1);
    expect(await refused(deleteCategory(ctx.client, 1))).toBe(409);
    const empty = await createCategory(ctx.client, { name: 'ว่าง' });
    expect((await deleteCategory(ctx.client, empty.id)).deletedAt).not.toBeNull();
    const p = await createProduct(ctx.client, { name: 'ย่าม', price: 50, stock: 2 });
    expect((await adjustStock(ctx.client, p.id, 3, 'รับของเพิ่ม')).stock).toBe(5);
    expect(await refused(adjustStock(ctx.client, p.id, -9, 'ชำรุด'))).toBe(400);
  });

  it('badges in bulk, organisation import preview, members and moderation', async () => {
    ctx.signIn(1);
    const r = await awardBadge(ctx.client, 1, '2\n3, 999999');
    expect(r.unknown).toEqual(['999999']);
    expect([...r.changed, ...r.unchanged].sort()).toEqual([2, 3]);
    const plan = await importOrgUnits(ctx.client, 'ภูมิภาค,หน่วยใหม่\n');
    expect(plan).toMatchObject({ dryRun: true, mode: 'merge', add: [{ org1: 'ภูมิภาค', org2: 'หน่วยใหม่' }] });
    const blocked = await blockMember(ctx.client, 4, 'สแปม');
    expect(blocked).toMatchObject({ id: 4, blockedReason: 'สแปม' });
    expect(await refused(blockMember(ctx.client, 1, 'x'))).toBe(409);
    expect((await hideContent(ctx.client, 'post', 3, 'ไม่เหมาะสม')).hidden).toBe(true);
  });

  it('orders: statuses, one refund for two cancels, bulk, packing list, CSV; the audit log has them', async () => {
    ctx.signIn(1);
    const placed = (await listStaffOrders(ctx.client, { status: 'placed' })).items;
    expect(placed.length).toBeGreaterThan(1);
    const [a, b] = placed;
    expect(await refused(setOrderStatus(ctx.client, a!.id, 'sent'))).toBe(409);
    expect((await setOrderStatus(ctx.client, a!.id, 'packed')).order.status).toBe('packed');
    const first = await cancelOrder(ctx.client, b!.id, 'ขอยกเลิก');
    const second = await cancelOrder(ctx.client, b!.id);
    expect([first.changed, second.changed]).toEqual([true, false]);
    const bulk = await setOrdersStatus(ctx.client, [a!.id, b!.id], 'placed');
    expect(bulk.meta).toEqual({ ok: 1, failed: 1 });
    const packing = await getPackingList(ctx.client, { status: 'placed' });
    expect(packing.orders.map((o) => o.id)).toContain(a!.id);
    const csv = await getAddressesCsv(ctx.client, { status: 'placed', logistic: 'mail' });
    expect(csv.startsWith('order,name,address')).toBe(true);
    const audit = await listAudit(ctx.client, { action: 'order.' });
    expect(audit.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['order.status', 'order.cancel']),
    );
    expect(
      audit.items.filter((e) => e.action === 'order.cancel' && e.entityId === String(b!.id)),
    ).toHaveLength(1);
  });
});
