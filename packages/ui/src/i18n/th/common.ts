export const common = {
  close: 'ปิด',
  cancel: 'ยกเลิก',
  confirm: 'ยืนยัน',
  yes: 'ใช่',
  ok: 'ตกลง',
  loading: 'กำลังโหลด…',
  more: '...more...',
  save: 'บันทึก',
  back: 'กลับ',
  /** Who did something (the audit log, an order's history): 'โดย สมชาย ใจดี'. */
  by: (name: string) => `โดย ${name}`,
} as const;
