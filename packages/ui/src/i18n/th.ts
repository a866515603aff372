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
  field: {
    /** After a required field's label; `aria-required` says it to screen readers. */
    requiredMark: '*',
    /** A TextArea counter as shown: '12 / 350'. */
    counter: (count: number, max: number) => `${count} / ${max}`,
    /** The same counter as a screen reader hears it. */
    counterSpoken: (count: number, max: number) => `พิมพ์แล้ว ${count} จาก ${max} ตัวอักษร`,
  },
} as const;
export type ThaiCopy = typeof th;
