import type { OfflineStateProps } from './OfflineState';

/** The site's copy, as it passes it (stories and tests: deterministic, no clock). */
export const offlineStateArgs = {
  title: 'ออฟไลน์อยู่ หน้านี้ยังไม่ได้บันทึกไว้',
  description: 'หน้านี้ต้องเชื่อมต่ออินเทอร์เน็ตจึงจะเปิดได้ ไม่ได้ถูกลบหรือย้ายไปไหน เมื่อกลับมาออนไลน์จะเปิดให้อีกครั้งเอง',
  retryLabel: 'ลองอีกครั้ง',
  savedHeading: 'หน้าที่บันทึกไว้ อ่านได้ขณะออฟไลน์',
  noneSaved: 'ยังไม่มีหน้าที่บันทึกไว้ หน้าฟีดและโพสต์ที่เปิดอ่านขณะออนไลน์จะบันทึกไว้ให้อ่านได้ภายหลัง',
  saved: [
    {
      href: '/p/2',
      title: 'นั่งสมาธิ 5 นาทีก่อนนอน',
      saved: 'บันทึกไว้เมื่อ 28 ก.ย. 2569 14:05 น.',
      dateTime: '2026-09-28T07:05:00.000Z',
    },
    {
      href: '/p/7',
      title: 'ภาพงานบุญวันอาทิตย์',
      saved: 'บันทึกไว้เมื่อ 28 ก.ย. 2569 14:02 น.',
      dateTime: '2026-09-28T07:02:00.000Z',
    },
    {
      href: '/all/other',
      title: 'โพสต์ล่าสุด',
      saved: 'บันทึกไว้เมื่อ 28 ก.ย. 2569 14:00 น.',
      dateTime: '2026-09-28T07:00:00.000Z',
    },
  ],
} satisfies Omit<OfflineStateProps, 'onRetry'>;
