/** `/profileexport`'s copy (Thai, the product's strings verbatim), a module of its own. */
export const memberExportCopy = {
  title: 'ส่งออกรายชื่อโปรไฟล์',
  lead: 'อ่านโปรไฟล์ทั้งหมดทีละหน้า แล้วส่งออกเป็นไฟล์ Excel (XLSX)',
  staffOnly: 'หน้านี้สำหรับทีมงานเท่านั้น',
  signedOut: 'กรุณาเข้าสู่ระบบด้วยบัญชีทีมงาน',
  reading: (read: number, total: number) => `กำลังอ่านโปรไฟล์ ${read} / ${total}`,
  progress: 'ความคืบหน้าการอ่านโปรไฟล์',
  ready: (count: string) => `อ่านครบ ${count} โปรไฟล์`,
  button: 'Export to XLSX',
  writing: 'กำลังสร้างไฟล์…',
  failed: 'อ่านโปรไฟล์ไม่สำเร็จ (cannot get userProfile)',
  caption: 'โปรไฟล์ทั้งหมด',
} as const;
