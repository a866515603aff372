export const composer = {
  /** The composer dialog's default title. */
  title: 'สร้างโพสต์',
  /** Label of the message box. */
  message: 'ข้อความ หรือ ลิงก์',
  /** Hint under the message box. */
  messageHint: 'วางลิงก์ YouTube, TikTok, Facebook หรือ X ระบบจะรู้ชนิดโพสต์ให้เอง',
  /** Label of the detected type and preview. */
  detected: 'ชนิดโพสต์',
  /** Label and placeholder of the category select. */
  category: 'หมวดหมู่',
  categoryPlaceholder: 'เลือกหมวดหมู่',
  /** The image picker's button. */
  addPhotos: 'เพิ่มภาพ',
  /** Accessible name of the list of picked images. */
  photos: 'ภาพที่เลือก',
  /** Per-image upload status. */
  uploading: 'กำลังอัปโหลด…',
  uploaded: 'อัปโหลดแล้ว',
  failed: 'อัปโหลดไม่สำเร็จ ข้ามภาพนี้',
  /** The submit button. */
  submit: 'โพสต์',
} as const;
