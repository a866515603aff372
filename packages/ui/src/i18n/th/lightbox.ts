export const lightbox = {
  /** The lightbox dialog's accessible name. */
  title: 'ภาพของโพสต์',
  /** The counter, as shown: '2 / 5'. */
  counter: (n: number, total: number) => `${n} / ${total}`,
  previous: 'ภาพก่อนหน้า',
  next: 'ภาพถัดไป',
  /** Accessible name of slide `n` of `total` (clicking it advances). */
  slide: (n: number, total: number) => `ภาพที่ ${n} จาก ${total}`,
} as const;
