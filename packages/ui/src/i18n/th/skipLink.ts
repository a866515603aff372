/** SkipLink: the first tab stop of every page, to the page's main content. */
export const skipLink = {
  label: 'ข้ามไปยังเนื้อหา',
} as const;
