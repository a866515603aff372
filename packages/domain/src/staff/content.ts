/**
 * The rules of the back office's content types (ADR 035): what a notice, a category, a souvenir,
 * a stock change, a badge and an organisation unit must hold, with the Thai message staff read
 * beside the field. The service applies them to every write; the site's forms may show them
 * before sending.
 *
 * Each check takes the fields as they arrive (JSON values, any type) and answers either the
 * cleaned value or, per field, the first thing wrong with it.
 */
import { NOTICE_ICONS, type NoticeIcon, ORGANISATION_LEVEL1 } from '../constants';
import { graphemeLength } from '../text/graphemes';
import { toEpochMs } from '../time/bangkok';
import type { NoticeState } from './kinds';

/** A checked input: the cleaned value, or a Thai message per field that is wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Limits of the back office's fields. */
export const STAFF_LIMITS = {
  noticeTitle: 200,
  noticeBody: 20_000,
  categoryName: 100,
  categoryOrder: 9_999,
  productName: 200,
  productDescription: 5_000,
  productPrice: 1_000_000,
  productStock: 1_000_000,
  productLimit: 1_000,
  productLockDays: 3_650,
  productPhotos: 10,
  badgeName: 100,
  orgName: 200,
  reason: 500,
  bulkMembers: 500,
} as const;

/** The Thai messages of the back office's checks. */
export const STAFF_MESSAGES = {
  titleRequired: 'กรุณาใส่หัวข้อ',
  titleTooLong: `หัวข้อยาวได้ไม่เกิน ${STAFF_LIMITS.noticeTitle} ตัวอักษร`,
  bodyRequired: 'กรุณาใส่เนื้อหา',
  bodyTooLong: `เนื้อหายาวได้ไม่เกิน ${STAFF_LIMITS.noticeBody} ตัวอักษร`,
  icon: 'กรุณาเลือกไอคอน: cheer, new, info หรือ warning',
  publishAt: 'วันเวลาเผยแพร่ไม่ถูกต้อง',
  categoryName: 'กรุณาใส่ชื่อหมวดหมู่',
  categoryNameTooLong: `ชื่อหมวดหมู่ยาวได้ไม่เกิน ${STAFF_LIMITS.categoryName} ตัวอักษร`,
  categoryOrder: `ลำดับต้องเป็นจำนวนเต็ม 0 ถึง ${STAFF_LIMITS.categoryOrder}`,
  hidden: 'ค่าการซ่อนต้องเป็น true หรือ false',
  productName: 'กรุณาใส่ชื่อของที่ระลึก',
  productNameTooLong: `ชื่อของที่ระลึกยาวได้ไม่เกิน ${STAFF_LIMITS.productName} ตัวอักษร`,
  productDescription: `รายละเอียดยาวได้ไม่เกิน ${STAFF_LIMITS.productDescription} ตัวอักษร`,
  price: 'ราคาต้องเป็นจำนวนเต็มตั้งแต่ 0 แต้มขึ้นไป',
  stock: 'จำนวนในคลังต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
  limit: `จำนวนสูงสุดต่อการแลกต้องเป็นจำนวนเต็ม 1 ถึง ${STAFF_LIMITS.productLimit}`,
  lockDays: `จำนวนวันก่อนแลกซ้ำต้องเป็นจำนวนเต็ม 0 ถึง ${STAFF_LIMITS.productLockDays}`,
  unlockAt: 'วันที่เปิดให้แลกไม่ถูกต้อง',
  honour: 'ค่ารางวัลเกียรติยศต้องเป็น true หรือ false',
  photos: `เลือกรูปได้ไม่เกิน ${STAFF_LIMITS.productPhotos} รูป`,
  photo: 'รูปภาพไม่ถูกต้อง',
  stockDelta: 'จำนวนที่ปรับต้องเป็นจำนวนเต็มที่ไม่ใช่ 0',
  stockShort: 'ของในคลังมีไม่พอให้ลด',
  reason: 'กรุณาระบุเหตุผล',
  reasonTooLong: `เหตุผลยาวได้ไม่เกิน ${STAFF_LIMITS.reason} ตัวอักษร`,
  badgeName: 'กรุณาใส่ชื่อเหรียญ',
  badgeNameTooLong: `ชื่อเหรียญยาวได้ไม่เกิน ${STAFF_LIMITS.badgeName} ตัวอักษร`,
  org1: `หน่วยงานระดับ 1 ต้องเป็นหนึ่งใน ${ORGANISATION_LEVEL1.join(', ')}`,
  org2: 'กรุณาใส่ชื่อหน่วยงานระดับ 2',
  org2TooLong: `ชื่อหน่วยงานยาวได้ไม่เกิน ${STAFF_LIMITS.orgName} ตัวอักษร`,
  membersRequired: 'กรุณาใส่รายชื่อสมาชิกอย่างน้อยหนึ่งคน',
  membersTooMany: `ใส่รายชื่อได้ครั้งละไม่เกิน ${STAFF_LIMITS.bulkMembers} คน`,
  categoryHasPosts: 'หมวดหมู่นี้มีโพสต์อยู่ จึงลบไม่ได้ ให้ซ่อนหมวดหมู่แทน',
} as const;

/** Collects field errors while a check runs. */
class Errors {
  readonly list: Record<string, string> = {};
  add(field: string, message: string) {
    this.list[field] ??= message;
  }
  get empty() {
    return Object.keys(this.list).length === 0;
  }
}

const done = <T>(errors: Errors, value: T): Checked<T> =>
  errors.empty ? { ok: true, value } : { ok: false, errors: errors.list };

/** A trimmed text of 1..max graphemes, or an error. */
function text(
  errors: Errors,
  field: string,
  raw: unknown,
  max: number,
  messages: { required: string; tooLong: string },
  required = true,
): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') errors.add(field, messages.required);
  else if (required && value === '') errors.add(field, messages.required);
  else if (graphemeLength(value) > max) errors.add(field, messages.tooLong);
  return value;
}

/** An integer in [min, max] (a numeric string is accepted), or an error. */
function integer(errors: Errors, field: string, raw: unknown, min: number, max: number, message: string) {
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.add(field, message);
    return min;
  }
  return value;
}

/** A moment (ISO 8601; a bare day or time without an offset is Bangkok time), or an error. */
function moment(errors: Errors, field: string, raw: unknown, message: string): Date | null {
  if (raw === null) return null;
  const ms = typeof raw === 'string' || typeof raw === 'number' ? toEpochMs(raw) : Number.NaN;
  if (!Number.isFinite(ms)) {
    errors.add(field, message);
    return null;
  }
  return new Date(ms);
}

/** True when an input object carries the key (a partial edit changes only what it names). */
const has = (input: Record<string, unknown>, key: string) => Object.hasOwn(input, key);

// ------------------------------------------------------------------ notices

/** A notice as staff write it. `publishAt`: null keeps it a draft; a moment publishes it then. */
export interface NoticeInput {
  topic: string;
  des: string;
  icon: NoticeIcon;
  publishAt: Date | null;
}

/**
 * Checks a notice. `publishAt` may be `'now'` (the given `now`), a moment, or null (a draft).
 * With `partial`, only the fields present are checked and returned.
 */
export function checkNotice(
  input: Record<string, unknown>,
  now: Date,
  partial = false,
): Checked<Partial<NoticeInput>> {
  const errors = new Errors();
  const out: Partial<NoticeInput> = {};
  const want = (key: string) => !partial || has(input, key);
  if (want('topic'))
    out.topic = text(errors, 'topic', input.topic, STAFF_LIMITS.noticeTitle, {
      required: STAFF_MESSAGES.titleRequired,
      tooLong: STAFF_MESSAGES.titleTooLong,
    });
  if (want('des'))
    out.des = text(errors, 'des', input.des, STAFF_LIMITS.noticeBody, {
      required: STAFF_MESSAGES.bodyRequired,
      tooLong: STAFF_MESSAGES.bodyTooLong,
    });
  if (want('icon')) {
    const icon = input.icon ?? 'info';
    if (typeof icon === 'string' && (NOTICE_ICONS as readonly string[]).includes(icon))
      out.icon = icon as NoticeIcon;
    else errors.add('icon', STAFF_MESSAGES.icon);
  }
  if (has(input, 'publishAt'))
    out.publishAt =
      input.publishAt === 'now'
        ? now
        : moment(errors, 'publishAt', input.publishAt, STAFF_MESSAGES.publishAt);
  else if (!partial) out.publishAt = null;
  return done(errors, out);
}

export { NOTICE_STATES, type NoticeState } from './kinds';

/** The state of a notice at `now`. Members see only `published` ones. */
export function noticeState(
  notice: { publishedAt: Date | string | null; deletedAt?: Date | string | null },
  now: Date,
): NoticeState {
  if (notice.deletedAt) return 'deleted';
  if (notice.publishedAt === null) return 'draft';
  return toEpochMs(notice.publishedAt) <= now.getTime() ? 'published' : 'scheduled';
}

// ------------------------------------------------------------------ categories

export interface CategoryInput {
  name: string;
  order: number;
  hidden: boolean;
}

/** Checks a category (name, order 0..9999, hidden). */
export function checkCategory(
  input: Record<string, unknown>,
  partial = false,
): Checked<Partial<CategoryInput>> {
  const errors = new Errors();
  const out: Partial<CategoryInput> = {};
  const want = (key: string) => !partial || has(input, key);
  if (want('name'))
    out.name = text(errors, 'name', input.name, STAFF_LIMITS.categoryName, {
      required: STAFF_MESSAGES.categoryName,
      tooLong: STAFF_MESSAGES.categoryNameTooLong,
    });
  if (want('order'))
    out.order = integer(
      errors,
      'order',
      input.order ?? 0,
      0,
      STAFF_LIMITS.categoryOrder,
      STAFF_MESSAGES.categoryOrder,
    );
  if (want('hidden')) {
    const hidden = input.hidden ?? false;
    if (typeof hidden === 'boolean') out.hidden = hidden;
    else errors.add('hidden', STAFF_MESSAGES.hidden);
  }
  return done(errors, out);
}

// ------------------------------------------------------------------ souvenirs

export interface ProductInput {
  name: string;
  des: string;
  price: number;
  /** The stock a new product starts with (later changes go through `checkStockChange`). */
  stock: number;
  /** The most one exchange may hold. */
  limit: number;
  /** Days a member waits before exchanging it again (0: no wait). */
  lockDays: number;
  /** Before this moment nobody may exchange it (null: from now). */
  unlockAt: Date | null;
  /** Uploaded pictures, the first one the cover. */
  photos: number[];
  /** An honour award: presented by the team, never sent — its exchange skips the delivery (ADR 041). */
  honour: boolean;
}

/** Checks a souvenir. `stock` is read only when creating (not `partial`). */
export function checkProduct(
  input: Record<string, unknown>,
  partial = false,
): Checked<Partial<ProductInput>> {
  const errors = new Errors();
  const out: Partial<ProductInput> = {};
  const want = (key: string) => !partial || has(input, key);
  if (want('name'))
    out.name = text(errors, 'name', input.name, STAFF_LIMITS.productName, {
      required: STAFF_MESSAGES.productName,
      tooLong: STAFF_MESSAGES.productNameTooLong,
    });
  if (want('des'))
    out.des = text(
      errors,
      'des',
      input.des ?? '',
      STAFF_LIMITS.productDescription,
      { required: STAFF_MESSAGES.productDescription, tooLong: STAFF_MESSAGES.productDescription },
      false,
    );
  if (want('price'))
    out.price = integer(errors, 'price', input.price, 0, STAFF_LIMITS.productPrice, STAFF_MESSAGES.price);
  if (!partial)
    out.stock = integer(
      errors,
      'stock',
      input.stock ?? 0,
      0,
      STAFF_LIMITS.productStock,
      STAFF_MESSAGES.stock,
    );
  else if (has(input, 'stock')) errors.add('stock', STAFF_MESSAGES.stockDelta);
  if (want('limit'))
    out.limit = integer(
      errors,
      'limit',
      input.limit ?? 1,
      1,
      STAFF_LIMITS.productLimit,
      STAFF_MESSAGES.limit,
    );
  if (want('lockDays'))
    out.lockDays = integer(
      errors,
      'lockDays',
      input.lockDays ?? 0,
      0,
      STAFF_LIMITS.productLockDays,
      STAFF_MESSAGES.lockDays,
    );
  if (want('unlockAt'))
    out.unlockAt = moment(errors, 'unlockAt', input.unlockAt ?? null, STAFF_MESSAGES.unlockAt);
  if (want('honour')) {
    const honour = input.honour ?? false;
    if (typeof honour === 'boolean') out.honour = honour;
    else errors.add('honour', STAFF_MESSAGES.honour);
  }
  if (want('photos')) {
    const photos = input.photos ?? [];
    if (!Array.isArray(photos)) errors.add('photos', STAFF_MESSAGES.photo);
    else if (photos.length > STAFF_LIMITS.productPhotos) errors.add('photos', STAFF_MESSAGES.photos);
    else if (!photos.every((p) => Number.isInteger(p) && (p as number) > 0))
      errors.add('photos', STAFF_MESSAGES.photo);
    else out.photos = [...new Set(photos as number[])];
  }
  return done(errors, out);
}

/** A change of stock: how much (non-zero), why, and the stock it leaves (never below 0). */
export function checkStockChange(
  input: Record<string, unknown>,
  stock: number,
): Checked<{ delta: number; reason: string; after: number }> {
  const errors = new Errors();
  const delta = integer(
    errors,
    'delta',
    input.delta,
    -STAFF_LIMITS.productStock,
    STAFF_LIMITS.productStock,
    STAFF_MESSAGES.stockDelta,
  );
  if (delta === 0) errors.add('delta', STAFF_MESSAGES.stockDelta);
  const reason = checkReasonInto(errors, input.reason);
  if (errors.empty && stock + delta < 0) errors.add('delta', STAFF_MESSAGES.stockShort);
  return done(errors, { delta, reason, after: stock + delta });
}

/** True when a souvenir may be exchanged at `now` (its unlock moment has come). */
export function isProductUnlocked(unlockAt: Date | string | null | undefined, now: Date): boolean {
  if (unlockAt === null || unlockAt === undefined) return true;
  const ms = toEpochMs(unlockAt);
  return !Number.isFinite(ms) || ms <= now.getTime();
}

// ------------------------------------------------------------------ badges

/** Checks a badge (name, optional picture). */
export function checkBadge(
  input: Record<string, unknown>,
  partial = false,
): Checked<Partial<{ name: string; photo: number | null }>> {
  const errors = new Errors();
  const out: Partial<{ name: string; photo: number | null }> = {};
  if (!partial || has(input, 'name'))
    out.name = text(errors, 'name', input.name, STAFF_LIMITS.badgeName, {
      required: STAFF_MESSAGES.badgeName,
      tooLong: STAFF_MESSAGES.badgeNameTooLong,
    });
  if (!partial || has(input, 'photo')) {
    const photo = input.photo ?? null;
    if (photo === null || (Number.isInteger(photo) && (photo as number) > 0))
      out.photo = photo as number | null;
    else errors.add('photo', STAFF_MESSAGES.photo);
  }
  return done(errors, out);
}

// ------------------------------------------------------------------ organisation units

/** Checks an organisation unit: a level-1 group of `ORGANISATION_LEVEL1` and a level-2 name. */
export function checkOrgUnit(input: Record<string, unknown>): Checked<{ org1: string; org2: string }> {
  const errors = new Errors();
  const org1 = typeof input.org1 === 'string' ? input.org1.trim() : '';
  if (!(ORGANISATION_LEVEL1 as readonly string[]).includes(org1)) errors.add('org1', STAFF_MESSAGES.org1);
  const org2 = text(errors, 'org2', input.org2, STAFF_LIMITS.orgName, {
    required: STAFF_MESSAGES.org2,
    tooLong: STAFF_MESSAGES.org2TooLong,
  });
  return done(errors, { org1, org2 });
}

// ------------------------------------------------------------------ reasons

function checkReasonInto(errors: Errors, raw: unknown): string {
  return text(errors, 'reason', raw, STAFF_LIMITS.reason, {
    required: STAFF_MESSAGES.reason,
    tooLong: STAFF_MESSAGES.reasonTooLong,
  });
}

/** The reason staff give for a moderation, a block or a cancellation: 1..500 characters. */
export function checkReason(raw: unknown): Checked<string> {
  const errors = new Errors();
  const reason = checkReasonInto(errors, raw);
  return done(errors, reason);
}

// ------------------------------------------------------------------ member lists

/** A member named in a bulk list: by id (`12`, `#12`) or by handle (`@name`, `name`). */
export type MemberRef =
  | { kind: 'id'; id: number; raw: string }
  | { kind: 'handle'; handle: string; raw: string };

/**
 * Reads a pasted or uploaded list of members (one per line, or separated by commas, semicolons or
 * spaces; a CSV's first column works too): ids and handles, each once, in the order given.
 */
export function parseMemberList(input: string | readonly (string | number)[]): Checked<MemberRef[]> {
  const items =
    typeof input === 'string'
      ? input
          .split(/\r?\n/)
          .flatMap((line) => line.split(/[,;\s]+/))
          .map((s) => s.trim())
      : input.map((s) => String(s).trim());
  const seen = new Set<string>();
  const refs: MemberRef[] = [];
  for (const raw of items) {
    if (raw === '') continue;
    const id = /^#?(\d{1,9})$/.exec(raw);
    const ref: MemberRef = id
      ? { kind: 'id', id: Number(id[1]), raw }
      : { kind: 'handle', handle: raw.replace(/^@+/, '').toLowerCase(), raw };
    const key = ref.kind === 'id' ? `#${ref.id}` : `@${ref.handle}`;
    if (ref.kind === 'handle' && ref.handle === '') continue;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  if (refs.length === 0) return { ok: false, errors: { members: STAFF_MESSAGES.membersRequired } };
  if (refs.length > STAFF_LIMITS.bulkMembers)
    return { ok: false, errors: { members: STAFF_MESSAGES.membersTooMany } };
  return { ok: true, value: refs };
}

// ------------------------------------------------------------------ notifications

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe to stand inside a notification's HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The notification a member gets when awarded a badge (HTML, as every notification). */
export function badgeAwardMessage(badgeName: string): string {
  return `ยินดีด้วย คุณได้รับเหรียญ <b>${escapeHtml(badgeName)}</b> ดูได้ที่หน้าโปรไฟล์ของคุณ`;
}
