/**
 * The staff back office (ADR 035), all under `/api/staff/…` with a bearer: staff for notices,
 * orders, members and moderation; admin for categories, souvenirs, badges, organisation units,
 * roles and the audit log. Lists are `{ data: entity[], meta: { pagination } }`, one entity
 * `{ data: entity, meta }`; moments are ISO strings.
 */
import { DELIVERY_METHODS, NOTICE_ICONS, NOTICE_STATES, ORDER_STATUSES, ROLES } from '@lightbearers/domain';
import * as z from 'zod/mini';
import { listSchema, singleSchema } from './strapi';

const moment = z.string();
const maybeMoment = z.nullable(z.string());

/** `GET /api/staff/me` → whether staff, and the role. */
export const staffAccessSchema = z.object({
  data: z.object({ staff: z.boolean(), role: z.optional(z.enum(ROLES)) }),
});

export const staffNoticeAttributesSchema = z.object({
  topic: z.string(),
  des: z.string(),
  icon: z.enum(NOTICE_ICONS),
  publishedAt: maybeMoment,
  state: z.enum(NOTICE_STATES),
  deletedAt: maybeMoment,
  createdAt: moment,
  updatedAt: moment,
});
export type WireStaffNoticeAttributes = z.infer<typeof staffNoticeAttributesSchema>;
export const staffNoticeListSchema = listSchema(staffNoticeAttributesSchema);
export const staffNoticeSingleSchema = singleSchema(staffNoticeAttributesSchema);

export const staffCategoryAttributesSchema = z.object({
  name: z.string(),
  order: z.number(),
  hidden: z.boolean(),
  deletedAt: maybeMoment,
  posts: z.number(),
  createdAt: moment,
  updatedAt: moment,
});
export type WireStaffCategoryAttributes = z.infer<typeof staffCategoryAttributesSchema>;
export const staffCategoryListSchema = listSchema(staffCategoryAttributesSchema);
export const staffCategorySingleSchema = singleSchema(staffCategoryAttributesSchema);

const pictureSchema = z.object({ id: z.number(), url: z.nullable(z.string()) });

export const staffProductAttributesSchema = z.object({
  name: z.string(),
  des: z.string(),
  price: z.number(),
  stock: z.number(),
  limit: z.number(),
  lockDays: z.number(),
  unlockAt: maybeMoment,
  honour: z.optional(z.boolean()),
  photos: z.array(pictureSchema),
  deletedAt: maybeMoment,
  createdAt: moment,
  updatedAt: moment,
});
export type WireStaffProductAttributes = z.infer<typeof staffProductAttributesSchema>;
export const staffProductListSchema = listSchema(staffProductAttributesSchema);
export const staffProductSingleSchema = singleSchema(staffProductAttributesSchema);

export const stockEntryAttributesSchema = z.object({
  delta: z.number(),
  stock: z.number(),
  reason: z.string(),
  actorId: z.nullable(z.number()),
  orderId: z.nullable(z.number()),
  createdAt: moment,
});
export type WireStockEntryAttributes = z.infer<typeof stockEntryAttributesSchema>;
export const stockEntryListSchema = listSchema(stockEntryAttributesSchema);

export const staffBadgeAttributesSchema = z.object({
  name: z.string(),
  photo: z.nullable(pictureSchema),
  holders: z.number(),
  deletedAt: maybeMoment,
  createdAt: moment,
  updatedAt: moment,
});
export type WireStaffBadgeAttributes = z.infer<typeof staffBadgeAttributesSchema>;
export const staffBadgeListSchema = listSchema(staffBadgeAttributesSchema);
export const staffBadgeSingleSchema = singleSchema(staffBadgeAttributesSchema);

/** `POST /api/staff/badges/{id}/award|revoke` → who changed, who already was, what named nobody. */
export const bulkResultSchema = z.object({
  data: z.object({
    changed: z.array(z.number()),
    unchanged: z.array(z.number()),
    unknown: z.array(z.string()),
  }),
});
export type WireBulkResult = z.infer<typeof bulkResultSchema>;

export const orgUnitAttributesSchema = z.object({
  org1: z.string(),
  org2: z.string(),
  deletedAt: maybeMoment,
});
export type WireOrgUnitAttributes = z.infer<typeof orgUnitAttributesSchema>;
export const orgUnitListSchema = listSchema(orgUnitAttributesSchema);
export const orgUnitSingleSchema = singleSchema(orgUnitAttributesSchema);

const unitSchema = z.object({ org1: z.string(), org2: z.string() });
/** `POST /api/staff/orgs/import` → what the file changes (applied unless `dryRun`). */
export const orgImportSchema = z.object({
  data: z.object({
    add: z.array(unitSchema),
    restore: z.array(unitSchema),
    remove: z.array(unitSchema),
    unchanged: z.number(),
    mode: z.enum(['merge', 'replace']),
    dryRun: z.boolean(),
  }),
});
export type WireOrgImport = z.infer<typeof orgImportSchema>;

const memberRefSchema = z.object({ id: z.number(), name: z.string(), at: z.nullable(z.string()) });
const orderLineSchema = z.object({
  productId: z.number(),
  name: z.string(),
  amount: z.number(),
  price: z.number(),
});

export const staffOrderAttributesSchema = z.object({
  name: z.string(),
  total: z.number(),
  shipto: z.string(),
  logistic: z.enum(DELIVERY_METHODS),
  status: z.enum(ORDER_STATUSES),
  tracking: z.nullable(z.string()),
  member: memberRefSchema,
  lines: z.array(orderLineSchema),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      tracking: z.nullable(z.string()),
      note: z.nullable(z.string()),
      at: moment,
    }),
  ),
  createdAt: moment,
  updatedAt: moment,
});
export type WireStaffOrderAttributes = z.infer<typeof staffOrderAttributesSchema>;
export const staffOrderListSchema = listSchema(staffOrderAttributesSchema);
export const staffOrderSingleSchema = singleSchema(staffOrderAttributesSchema);

/** `POST /api/staff/orders/status` → one result per order. */
export const bulkOrderResultSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      ok: z.boolean(),
      status: z.optional(z.string()),
      changed: z.optional(z.boolean()),
      error: z.optional(z.string()),
    }),
  ),
  meta: z.object({ ok: z.number(), failed: z.number() }),
});
export type WireBulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

/** `GET /api/staff/orders/packing-list` → the orders to pack and each product's total. */
export const packingListSchema = z.object({
  data: z.object({
    products: z.array(z.object({ productId: z.number(), name: z.string(), amount: z.number() })),
    orders: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        shipto: z.string(),
        logistic: z.enum(DELIVERY_METHODS),
        status: z.enum(ORDER_STATUSES),
        member: memberRefSchema,
        lines: z.array(orderLineSchema),
        createdAt: moment,
      }),
    ),
  }),
  meta: z.object({ truncated: z.boolean() }),
});
export type WirePackingList = z.infer<typeof packingListSchema>;

export const staffMemberAttributesSchema = z.object({
  name: z.string(),
  at: z.nullable(z.string()),
  email: z.nullable(z.string()),
  type: z.string(),
  role: z.enum(ROLES),
  picture: z.nullable(z.string()),
  provider: z.string(),
  org1: z.nullable(z.string()),
  org2: z.nullable(z.string()),
  blockedAt: maybeMoment,
  blockedReason: z.nullable(z.string()),
  createdAt: moment,
  updatedAt: moment,
  activity: z.optional(
    z.object({
      posts: z.number(),
      hiddenPosts: z.number(),
      comments: z.number(),
      orders: z.number(),
      badges: z.number(),
      wallet: z.object({
        current_point: z.number(),
        can_change_total: z.number(),
        all_time_total: z.number(),
      }),
    }),
  ),
});
export type WireStaffMemberAttributes = z.infer<typeof staffMemberAttributesSchema>;
export const staffMemberListSchema = listSchema(staffMemberAttributesSchema);
export const staffMemberSingleSchema = singleSchema(staffMemberAttributesSchema);

export const moderationItemAttributesSchema = z.object({
  kind: z.optional(z.enum(['post', 'comment', 'reply'])),
  userId: z.optional(z.number()),
  des: z.string(),
  hidden: z.boolean(),
  moderatedAt: maybeMoment,
  moderationReason: z.nullable(z.string()),
  createdAt: moment,
});
export type WireModerationItemAttributes = z.infer<typeof moderationItemAttributesSchema>;
export const moderationListSchema = listSchema(moderationItemAttributesSchema);
export const moderationSingleSchema = singleSchema(moderationItemAttributesSchema);

export const auditEntryAttributesSchema = z.object({
  actorId: z.nullable(z.number()),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  createdAt: moment,
});
export type WireAuditEntryAttributes = z.infer<typeof auditEntryAttributesSchema>;
export const auditListSchema = listSchema(auditEntryAttributesSchema);
