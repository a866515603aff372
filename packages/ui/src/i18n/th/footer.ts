export const footer = {
  /** Footer: the navigation landmark's name. */
  label: 'ลิงก์ท้ายเว็บไซต์',
  privacy: 'นโยบายความเป็นส่วนตัว',
  cookie: 'นโยบายคุกกี้',
  service: 'ข้อตกลงการใช้บริการ',
  app: 'ติดตั้งแอป',
  /** Footer: the copyright line; `year` is the Buddhist-era year (Gregorian + 543). */
  copyright: (year: number | string) => `© ${year} Lightbearers ผู้ส่งต่อแสงสว่างแห่งธรรม`,
} as const;
