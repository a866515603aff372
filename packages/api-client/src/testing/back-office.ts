/**
 * Factories of the back office's wire entities (ADR 035), for stories and tests: deterministic,
 * Thai, consistent with the mock data set.
 */
import {
  DELIVERY_METHODS,
  NOTICE_ICONS,
  ORDER_STATUSES,
  ORGANISATION_LEVEL1,
  type OrderStatus,
} from '@lightbearers/domain';
import type {
  WireAuditEntryAttributes,
  WireModerationItemAttributes,
  WireOrgUnitAttributes,
  WireStaffBadgeAttributes,
  WireStaffCategoryAttributes,
  WireStaffMemberAttributes,
  WireStaffNoticeAttributes,
  WireStaffOrderAttributes,
  WireStaffProductAttributes,
  WireStockEntryAttributes,
} from '../wire/back-office';
import type { WireEntity } from '../wire/strapi';
import { BASE_TIME } from './factories';
import * as thai from './thai';

const at = (id: number, hours = 3) => new Date(BASE_TIME + id * hours * 3_600_000).toISOString();
const pick = <T>(list: readonly T[], id: number) => list[(id - 1) % list.length] as T;

export function wireStaffNotice(
  id: number,
  overrides: Partial<WireStaffNoticeAttributes> = {},
): WireEntity<WireStaffNoticeAttributes> {
  const state = pick(['published', 'draft', 'scheduled', 'published'] as const, id);
  return {
    id,
    attributes: {
      topic: pick(thai.NOTICE_TOPICS, id),
      des: '## รายละเอียด\n\nขอเชิญสมาชิกทุกท่าน **ร่วมงานบุญ** ในวันอาทิตย์นี้',
      icon: pick(NOTICE_ICONS, id),
      publishedAt: state === 'draft' ? null : state === 'scheduled' ? at(id + 400, 24) : at(id, 24),
      state,
      deletedAt: null,
      createdAt: at(id, 23),
      updatedAt: at(id, 24),
      ...overrides,
    },
  };
}

export function wireStaffCategory(
  id: number,
  overrides: Partial<WireStaffCategoryAttributes> = {},
): WireEntity<WireStaffCategoryAttributes> {
  return {
    id,
    attributes: {
      name: pick(thai.CATEGORIES, id),
      order: id,
      hidden: false,
      deletedAt: null,
      posts: (id * 7) % 23,
      createdAt: at(id),
      updatedAt: at(id),
      ...overrides,
    },
  };
}

export function wireStaffProduct(
  id: number,
  overrides: Partial<WireStaffProductAttributes> = {},
): WireEntity<WireStaffProductAttributes> {
  return {
    id,
    attributes: {
      name: pick(thai.PRODUCTS, id),
      des: 'ของที่ระลึกสำหรับผู้นำบุญ',
      price: pick([20, 50, 80, 100, 150, 300], id),
      stock: pick([0, 3, 10, 25, 100], id),
      limit: pick([1, 2, 5], id),
      lockDays: pick([0, 30, 90], id),
      unlockAt: null,
      photos: [],
      deletedAt: null,
      createdAt: at(id),
      updatedAt: at(id),
      ...overrides,
    },
  };
}

export function wireStockEntry(
  id: number,
  overrides: Partial<WireStockEntryAttributes> = {},
): WireEntity<WireStockEntryAttributes> {
  return {
    id,
    attributes: {
      delta: 10,
      stock: 10 * id,
      reason: 'รับของล็อตใหม่',
      actorId: 1,
      orderId: null,
      createdAt: at(id),
      ...overrides,
    },
  };
}

export function wireStaffBadge(
  id: number,
  overrides: Partial<WireStaffBadgeAttributes> = {},
): WireEntity<WireStaffBadgeAttributes> {
  return {
    id,
    attributes: {
      name: pick(['ผู้นำบุญดีเด่น', 'นักแชร์ตัวยง', 'ครีเอเตอร์แห่งปี', 'ผู้สนับสนุน'], id),
      photo: null,
      holders: (id * 5) % 17,
      deletedAt: null,
      createdAt: at(id),
      updatedAt: at(id),
      ...overrides,
    },
  };
}

export function wireOrgUnit(
  id: number,
  overrides: Partial<WireOrgUnitAttributes> = {},
): WireEntity<WireOrgUnitAttributes> {
  return {
    id,
    attributes: {
      org1: pick(ORGANISATION_LEVEL1, Math.ceil(id / thai.ORG_UNITS.length)),
      org2: pick(thai.ORG_UNITS, id),
      deletedAt: null,
      ...overrides,
    },
  };
}

export function wireStaffOrder(
  id: number,
  overrides: Partial<WireStaffOrderAttributes> = {},
): WireEntity<WireStaffOrderAttributes> {
  const status: OrderStatus = pick(
    ['placed', 'placed', 'packed', 'sent', 'received', 'cancelled'] as const,
    id,
  );
  const logistic = pick(DELIVERY_METHODS, id);
  const path = ORDER_STATUSES.slice(0, Math.max(1, ORDER_STATUSES.indexOf(status) + 1)).filter(
    (s) => s !== 'cancelled' || status === 'cancelled',
  );
  const tracking =
    status === 'sent' || status === 'received'
      ? logistic === 'mail'
        ? `EF${100000000 + id}TH`
        : null
      : null;
  return {
    id,
    attributes: {
      name: `สมาชิก ${id}`,
      total: 50 * ((id % 3) + 1),
      shipto: logistic === 'temple' ? '' : pick(thai.ADDRESSES, id),
      logistic,
      status,
      tracking,
      member: { id: ((id - 1) % 20) + 1, name: `สมาชิก ${id}`, at: null },
      lines: [
        { productId: ((id - 1) % 5) + 1, name: pick(thai.PRODUCTS, id), amount: (id % 3) + 1, price: 50 },
      ],
      history: (status === 'cancelled' ? (['placed', 'cancelled'] as const) : path).map((s, i) => ({
        status: s,
        tracking: s === 'sent' ? tracking : null,
        note: null,
        at: at(id * 10 + i, 1),
      })),
      createdAt: at(id * 10, 1),
      updatedAt: at(id * 10 + path.length, 1),
      ...overrides,
    },
  };
}

export function wireStaffMember(
  id: number,
  overrides: Partial<WireStaffMemberAttributes> = {},
): WireEntity<WireStaffMemberAttributes> {
  return {
    id,
    attributes: {
      name: `สมาชิก ${id}`,
      at: `member${id}`,
      email: `member${id}@example.test`,
      type: id % 4 === 0 ? 'creator' : 'sharer',
      role: id === 1 ? 'admin' : 'member',
      picture: null,
      provider: 'google',
      org1: null,
      org2: null,
      blockedAt: null,
      blockedReason: null,
      createdAt: at(id),
      updatedAt: at(id),
      ...overrides,
    },
  };
}

export function wireModerationItem(
  id: number,
  overrides: Partial<WireModerationItemAttributes> = {},
): WireEntity<WireModerationItemAttributes> {
  return {
    id,
    attributes: {
      kind: 'post',
      userId: ((id - 1) % 20) + 1,
      des: 'ข้อความที่ถูกรายงาน',
      hidden: id % 2 === 0,
      moderatedAt: id % 2 === 0 ? at(id) : null,
      moderationReason: id % 2 === 0 ? 'ไม่เหมาะสม' : null,
      createdAt: at(id),
      ...overrides,
    },
  };
}

export function wireAuditEntry(
  id: number,
  overrides: Partial<WireAuditEntryAttributes> = {},
): WireEntity<WireAuditEntryAttributes> {
  return {
    id,
    attributes: {
      actorId: 1,
      action: pick(['notice.publish', 'order.status', 'badge.award', 'member.block'], id),
      entity: pick(['notice', 'order', 'badge', 'member'], id),
      entityId: String(id),
      before: null,
      after: null,
      reason: null,
      createdAt: at(id),
      ...overrides,
    },
  };
}
