/**
 * The back office's pure formatting: Bangkok wall-clock values for date-time inputs, the audit
 * log's entries in words (what was done, to what, which fields changed), and the rows of the mail
 * address export. No React, no client: the screens and their tests share them.
 */
import type { AuditEntry, StaffOrder } from '@lightbearers/api-client';
import { bangkokParts, formatCount, formatThaiDateTime } from '@lightbearers/domain';
import { type AuditLogChangeItem, type AuditLogItem, th } from '@lightbearers/ui';
import { auditCopy } from './copy';

const orderStatusLabels = th.orderStatus.labels;
const deliveryLabels = { temple: th.delivery.temple, coor: th.delivery.coor, mail: th.delivery.mail };

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value on Bangkok's wall clock ('2026-11-27T18:00'); '' for none. */
export function wallClock(moment: string | number | null | undefined): string {
  if (moment === null || moment === undefined || moment === '') return '';
  const p = bangkokParts(moment);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}` : '';
}

/** A moment in Thai with its time ('24 พ.ย. 2569 14:05'); a dash for none. */
export const thaiMoment = (moment: string | null | undefined) =>
  moment ? formatThaiDateTime(moment) : auditCopy.none;

// ------------------------------------------------------------------ the audit log

const VERBS: Record<string, string> = {
  create: 'สร้าง',
  update: 'แก้ไข',
  delete: 'ลบ',
  restore: 'กู้คืน',
  publish: 'เผยแพร่',
  unpublish: 'เลิกเผยแพร่',
  hide: 'ซ่อน',
  show: 'เลิกซ่อน',
  stock: 'ปรับจำนวนคงเหลือของ',
  award: 'มอบ',
  revoke: 'ถอน',
  import: 'นำเข้า',
  status: 'เปลี่ยนสถานะ',
  cancel: 'ยกเลิก',
  block: 'ระงับ',
  unblock: 'เลิกระงับ',
  type: 'เปลี่ยนประเภท',
  role: 'เปลี่ยนบทบาท',
  approve: 'อนุมัติ',
  reject: 'ปฏิเสธ',
};

const DANGER_VERBS = new Set(['delete', 'hide', 'cancel', 'block', 'revoke', 'unpublish']);

/** What an action did, in Thai: 'เผยแพร่ประกาศ', 'ยกเลิกคำสั่งแลก'; the raw name when unknown. */
export function actionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split('.');
  const noun = auditCopy.entities[entity as keyof typeof auditCopy.entities];
  const said = VERBS[verb];
  return noun && said ? `${said}${noun}` : action;
}

/** The back-office page of an entity, when it has one. */
export function entityHref(entity: string, id: string | null): string | undefined {
  if (id === null || !/^\d+$/.test(id)) return undefined;
  const paths: Record<string, string> = {
    notice: '/staff/notices/',
    category: '/staff/categories/',
    product: '/staff/souvenirs/',
    badge: '/staff/badges/',
    order: '/staff/orders/',
    member: '/staff/members/',
  };
  const path = paths[entity];
  return path ? `${path}${id}` : undefined;
}

/** Fields the log keeps that say nothing to staff. */
const QUIET_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'idempotencyKey', 'userId', 'photoId']);

/** One value of a snapshot, for reading. */
function valueText(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? auditCopy.yes : auditCopy.no;
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string') {
    if (field === 'status' && value in orderStatusLabels)
      return orderStatusLabels[value as keyof typeof orderStatusLabels];
    if (field === 'logistic' && value in deliveryLabels)
      return deliveryLabels[value as keyof typeof deliveryLabels];
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatThaiDateTime(value);
    return value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
    return value.map((v) => `#${v}`).join(', ');
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an entry changed, before and after, labelled in words: every field whose value
 * differs (a created entity: every field it has; the quiet ones left out), in the after's order.
 */
export function auditChanges(before: unknown, after: unknown): AuditLogChangeItem[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !QUIET_FIELDS.has(f));
  return fields.flatMap((field) => {
    const was = valueText(field, b[field]);
    const now = valueText(field, a[field]);
    if (was === now) return [];
    const label = auditCopy.fields[field as keyof typeof auditCopy.fields] ?? field;
    return [{ field: label, before: was, after: now }];
  });
}

/** An audit entry as `AuditLogList` shows it; `actors` names the members who acted. */
export function auditItem(entry: AuditEntry, actors: Readonly<Record<number, string>>): AuditLogItem {
  const verb = entry.action.split('.')[1] ?? '';
  const noun = auditCopy.entities[entry.entity as keyof typeof auditCopy.entities] ?? entry.entity;
  const href = entityHref(entry.entity, entry.entityId);
  const changes = auditChanges(entry.before, entry.after);
  return {
    id: String(entry.id),
    action: actionLabel(entry.action),
    entity: entry.entityId ? `${noun} #${entry.entityId}` : noun,
    ...(href ? { entityHref: href } : {}),
    actor:
      entry.actorId === null
        ? auditCopy.operator
        : (actors[entry.actorId] ?? auditCopy.memberNumber(entry.actorId)),
    time: formatThaiDateTime(entry.createdAt),
    dateTime: entry.createdAt,
    ...(DANGER_VERBS.has(verb) ? { tone: 'danger' as const } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(changes.length ? { changes } : {}),
  };
}

// ------------------------------------------------------------------ mail addresses

/** The header of the mail address export. */
export const ADDRESS_HEADERS = [
  'เลขที่คำสั่งแลก',
  'ชื่อผู้รับ',
  'ที่อยู่จัดส่ง',
  'ของที่ระลึก',
  'สถานะ',
  'ข้อมูลการจัดส่ง',
  'วันที่แลก',
] as const;

/** The export's rows: a header, then one row per order (the address as the member wrote it). */
export function addressSheet(orders: readonly StaffOrder[]): (string | number)[][] {
  return [
    [...ADDRESS_HEADERS],
    ...orders.map((o) => [
      o.id,
      o.name,
      o.shipto,
      o.lines.map((l) => `${l.name} × ${formatCount(l.amount)}`).join(', '),
      orderStatusLabels[o.status],
      o.tracking ?? '',
      formatThaiDateTime(o.createdAt),
    ]),
  ];
}

/** The export's file name, by the Bangkok day it was made: 'mail-addresses-2026-11-24.xlsx'. */
export function addressFileName(now: number): string {
  const p = bangkokParts(now);
  const day = p ? `${p.year}-${two(p.month)}-${two(p.day)}` : 'export';
  return `mail-addresses-${day}.xlsx`;
}
