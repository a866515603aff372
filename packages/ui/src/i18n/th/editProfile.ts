export const editProfile = {
  /** EditProfileDialog: the title and the field labels. */
  title: 'แก้ไขโปรไฟล์',
  name: 'ชื่อ',
  bio: 'แนะนำตัว',
  handle: 'ชื่อผู้ใช้ (handle)',
  /** Under the handle field: the leading @ is dropped and the address it gives. */
  handleHint: 'ไม่ต้องพิมพ์ @ — ใช้เป็นที่อยู่หน้าโปรไฟล์ /@ชื่อผู้ใช้',
} as const;
