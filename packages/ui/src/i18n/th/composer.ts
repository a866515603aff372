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
  /** A TikTok short link (vm./vt.tiktok.com) while the service resolves it, and after. */
  shortLinkResolving: 'กำลังเปิดลิงก์ย่อของ TikTok…',
  shortLinkResolved: 'พบวิดีโอ TikTok แล้ว',
  shortLinkFailed: 'เปิดลิงก์ย่อของ TikTok ไม่ได้',
  /**
   * The alert when a TikTok short link cannot be resolved (the post would have no player): the
   * spec's generic error as its title, what to do as its text.
   */
  shortLinkErrorTitle: 'เกิดข้อผิดพลาดบางอย่าง',
  shortLinkError: 'เปิดลิงก์ TikTok นี้ไม่ได้ กรุณาคัดลอกลิงก์จากหน้าวิดีโอใน TikTok มาวางแทน',
  /** The submit button. */
  submit: 'โพสต์',
} as const;
