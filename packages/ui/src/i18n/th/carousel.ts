export const carousel = {
  /** Said as the kind of region ('ภาพเลื่อน'); the heading names it. */
  roledescription: 'ภาพเลื่อน',
  /** Said as the kind of each item. */
  slide: 'รายการ',
  /** Name of each item's group: '3 จาก 15'. */
  position: (n: number, total: number) => `${n} จาก ${total}`,
  previous: 'เลื่อนไปก่อนหน้า',
  next: 'เลื่อนไปถัดไป',
  /** After a heading link: 'ดูทั้งหมด'. */
  all: 'ดูทั้งหมด',
  /** The creator marker on an avatar. */
  creator: 'ครีเอเตอร์',
} as const;
