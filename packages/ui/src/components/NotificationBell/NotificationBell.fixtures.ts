import type { NotificationBellItem } from './NotificationBell';

export const bellItems: NotificationBellItem[] = [
  { id: 41, html: '<b>สมชาย ใจดี</b> สาธุโพสต์ของคุณ', time: '5 นาทีที่แล้ว', unread: true },
  {
    id: 40,
    html: '<b>มาลี ศรีสุข</b> แสดงความคิดเห็นในโพสต์ <a href="/p/1024">ทำบุญตักบาตร</a>',
    time: '1 ชั่วโมงที่แล้ว',
    unread: true,
  },
  { id: 39, html: 'ลิงก์ที่คุณแชร์มีผู้คลิกครบ <b>100</b> ครั้งแล้ว', time: 'เมื่อวานนี้', unread: false },
  { id: 38, html: 'ยินดีต้อนรับสู่ชุมชนผู้ส่งต่อแสงสว่างแห่งธรรม', time: '3 วันที่แล้ว', unread: false },
];

export const hostileItem: NotificationBellItem = {
  id: 99,
  html: '<b>ข้อความแปลก</b> <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">กดที่นี่</a><script>alert(2)</script>',
  time: 'เมื่อสักครู่',
  unread: true,
};
