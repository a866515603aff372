export const shareStats = {
  /** ShareStatsPanel (profile share tab): the show-all-days link and the two lists' default titles. */
  allDays: 'แสดงทุกวัน',
  /** Said while all days show (the link is then not offered). */
  allDaysShown: 'กำลังแสดงทุกวัน',
  shared: 'โพสต์ที่แชร์',
  others: 'โพสต์ที่มีผู้อื่นแชร์',
  /** A list with no row in the range. */
  empty: 'ยังไม่มีการแชร์ในช่วงวันที่นี้',
  /** A row's click total: '1,234 คลิก'. */
  clicks: (formatted: string) => `${formatted} คลิก`,
  /** The click icons' names (product §9: more than 0, 100, 500, 1000 clicks). */
  tiers: { 1: 'มีผู้คลิก', 2: 'คลิกเกิน 100', 3: 'คลิกเกิน 500', 4: 'คลิกเกิน 1,000' },
} as const;
