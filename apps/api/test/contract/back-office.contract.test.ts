/**
 * Contract tests of the back office (ADR 035): the client's own functions against the real service
 * (child process, in-memory PGlite, demo data), with response validation on — every answer must
 * pass the client's wire schemas. Black-box: nothing of the service's source is imported.
 */
import {
  adjustStock,
  awardBadge,
  blockMember,
  type Client,
  cancelOrder,
  createBadge,
  createCategory,
  createClient,
  createNotice,
  createOrgUnit,
  createProduct,
  deleteCategory,
  deleteNotice,
  deleteOrgUnit,
  deleteProduct,
  getAddressesCsv,
  getAllNotifications,
  getCategories,
  getNotices,
  getOrder,
  getPackingList,
  getStaffAccess,
  getStaffBadge,
  getStaffCategory,
  getStaffMember,
  getStaffNotice,
  getStaffOrder,
  getStaffProduct,
  getStockLedger,
  hideContent,
  importOrgUnits,
  listAudit,
  listModeration,
  listOrgUnits,
  listStaffBadges,
  listStaffCategories,
  listStaffMembers,
  listStaffNotices,
  listStaffOrders,
  listStaffProducts,
  placeOrder,
  publishNotice,
  restoreCategory,
  restoreContent,
  restoreNotice,
  restoreOrgUnit,
  restoreProduct,
  revokeBadge,
  setMemberRole,
  setMemberType,
  setOrderStatus,
  setOrdersStatus,
  signInDev,
  unblockMember,
  unpublishNotice,
  updateBadge,
  updateCategory,
  updateNotice,
  updateOrgUnit,
  updateProduct,
  uploadImage,
} from '@lightbearers/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService, tinyPng } from './service';

const STAFF = 1;
const ADMIN = 45;
const MEMBER = 20;
const MEMBER2 = 21;
const CREATOR = 2;

let service: RunningService | undefined;
let startError: unknown;
let token: string | null = null;
let api: Client;
const tokens = new Map<number, string>();

async function as(uid: number) {
  if (!tokens.has(uid)) {
    token = null;
    tokens.set(uid, (await signInDev(api, uid)).userJWT);
  }
  token = tokens.get(uid)!;
  return api;
}

beforeAll(async () => {
  try {
    service = await startService();
  } catch (error) {
    startError = error;
    return;
  }
  api = createClient({
    baseUrl: service.baseUrl,
    statsUrl: `${service.baseUrl}/stats`,
    shortLinkBase: `${service.baseUrl}/s`,
    siteUrl: service.siteUrl,
    getToken: () => token,
    validate: true,
    retries: 0,
  });
}, 150_000);

afterAll(async () => {
  await service?.stop();
}, 15_000);

function running() {
  if (!service) throw new Error(`apps/api did not start: ${String(startError)}`);
}

describe('back office through the client (ADR 035)', () => {
  it('the demo admin and staff have their roles; a member is refused with 403', async () => {
    running();
    expect(await getStaffAccess(await as(ADMIN))).toEqual({ staff: true, role: 'admin' });
    expect(await getStaffAccess(await as(STAFF))).toEqual({ staff: true, role: 'staff' });
    await expect(listStaffCategories(await as(STAFF))).rejects.toMatchObject({ status: 403 });
    await expect(listStaffOrders(await as(MEMBER))).rejects.toMatchObject({ status: 403 });
  });

  it('notices: draft, edit, publish, unpublish, delete, restore; members read the published one', async () => {
    const c = await as(STAFF);
    const n = await createNotice(c, { topic: 'ประกาศสัญญา', des: '**ทดสอบ**', icon: 'info', publishAt: null });
    expect(n.state).toBe('draft');
    expect((await updateNotice(c, n.id, { icon: 'warning' })).icon).toBe('warning');
    expect((await publishNotice(c, n.id)).state).toBe('published');
    expect((await getStaffNotice(c, n.id)).topic).toBe('ประกาศสัญญา');
    token = null;
    expect((await getNotices(api)).map((x) => x.id)).toContain(n.id);
    await as(STAFF);
    expect((await unpublishNotice(c, n.id)).state).toBe('draft');
    expect((await deleteNotice(c, n.id)).state).toBe('deleted');
    expect((await restoreNotice(c, n.id)).state).toBe('draft');
    expect((await listStaffNotices(c, { state: 'draft' })).items.map((x) => x.id)).toContain(n.id);
  });

  it('categories, souvenirs with pictures and stock, badges, organisation units', async () => {
    const c = await as(ADMIN);
    const cat = await createCategory(c, { name: 'หมวดสัญญา', order: 50 });
    expect((await updateCategory(c, cat.id, { order: 51 })).order).toBe(51);
    expect((await getStaffCategory(c, cat.id)).posts).toBe(0);
    expect((await getCategories(c)).map((x) => x.id)).toContain(cat.id);
    await expect(deleteCategory(c, 1)).rejects.toMatchObject({ status: 409 });
    expect((await deleteCategory(c, cat.id)).deletedAt).not.toBeNull();
    expect((await restoreCategory(c, cat.id)).deletedAt).toBeNull();
    expect((await listStaffCategories(c)).total).toBeGreaterThan(0);

    const image = await uploadImage(c, new Blob([await tinyPng()], { type: 'image/png' }), 'dot.png');
    const p = await createProduct(c, { name: 'ย่ามสัญญา', price: 0, stock: 4, limit: 2, photos: [image.id] });
    expect(p.photos.map((x) => x.id)).toEqual([image.id]);
    expect((await adjustStock(c, p.id, 6, 'รับของเพิ่ม')).stock).toBe(10);
    expect((await getStockLedger(c, p.id)).items.map((e) => e.delta)).toEqual([6, 4]);
    expect((await updateProduct(c, p.id, { des: 'ผ้าฝ้าย' })).des).toBe('ผ้าฝ้าย');
    expect((await getStaffProduct(c, p.id)).stock).toBe(10);
    expect((await deleteProduct(c, p.id)).deletedAt).not.toBeNull();
    expect((await restoreProduct(c, p.id)).deletedAt).toBeNull();
    expect((await listStaffProducts(c, { q: 'สัญญา' })).items.map((x) => x.id)).toEqual([p.id]);

    const badge = await createBadge(c, { name: 'เหรียญสัญญา', photo: image.id });
    expect((await updateBadge(c, badge.id, { name: 'เหรียญสัญญาใหม่' })).name).toBe('เหรียญสัญญาใหม่');
    const award = await awardBadge(c, badge.id, [MEMBER, MEMBER2, CREATOR]);
    expect(award.changed).toEqual([MEMBER, MEMBER2, CREATOR]);
    expect((await getStaffBadge(c, badge.id)).holders).toBe(3);
    expect((await revokeBadge(c, badge.id, `${CREATOR}`)).changed).toEqual([CREATOR]);
    expect((await listStaffBadges(c)).items.length).toBeGreaterThan(0);
    const notes = await getAllNotifications(await as(MEMBER));
    expect(notes.some((n) => n.msg.includes('เหรียญสัญญาใหม่'))).toBe(true);

    const a = await as(ADMIN);
    const plan = await importOrgUnits(a, 'ภูมิภาค,หน่วยสัญญา\n');
    expect(plan).toMatchObject({ dryRun: true, add: [{ org1: 'ภูมิภาค', org2: 'หน่วยสัญญา' }] });
    const unit = await createOrgUnit(a, { org1: 'ภูมิภาค', org2: 'หน่วยสัญญา 2' });
    expect((await updateOrgUnit(a, unit.id, { org1: 'ภูมิภาค', org2: 'หน่วยสัญญา 3' })).org2).toBe('หน่วยสัญญา 3');
    expect((await deleteOrgUnit(a, unit.id)).deletedAt).not.toBeNull();
    expect((await restoreOrgUnit(a, unit.id)).deletedAt).toBeNull();
    expect((await listOrgUnits(a, { org1: 'ภูมิภาค' })).items.some((u) => u.id === unit.id)).toBe(true);
  });

  it('orders: a member orders, staff pack and send with tracking, the member reads it; cancel refunds once', async () => {
    const admin = await as(ADMIN);
    const p = await createProduct(admin, { name: 'พวงกุญแจสัญญา', price: 0, stock: 10, limit: 5 });
    const m = await as(MEMBER);
    const order = (logistic: 'mail' | 'temple') =>
      placeOrder(m, {
        name: 'ผู้รับ สัญญา',
        total: 0,
        lines: [{ productId: p.id, amount: 1 }],
        shipto: logistic === 'mail' ? '99 หมู่ 1 ต.คลองหนึ่ง ปทุมธานี' : '',
        logistic,
        userId: MEMBER,
      });
    const mailed = await order('mail');
    expect(mailed.status).toBe('placed');
    const s = await as(STAFF);
    expect(
      (await listStaffOrders(s, { status: 'placed', logistic: 'mail' })).items.map((o) => o.id),
    ).toContain(mailed.id);
    expect(
      (await getPackingList(s, { status: 'placed', logistic: 'mail' })).orders.map((o) => o.id),
    ).toContain(mailed.id);
    await setOrderStatus(s, mailed.id, 'packed');
    expect((await getAddressesCsv(s, { status: 'packed', logistic: 'mail' })).includes('ผู้รับ สัญญา')).toBe(
      true,
    );
    const sent = await setOrderStatus(s, mailed.id, 'sent', { tracking: 'EF000111222TH' });
    expect(sent.order).toMatchObject({ status: 'sent', tracking: 'EF000111222TH' });
    expect((await getStaffOrder(s, mailed.id)).history.map((e) => e.status)).toEqual([
      'placed',
      'packed',
      'sent',
    ]);
    const mine = await getOrder(await as(MEMBER), mailed.id);
    expect(mine).toMatchObject({ status: 'sent', tracking: 'EF000111222TH' });
    expect(mine.history.map((e) => e.status)).toEqual(['placed', 'packed', 'sent']);

    const other = await order('temple');
    const taps = await Promise.all([
      cancelOrder(await as(STAFF), other.id),
      cancelOrder(await as(STAFF), other.id),
    ]);
    expect(taps.filter((t) => t.changed)).toHaveLength(1);
    const bulk = await setOrdersStatus(await as(STAFF), [other.id, mailed.id], 'received');
    expect(bulk.meta).toEqual({ ok: 1, failed: 1 });
  });

  it('members, moderation and the audit log', async () => {
    const s = await as(STAFF);
    const found = await listStaffMembers(s, { q: String(MEMBER2) });
    expect(found.items.map((x) => x.id)).toContain(MEMBER2);
    expect((await getStaffMember(s, MEMBER2)).activity?.wallet).toBeDefined();
    expect((await blockMember(s, MEMBER2, 'ทดสอบ')).blockedReason).toBe('ทดสอบ');
    await expect(signInDev(api, MEMBER2)).rejects.toMatchObject({ status: 403 });
    expect((await unblockMember(await as(STAFF), MEMBER2)).blockedAt).toBeNull();
    expect((await setMemberType(s, MEMBER2, 'creator')).type).toBe('creator');
    await expect(setMemberRole(s, MEMBER2, 'staff')).rejects.toMatchObject({ status: 403 });
    expect((await setMemberRole(await as(ADMIN), MEMBER2, 'staff')).role).toBe('staff');
    await setMemberRole(await as(ADMIN), MEMBER2, 'member');

    const st = await as(STAFF);
    const post = (await listModeration(st, 'post', { hidden: false })).items[0]!;
    expect((await hideContent(st, 'post', post.id, 'ทดสอบ')).hidden).toBe(true);
    expect((await listModeration(st, 'post', { hidden: true })).items.map((x) => x.id)).toContain(post.id);
    expect((await restoreContent(st, 'post', post.id)).hidden).toBe(false);
    expect((await listModeration(st, 'comment')).total).toBeGreaterThan(0);

    const audit = await listAudit(await as(ADMIN), { pageSize: 100 });
    const actions = new Set(audit.items.map((e) => e.action));
    for (const a of [
      'notice.publish',
      'category.create',
      'product.stock',
      'badge.award',
      'order.cancel',
      'member.block',
      'post.hide',
    ])
      expect(actions, a).toContain(a);
    expect(
      (await listAudit(await as(ADMIN), { entity: 'order', action: 'order.cancel' })).items,
    ).toHaveLength(1);
  });
});
