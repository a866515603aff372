export const photoGrid = {
  /** Accessible name of grid photo `n` of `total` (opens the lightbox there). */
  open: (n: number, total: number) => `ดูภาพที่ ${n} จาก ${total}`,
} as const;
