import type { AuditLogItem } from './AuditLogList';

/** Staff actions as the app formats them, newest first. */
export const auditEntries: AuditLogItem[] = [
  {
    id: '9012',
    action: 'แก้ไขของที่ระลึก',
    entity: 'ของที่ระลึก #104 · สมุดบันทึกบุญ',
    entityHref: '/staff/souvenirs/104',
    actor: 'สมชาย ใจดี',
    time: '24 พ.ย. 2569 14:05',
    dateTime: '2026-11-24T14:05:00+07:00',
    changes: [
      { field: 'ราคา (คะแนน)', before: '240', after: '260' },
      { field: 'จำนวนคงเหลือ', before: '40', after: '51' },
      { field: 'ชื่อ', before: 'สมุดบันทึกบุญ', after: 'สมุดบันทึกบุญ' },
    ],
  },
  {
    id: '9011',
    action: 'ยกเลิกคำสั่งแลก',
    entity: 'คำสั่งแลก #5521',
    entityHref: '/staff/orders/5521',
    actor: 'วิไลวรรณ ศรีสุข',
    time: '24 พ.ย. 2569 09:00',
    dateTime: '2026-11-24T09:00:00+07:00',
    tone: 'danger',
    reason: 'ที่อยู่จัดส่งไม่ครบ ติดต่อผู้แลกไม่ได้ภายใน 7 วัน',
    changes: [
      { field: 'สถานะ', before: 'จัดเตรียมแล้ว', after: 'ยกเลิกแล้ว' },
      { field: 'คะแนนที่คืน', before: null, after: '260' },
    ],
  },
  {
    id: '9010',
    action: 'เผยแพร่ประกาศ',
    entity: 'ประกาศ #12 · ร่วมบุญทอดกฐินสามัคคี',
    actor: 'สมชาย ใจดี',
    time: '23 พ.ย. 2569 18:00',
    dateTime: '2026-11-23T18:00:00+07:00',
  },
  {
    id: '9009',
    action: 'ซ่อนโพสต์',
    entity: 'โพสต์ #88123',
    actor: 'ผู้ดูแล มณีรัตน์',
    time: '23 พ.ย. 2569 16:42',
    dateTime: '2026-11-23T16:42:00+07:00',
    tone: 'danger',
    reason: 'เนื้อหาไม่เกี่ยวกับธรรมะ มีลิงก์ขายสินค้า',
  },
];
