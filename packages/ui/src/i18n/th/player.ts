export const player = {
  /** The player dialog's accessible name when the item has no title. */
  title: 'เล่นวิดีโอ',
  previous: 'วิดีโอก่อนหน้า',
  next: 'วิดีโอถัดไป',
  /** The position: '3 / 20'. */
  position: (n: number, total: number) => `${n} / ${total}`,
  /** Said while the next video is being switched in. */
  switching: 'กำลังเปลี่ยนวิดีโอ…',
} as const;
