/**
 * The Thai copy catalogue of the design system. Components never hold string literals: strings
 * come from here (generic UI copy) or arrive as props (screen copy). Spec strings are verbatim.
 */
export const th = {
  common: {
    close: 'ปิด',
    cancel: 'ยกเลิก',
    confirm: 'ยืนยัน',
    yes: 'ใช่',
    ok: 'ตกลง',
    loading: 'กำลังโหลด…',
    more: '...more...',
    save: 'บันทึก',
    back: 'กลับ',
  },
} as const;
export type ThaiCopy = typeof th;
