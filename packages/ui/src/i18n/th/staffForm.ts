export const staffForm = {
  /** StaffForm: the error summary's title, with the count formatted: 'กรุณาแก้ไข 2 รายการ'. */
  errorSummary: (count: string) => `กรุณาแก้ไข ${count} รายการก่อนบันทึก`,
  /** The save bar's note while the form holds changes not saved yet. */
  unsaved: 'มีการแก้ไขที่ยังไม่ได้บันทึก',
  /** The save bar's name (a group of save and cancel). */
  saveBar: 'บันทึกหรือยกเลิก',
} as const;
