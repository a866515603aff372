import { POINT_UNIT } from '@lightbearers/domain';

export const order = {
  /** OrderReview's and OrderDetail's section headings. */
  items: 'รายการของที่ระลึก',
  delivery: 'การรับของที่ระลึก',
  method: 'วิธีรับ',
  address: 'ที่อยู่ / ข้อมูลติดต่อ',
  /** A temple pick-up without a note. */
  noAddress: '—',
  total: 'รวมคะแนนที่ใช้',
  /** Step one of the two-step confirm: the review's main button. */
  confirm: 'ยืนยันการแลก',
  /** Step two: the dialog's question, its detail and its answer. */
  confirmTitle: 'ยืนยันการแลกของที่ระลึกใช่ไหม',
  confirmMessage: (total: string) => `ระบบจะหักคะแนน ${total} ${POINT_UNIT} จากกระเป๋าของท่าน`,
  confirmYes: 'แลกเลย',
  /** Back to the basket or the delivery form. */
  edit: 'แก้ไข',
  /** Product §8: an order that failed. */
  failed: 'เกิดข้อผิดพลาดบางอย่าง',
  /** OrderDetail's title (product §2: title with the order number). */
  title: (formatted: string) => `คำสั่งแลกหมายเลข ${formatted}`,
  /** OrderDetail's wallet button (product §2). */
  wallet: 'กระเป๋าแต้มบุญ',
  /** The exchange date's label. */
  date: 'วันที่แลก',
  /** A line whose product is no longer offered (the service sends no product). */
  unknownProduct: 'ของที่ระลึกนี้ไม่มีในร้านแล้ว',
} as const;
