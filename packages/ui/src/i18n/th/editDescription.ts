export const editDescription = {
  /** EditDescriptionDialog's title. */
  title: 'แก้ไขคำอธิบาย',
  /** The text box's label. */
  field: 'คำอธิบายโพสต์',
  /** Product §4: the link of a post cannot be changed. */
  hint: 'แก้ไขได้เฉพาะข้อความ หากต้องการเปลี่ยนลิงก์ ให้ลบโพสต์แล้วสร้างใหม่',
} as const;
