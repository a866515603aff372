export const field = {
  /** After a required field's label; `aria-required` says it to screen readers. */
  requiredMark: '*',
  /** A TextArea counter as shown: '12 / 350'. */
  counter: (count: number, max: number) => `${count} / ${max}`,
  /** The same counter as a screen reader hears it. */
  counterSpoken: (count: number, max: number) => `พิมพ์แล้ว ${count} จาก ${max} ตัวอักษร`,
} as const;
