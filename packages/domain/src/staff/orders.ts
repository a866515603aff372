/**
 * The life of an order (ADR 035): placed → packed → sent → received, or cancelled (points
 * refunded once) while it has not left. Staff move it; the member is told at each step.
 */
import { escapeHtml } from './content';
import { ORDER_STATUSES, type OrderStatus } from './kinds';

export { ORDER_STATUSES, type OrderStatus };

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses each status may move to. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['packed', 'cancelled'],
  packed: ['sent', 'placed', 'cancelled'],
  sent: ['received'],
  received: [],
  cancelled: [],
};

/** Thai names of the statuses, as members and staff read them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'รับคำสั่งแลกแล้ว',
  packed: 'แพ็กของแล้ว',
  sent: 'จัดส่งแล้ว',
  received: 'ได้รับของแล้ว',
  cancelled: 'ยกเลิกแล้ว',
};

export const ORDER_MESSAGES = {
  status: 'สถานะคำสั่งแลกไม่ถูกต้อง',
  tracking: 'กรุณาใส่เลขพัสดุสำหรับการจัดส่งทางไปรษณีย์',
  trackingTooLong: 'เลขพัสดุยาวได้ไม่เกิน 200 ตัวอักษร',
  transition: (from: OrderStatus, to: OrderStatus) =>
    `เปลี่ยนสถานะจาก "${ORDER_STATUS_LABELS[from]}" เป็น "${ORDER_STATUS_LABELS[to]}" ไม่ได้`,
} as const;

export const TRACKING_MAX = 200;

/** A status change as staff ask for it. */
export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  /** How the order travels: `mail` needs tracking text to be sent. */
  logistic: string;
  tracking?: string | null;
}

/**
 * Whether an order may move: the transition must exist, and a mailed order needs its tracking text
 * when it is sent. The tracking text is trimmed; other methods may give one too (a note).
 */
export function checkOrderMove(
  move: OrderMove,
): { ok: true; tracking: string | null } | { ok: false; field: 'status' | 'tracking'; message: string } {
  if (!ORDER_TRANSITIONS[move.from].includes(move.to))
    return { ok: false, field: 'status', message: ORDER_MESSAGES.transition(move.from, move.to) };
  const tracking = (move.tracking ?? '').trim();
  if (tracking.length > TRACKING_MAX)
    return { ok: false, field: 'tracking', message: ORDER_MESSAGES.trackingTooLong };
  if (move.to === 'sent' && move.logistic === 'mail' && tracking === '')
    return { ok: false, field: 'tracking', message: ORDER_MESSAGES.tracking };
  return { ok: true, tracking: tracking === '' ? null : tracking };
}

/** True while the order may still be cancelled (it has not left). */
export const isCancellable = (status: OrderStatus) => ORDER_TRANSITIONS[status].includes('cancelled');

/** The notification a member gets when their order moves (HTML, as every notification). */
export function orderStatusMessage(orderId: number, status: OrderStatus, tracking?: string | null): string {
  const head = `คำสั่งแลก OrderNumber ${orderId}`;
  switch (status) {
    case 'placed':
      return `${head} กลับมารอจัดเตรียมอีกครั้ง`;
    case 'packed':
      return `${head} แพ็กของเรียบร้อยแล้ว กำลังรอจัดส่ง`;
    case 'sent':
      return tracking ? `${head} จัดส่งแล้ว เลขพัสดุ <b>${escapeHtml(tracking)}</b>` : `${head} จัดส่งแล้ว`;
    case 'received':
      return `${head} ได้รับของแล้ว ขออนุโมทนาบุญ`;
    case 'cancelled':
      return `${head} ถูกยกเลิก คืนแต้มให้คุณเรียบร้อยแล้ว`;
  }
}

/** The ledger message of a cancelled order's refund (carries `OrderNumber`, as the order's own). */
export const refundEntryMessage = (orderId: number) => `คืนแต้ม ยกเลิก OrderNumber ${orderId}`;
