export const stats = {
  /** StatRange (product §2 /topshare, /stat: two date pickers). */
  range: 'ช่วงวันที่',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  /** RankingList: the rank said before each row, and the medals' names (first three rows). */
  rank: (rank: number) => `อันดับ ${rank}`,
  medal: { gold: 'เหรียญทอง', silver: 'เหรียญเงิน', bronze: 'เหรียญทองแดง' },
  /** A post row's short link (opens in a new tab), named by its rank. */
  shortLink: (rank: number) => `ลิงก์ย่อของอันดับ ${rank}`,
  /** An empty list. */
  empty: 'ยังไม่มีข้อมูลในช่วงวันที่นี้',
  /** The top posts' click icons (product §9: under 100, 100 to 499, 500 to 999, 1000 and over). */
  clickTiers: { 1: 'คลิกไม่ถึง 100', 2: 'คลิก 100–499', 3: 'คลิก 500–999', 4: 'คลิก 1,000 ขึ้นไป' },
  /** BadgeShelf: the holders dialog's close button (product §2, verbatim) and its description. */
  badgeClose: 'สาธุ !',
  badgeHolders: (formatted: string) => `ผู้ได้รับ ${formatted} ท่าน`,
  /** BadgeShelf's link to the shop (product §2: badges with a link to /coin). */
  badgeShop: 'แลกของที่ระลึก',
  /** A badge nobody holds yet in the range. */
  badgeNoHolders: 'ยังไม่มีผู้ได้รับในช่วงวันที่นี้',
} as const;
