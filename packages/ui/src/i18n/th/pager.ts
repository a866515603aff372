export const pager = {
  /** The pager's navigation landmark name. */
  label: 'เลือกหน้า',
  /** Towards page 1 (product description: 'ใหม่'). */
  newer: 'ใหม่',
  /** Towards the last page (product description: 'เก่า'). */
  older: 'เก่า',
  /** A page number as heard: 'หน้า 3'. */
  page: (n: number) => `หน้า ${n}`,
} as const;
