export const createPost = {
  /** Product §4: a member whose creator application waits ('application submitted, awaiting review'). */
  pendingTitle: 'ส่งใบสมัครแล้ว รอการตรวจสอบ',
  pendingMessage: 'ทีมงานกำลังตรวจสอบใบสมัคร Creator ของคุณ เมื่ออนุมัติแล้วจึงสร้างโพสต์ได้',
  /** Cancels (deletes) the pending application. */
  cancelApplication: 'ยกเลิกใบสมัคร',
  close: 'ปิด',
  /** A post that could not be created (product §8: logged; the composer stays open). */
  failed: 'สร้างโพสต์ไม่สำเร็จ กรุณาลองอีกครั้ง',
} as const;
