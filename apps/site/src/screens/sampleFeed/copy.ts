/** The sample feed's copy (`/feed`). */
export const sampleFeedCopy = {
  title: 'ตัวอย่างฟีด',
  lead: 'โพสต์ทั้ง 8 ชนิดที่สร้างได้ หน้าตาในฟีดเป็นอย่างนี้ แตะที่โพสต์ตัวอย่างเพื่อดูโพสต์จริงของชนิดนั้น',
  /** The sample's author (the site itself). */
  author: 'Lightbearers',
  /** A video or link sample's media box: what a real post shows there. */
  media: (type: string) => `${type}: โพสต์จริงจะแสดงภาพตัวอย่างและเล่นได้ตรงนี้`,
  /** The list's accessible name. */
  list: 'โพสต์ตัวอย่าง',
  /** The way to the live feed. */
  live: 'ไปที่ฟีดจริง',
} as const;
