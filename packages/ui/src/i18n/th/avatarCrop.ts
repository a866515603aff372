export const avatarCrop = {
  /** AvatarCropDialog: the title. */
  title: 'ครอปรูปโปรไฟล์',
  /** The crop area's name, and how to use it (also said to screen readers). */
  stage: 'พื้นที่ครอปรูป',
  hint: 'ลากรูปหรือใช้ปุ่มลูกศรเพื่อจัดตำแหน่ง ใช้แถบซูมหรือปุ่ม + / − เพื่อขยาย',
  zoom: 'ซูม',
  /** The 120×120 preview's name. */
  preview: 'ตัวอย่างรูปโปรไฟล์',
  /** The chosen file is not a PNG, GIF or JPEG (read from its first bytes). */
  rejected: 'ไฟล์นี้ไม่ใช่รูปภาพที่รองรับ กรุณาเลือกไฟล์รูปภาพ PNG, GIF หรือ JPEG',
} as const;
