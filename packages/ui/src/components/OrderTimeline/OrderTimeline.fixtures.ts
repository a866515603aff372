import type { OrderTimelineEntry } from './OrderTimeline';

/** An order sent by mail: placed, packed, sent (times and names as the app formats them). */
export const sentEntries: OrderTimelineEntry[] = [
  { status: 'placed', time: '20 พ.ย. 2569 19:42', dateTime: '2026-11-20T19:42:00+07:00' },
  { status: 'packed', time: '22 พ.ย. 2569 10:15', dateTime: '2026-11-22T10:15:00+07:00', by: 'สมชาย ใจดี' },
  { status: 'sent', time: '23 พ.ย. 2569 14:05', dateTime: '2026-11-23T14:05:00+07:00', by: 'สมชาย ใจดี' },
];

/** The tracking text staff typed when sending by mail. */
export const tracking = 'ไปรษณีย์ไทย EMS · EX123456789TH';

/** An order cancelled after packing, the points refunded. */
export const cancelledEntries: OrderTimelineEntry[] = [
  { status: 'placed', time: '20 พ.ย. 2569 19:42', dateTime: '2026-11-20T19:42:00+07:00' },
  { status: 'packed', time: '22 พ.ย. 2569 10:15', dateTime: '2026-11-22T10:15:00+07:00', by: 'สมชาย ใจดี' },
  {
    status: 'cancelled',
    time: '24 พ.ย. 2569 09:00',
    dateTime: '2026-11-24T09:00:00+07:00',
    by: 'วิไลวรรณ ศรีสุข',
    note: 'ที่อยู่จัดส่งไม่ครบ ติดต่อผู้แลกไม่ได้ภายใน 7 วัน คืนคะแนนเข้ากระเป๋าแล้ว',
  },
];
