export const review = {
  /** ApplicationReviewList (staff review, ADR 030): the labels, buttons and empty text. */
  listLabel: 'ใบสมัครที่รอการตรวจสอบ',
  sent: 'ส่งเมื่อ',
  tel: 'เบอร์มือถือ',
  lineid: 'ไลน์ไอดี',
  address: 'ที่อยู่',
  posts: 'โพสต์',
  shares: 'โพสต์ที่แชร์',
  clicks: 'คลิกจากการแชร์',
  approve: 'อนุมัติ',
  reject: 'ปฏิเสธ',
  empty: 'ไม่มีใบสมัครที่รอการตรวจสอบ',
} as const;
