/**
 * The staff back office (ADR 035): one typed call per endpoint under `/api/staff/…` (bearer).
 * Entities come back flat (`{ id, ...attributes }`), lists as `Page`s. A refused write throws
 * `ApiError` with the service's Thai message in `serverMessage` (e.g. a category that still has
 * posts: status 409).
 */
import type {
  DeliveryMethod,
  NoticeIcon,
  NoticeState,
  OrderStatus,
  OrgImportMode,
  Role,
  UserType,
} from '@lightbearers/domain';
import type * as z from 'zod/mini';
import { type Client, request } from '../client';
import { ApiError, ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import type { Page } from '../plain';
import {
  auditListSchema,
  bulkOrderResultSchema,
  bulkResultSchema,
  moderationListSchema,
  moderationSingleSchema,
  orgImportSchema,
  orgUnitListSchema,
  orgUnitSingleSchema,
  packingListSchema,
  staffAccessSchema,
  staffBadgeListSchema,
  staffBadgeSingleSchema,
  staffCategoryListSchema,
  staffCategorySingleSchema,
  staffMemberListSchema,
  staffMemberSingleSchema,
  staffNoticeListSchema,
  staffNoticeSingleSchema,
  staffOrderListSchema,
  staffOrderSingleSchema,
  staffProductListSchema,
  staffProductSingleSchema,
  stockEntryListSchema,
  type WireAuditEntryAttributes,
  type WireBulkOrderResult,
  type WireBulkResult,
  type WireModerationItemAttributes,
  type WireOrgImport,
  type WireOrgUnitAttributes,
  type WirePackingList,
  type WireStaffBadgeAttributes,
  type WireStaffCategoryAttributes,
  type WireStaffMemberAttributes,
  type WireStaffNoticeAttributes,
  type WireStaffOrderAttributes,
  type WireStaffProductAttributes,
  type WireStockEntryAttributes,
} from '../wire/back-office';
import type { WireEntity } from '../wire/strapi';

const GENERIC = ERROR_MESSAGES.generic;

/** A staff entity, flat. */
export type Flat<A> = { id: number } & A;
export type StaffNotice = Flat<WireStaffNoticeAttributes>;
export type StaffCategory = Flat<WireStaffCategoryAttributes>;
export type StaffProduct = Flat<WireStaffProductAttributes>;
export type StockEntry = Flat<WireStockEntryAttributes>;
export type StaffBadge = Flat<WireStaffBadgeAttributes>;
export type OrgUnitRecord = Flat<WireOrgUnitAttributes>;
export type StaffOrder = Flat<WireStaffOrderAttributes>;
export type StaffMember = Flat<WireStaffMemberAttributes>;
export type ModerationItem = Flat<WireModerationItemAttributes>;
export type AuditEntry = Flat<WireAuditEntryAttributes>;
export type BulkResult = WireBulkResult['data'];
export type BulkOrderResult = WireBulkOrderResult;
export type OrgImportResult = WireOrgImport['data'];
export type PackingList = WirePackingList['data'] & { truncated: boolean };
export type ModerationKind = 'post' | 'comment' | 'reply';

const flat = <A>(e: WireEntity<A>): Flat<A> => ({ id: e.id, ...e.attributes });

/** Paging and sorting of every staff list (`sort`: `field` or `field:desc`). */
export type ListOptions = { page?: number; pageSize?: number; sort?: string };

/** A query string from options, leaving out what is undefined. */
function queryOf(options: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(options))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

async function call<S extends z.ZodMiniType>(
  client: Client,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  schema: S,
  extra: { query?: Record<string, string | number | boolean | undefined | null>; json?: unknown } = {},
): Promise<z.infer<S>> {
  const query = extra.query ? queryOf(extra.query) : '';
  return request(client, {
    method,
    url: `${client.api}/staff${path}`,
    ...(query ? { query } : {}),
    auth: true,
    ...(extra.json !== undefined ? { json: extra.json } : {}),
    schema,
    errorMessage: GENERIC,
  });
}

const one = async <A>(p: Promise<{ data: WireEntity<A> }>) => flat((await p).data);
const list = async <A>(
  p: Promise<{
    data: WireEntity<A>[];
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  }>,
): Promise<Page<Flat<A>>> => toPage(await p, flat);

// ------------------------------------------------------------------ access

/** `GET /api/staff/me`: whether the signed-in member is staff, and their role. */
export async function getStaffAccess(client: Client): Promise<{ staff: boolean; role: Role }> {
  const wire = await call(client, 'get', '/me', staffAccessSchema);
  return { staff: wire.data.staff, role: wire.data.role ?? (wire.data.staff ? 'staff' : 'member') };
}

// ------------------------------------------------------------------ notices (staff)

export type NoticeFields = { topic: string; des: string; icon: NoticeIcon; publishAt: 'now' | string | null };

export const listStaffNotices = (client: Client, o: ListOptions & { state?: NoticeState; q?: string } = {}) =>
  list(call(client, 'get', '/notices', staffNoticeListSchema, { query: o }));
export const getStaffNotice = (client: Client, id: number) =>
  one(call(client, 'get', `/notices/${id}`, staffNoticeSingleSchema));
export const createNotice = (client: Client, data: Partial<NoticeFields>) =>
  one(call(client, 'post', '/notices', staffNoticeSingleSchema, { json: { data } }));
export const updateNotice = (client: Client, id: number, data: Partial<NoticeFields>) =>
  one(call(client, 'put', `/notices/${id}`, staffNoticeSingleSchema, { json: { data } }));
/** Publishes now, or at `at` (ISO; a time without an offset is Bangkok time). */
export const publishNotice = (client: Client, id: number, at?: string) =>
  one(
    call(client, 'post', `/notices/${id}/publish`, staffNoticeSingleSchema, {
      json: { data: at ? { at } : {} },
    }),
  );
export const unpublishNotice = (client: Client, id: number) =>
  one(call(client, 'post', `/notices/${id}/unpublish`, staffNoticeSingleSchema));
export const deleteNotice = (client: Client, id: number) =>
  one(call(client, 'delete', `/notices/${id}`, staffNoticeSingleSchema));
export const restoreNotice = (client: Client, id: number) =>
  one(call(client, 'post', `/notices/${id}/restore`, staffNoticeSingleSchema));

// ------------------------------------------------------------------ categories (admin)

export type CategoryFields = { name: string; order: number; hidden: boolean };

export const listStaffCategories = (
  client: Client,
  o: ListOptions & { state?: 'visible' | 'hidden' | 'deleted'; q?: string } = {},
) => list(call(client, 'get', '/categories', staffCategoryListSchema, { query: o }));
export const getStaffCategory = (client: Client, id: number) =>
  one(call(client, 'get', `/categories/${id}`, staffCategorySingleSchema));
export const createCategory = (client: Client, data: Partial<CategoryFields>) =>
  one(call(client, 'post', '/categories', staffCategorySingleSchema, { json: { data } }));
export const updateCategory = (client: Client, id: number, data: Partial<CategoryFields>) =>
  one(call(client, 'put', `/categories/${id}`, staffCategorySingleSchema, { json: { data } }));
/** Soft delete; 409 while the category has posts (hide it instead). */
export const deleteCategory = (client: Client, id: number) =>
  one(call(client, 'delete', `/categories/${id}`, staffCategorySingleSchema));
export const restoreCategory = (client: Client, id: number) =>
  one(call(client, 'post', `/categories/${id}/restore`, staffCategorySingleSchema));

// ------------------------------------------------------------------ souvenirs (admin)

export type ProductFields = {
  name: string;
  des: string;
  price: number;
  /** Only when creating: later changes go through `adjustStock`. */
  stock: number;
  limit: number;
  lockDays: number;
  unlockAt: string | null;
  photos: number[];
  /** An honour award: presented by the team, its exchange has no delivery (ADR 041). */
  honour: boolean;
};

export const listStaffProducts = (client: Client, o: ListOptions & { deleted?: boolean; q?: string } = {}) =>
  list(call(client, 'get', '/products', staffProductListSchema, { query: o }));
export const getStaffProduct = (client: Client, id: number) =>
  one(call(client, 'get', `/products/${id}`, staffProductSingleSchema));
export const createProduct = (client: Client, data: Partial<ProductFields>) =>
  one(call(client, 'post', '/products', staffProductSingleSchema, { json: { data } }));
export const updateProduct = (client: Client, id: number, data: Partial<Omit<ProductFields, 'stock'>>) =>
  one(call(client, 'put', `/products/${id}`, staffProductSingleSchema, { json: { data } }));
export const deleteProduct = (client: Client, id: number) =>
  one(call(client, 'delete', `/products/${id}`, staffProductSingleSchema));
export const restoreProduct = (client: Client, id: number) =>
  one(call(client, 'post', `/products/${id}/restore`, staffProductSingleSchema));
/** Adds (`delta` > 0) or removes stock, with the reason the ledger keeps. */
export const adjustStock = (client: Client, id: number, delta: number, reason: string) =>
  one(
    call(client, 'post', `/products/${id}/stock`, staffProductSingleSchema, {
      json: { data: { delta, reason } },
    }),
  );
export const getStockLedger = (client: Client, id: number, o: ListOptions = {}) =>
  list(call(client, 'get', `/products/${id}/stock`, stockEntryListSchema, { query: o }));

// ------------------------------------------------------------------ badges (admin)

export const listStaffBadges = (client: Client, o: ListOptions & { deleted?: boolean; q?: string } = {}) =>
  list(call(client, 'get', '/badges', staffBadgeListSchema, { query: o }));
export const getStaffBadge = (client: Client, id: number) =>
  one(call(client, 'get', `/badges/${id}`, staffBadgeSingleSchema));
export const createBadge = (client: Client, data: { name: string; photo?: number | null }) =>
  one(call(client, 'post', '/badges', staffBadgeSingleSchema, { json: { data } }));
export const updateBadge = (client: Client, id: number, data: { name?: string; photo?: number | null }) =>
  one(call(client, 'put', `/badges/${id}`, staffBadgeSingleSchema, { json: { data } }));
export const deleteBadge = (client: Client, id: number) =>
  one(call(client, 'delete', `/badges/${id}`, staffBadgeSingleSchema));
export const restoreBadge = (client: Client, id: number) =>
  one(call(client, 'post', `/badges/${id}/restore`, staffBadgeSingleSchema));
/** Awards a badge to the members a list names (ids, `@handles`, or pasted text); each is notified. */
export async function awardBadge(
  client: Client,
  id: number,
  members: string | Array<number | string>,
): Promise<BulkResult> {
  return (
    await call(client, 'post', `/badges/${id}/award`, bulkResultSchema, { json: { data: { members } } })
  ).data;
}
export async function revokeBadge(
  client: Client,
  id: number,
  members: string | Array<number | string>,
): Promise<BulkResult> {
  return (
    await call(client, 'post', `/badges/${id}/revoke`, bulkResultSchema, { json: { data: { members } } })
  ).data;
}

// ------------------------------------------------------------------ organisation units (admin)

export const listOrgUnits = (
  client: Client,
  o: ListOptions & { org1?: string; q?: string; deleted?: boolean } = {},
) => list(call(client, 'get', '/orgs', orgUnitListSchema, { query: o }));
export const createOrgUnit = (client: Client, data: { org1: string; org2: string }) =>
  one(call(client, 'post', '/orgs', orgUnitSingleSchema, { json: { data } }));
export const updateOrgUnit = (client: Client, id: number, data: { org1: string; org2: string }) =>
  one(call(client, 'put', `/orgs/${id}`, orgUnitSingleSchema, { json: { data } }));
export const deleteOrgUnit = (client: Client, id: number) =>
  one(call(client, 'delete', `/orgs/${id}`, orgUnitSingleSchema));
export const restoreOrgUnit = (client: Client, id: number) =>
  one(call(client, 'post', `/orgs/${id}/restore`, orgUnitSingleSchema));
/** Previews (`dryRun`, the default) or applies a CSV of `org1,org2` rows. */
export async function importOrgUnits(
  client: Client,
  csv: string,
  options: { mode?: OrgImportMode; dryRun?: boolean } = {},
): Promise<OrgImportResult> {
  const data = { csv, mode: options.mode ?? 'merge', dryRun: options.dryRun ?? true };
  return (await call(client, 'post', '/orgs/import', orgImportSchema, { json: { data } })).data;
}

// ------------------------------------------------------------------ orders (staff)

export type OrderQueueOptions = ListOptions & {
  status?: OrderStatus;
  logistic?: DeliveryMethod;
  member?: number;
  q?: string;
};

export const listStaffOrders = (client: Client, o: OrderQueueOptions = {}) =>
  list(call(client, 'get', '/orders', staffOrderListSchema, { query: o }));
export const getStaffOrder = (client: Client, id: number) =>
  one(call(client, 'get', `/orders/${id}`, staffOrderSingleSchema));
/** Moves an order (mail needs `tracking` to be sent); the member is notified. */
export async function setOrderStatus(
  client: Client,
  id: number,
  status: OrderStatus,
  extra: { tracking?: string; note?: string } = {},
): Promise<{ order: StaffOrder; changed: boolean }> {
  const wire = await call(client, 'post', `/orders/${id}/status`, staffOrderSingleSchema, {
    json: { data: { status, ...extra } },
  });
  return { order: flat(wire.data), changed: wire.meta?.changed !== false };
}
/** Cancels an order: the points come back once, however many times it is asked. */
export async function cancelOrder(
  client: Client,
  id: number,
  note?: string,
): Promise<{ order: StaffOrder; changed: boolean }> {
  const wire = await call(client, 'post', `/orders/${id}/cancel`, staffOrderSingleSchema, {
    json: { data: note ? { note } : {} },
  });
  return { order: flat(wire.data), changed: wire.meta?.changed !== false };
}
/** Moves many orders; each one succeeds or fails on its own. */
export const setOrdersStatus = (
  client: Client,
  ids: number[],
  status: OrderStatus,
  extra: { tracking?: string; note?: string } = {},
): Promise<BulkOrderResult> =>
  call(client, 'post', '/orders/status', bulkOrderResultSchema, {
    json: { data: { ids, status, ...extra } },
  });
export async function getPackingList(
  client: Client,
  o: { status?: OrderStatus; logistic?: DeliveryMethod } = {},
): Promise<PackingList> {
  const wire = await call(client, 'get', '/orders/packing-list', packingListSchema, { query: o });
  return { ...wire.data, truncated: wire.meta.truncated };
}
/**
 * The mail addresses of the selected orders as CSV text. The service sends UTF-8 with a BOM (so a
 * spreadsheet opens the Thai right); decoding drops it: put `\uFEFF` back when saving the text.
 */
export async function getAddressesCsv(
  client: Client,
  o: { status?: OrderStatus; logistic?: DeliveryMethod } = {},
): Promise<string> {
  const query = queryOf(o);
  const url = `${client.api}/staff/orders/addresses.csv${query ? `?${query}` : ''}`;
  const token = client.config.getToken?.();
  try {
    const res = await client.http(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return await res.text();
  } catch (error) {
    const status = (error as { response?: Response }).response?.status ?? null;
    throw new ApiError(GENERIC, {
      kind: status ? 'http' : 'network',
      status,
      request: `GET ${url}`,
      cause: error,
    });
  }
}

// ------------------------------------------------------------------ members (staff; roles admin)

export const listStaffMembers = (
  client: Client,
  o: ListOptions & { q?: string; role?: Role; type?: UserType; blocked?: boolean } = {},
) => list(call(client, 'get', '/members', staffMemberListSchema, { query: o }));
export const getStaffMember = (client: Client, id: number) =>
  one(call(client, 'get', `/members/${id}`, staffMemberSingleSchema));
export const blockMember = (client: Client, id: number, reason: string) =>
  one(call(client, 'post', `/members/${id}/block`, staffMemberSingleSchema, { json: { data: { reason } } }));
export const unblockMember = (client: Client, id: number) =>
  one(call(client, 'post', `/members/${id}/unblock`, staffMemberSingleSchema));
export const setMemberType = (client: Client, id: number, type: UserType) =>
  one(call(client, 'put', `/members/${id}/type`, staffMemberSingleSchema, { json: { data: { type } } }));
export const setMemberRole = (client: Client, id: number, role: Role) =>
  one(call(client, 'put', `/members/${id}/role`, staffMemberSingleSchema, { json: { data: { role } } }));

// ------------------------------------------------------------------ moderation (staff)

export const listModeration = (
  client: Client,
  kind: ModerationKind,
  o: ListOptions & { hidden?: boolean; member?: number } = {},
) => list(call(client, 'get', `/moderation/${kind}`, moderationListSchema, { query: o }));
export const hideContent = (client: Client, kind: ModerationKind, id: number, reason: string) =>
  one(
    call(client, 'post', `/moderation/${kind}/${id}/hide`, moderationSingleSchema, {
      json: { data: { reason } },
    }),
  );
export const restoreContent = (client: Client, kind: ModerationKind, id: number) =>
  one(call(client, 'post', `/moderation/${kind}/${id}/restore`, moderationSingleSchema));

// ------------------------------------------------------------------ audit log (admin)

export const listAudit = (
  client: Client,
  o: ListOptions & {
    actor?: number;
    action?: string;
    entity?: string;
    entityId?: string;
    from?: string;
    to?: string;
  } = {},
) => list(call(client, 'get', '/audit', auditListSchema, { query: o }));
