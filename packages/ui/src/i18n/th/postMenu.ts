export const postMenu = {
  /** The menu button's accessible name. */
  label: 'ตัวเลือกของโพสต์',
  share: 'แชร์',
  edit: 'แก้ไขคำอธิบาย',
  delete: 'ลบโพสต์',
  pin: 'ปักหมุด',
  unpin: 'เลิกปักหมุด',
  /** Product §4 'Are you sure you want to delete your post?' in Thai (ADR 026). */
  deleteConfirm: 'คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?',
  /** Under the question: the consequence. */
  deleteDetail: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
} as const;
