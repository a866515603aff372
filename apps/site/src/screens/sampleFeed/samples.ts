/**
 * The sample feed's posts (`/feed`, ADR 041): one of each post type, in the feed's order of types,
 * written for the page — no member's data, no invented address. Each card leads to the real posts
 * of its type (the side menu's addresses), and its text says how such a post is made.
 */
import type { PostType } from '@lightbearers/domain';

export interface SamplePost {
  /** A stable id: the text sample's gradient is chosen by it, as a real post's is. */
  id: number;
  type: PostType;
  /** The real posts of this type. */
  href: string;
  description: string;
}

export const SAMPLE_POSTS: readonly SamplePost[] = [
  {
    id: 1,
    type: 'videoYoutube',
    href: '/all/youtube',
    description:
      'วิดีโอ YouTube: วางลิงก์วิดีโอจาก YouTube ในช่องข้อความ (ลิงก์ดูวิดีโอ ลิงก์สั้น youtu.be หรือ Shorts) โพสต์จะแสดงภาพตัวอย่าง แตะแล้วเล่นได้ทันที',
  },
  {
    id: 2,
    type: 'videoTikTok',
    href: '/all/tiktok',
    description:
      'วิดีโอ TikTok: วางลิงก์จากปุ่มแชร์ของแอป TikTok ได้เลย ลิงก์ย่อ vm.tiktok.com ระบบจะเปิดหาวิดีโอให้เอง แล้วขึ้นในแถววิดีโอ TikTok ของหน้าฟีด',
  },
  {
    id: 3,
    type: 'videoFacebook',
    href: '/p/all?facebook=1',
    description: 'วิดีโอ Facebook: วางลิงก์วิดีโอหรือ Reels จาก Facebook วิดีโอจะเล่นในหน้าโพสต์เมื่อแตะ',
  },
  {
    id: 4,
    type: 'linkFacebook',
    href: '/p/all?facebook=1',
    description: 'โพสต์ Facebook: วางลิงก์โพสต์หรือภาพจาก Facebook เพื่อชวนเพื่อน ๆ ไปอ่านต่อ',
  },
  {
    id: 5,
    type: 'linkTwitter',
    href: '/p/all?twitter=1',
    description: 'โพสต์ X (Twitter): วางลิงก์โพสต์จาก X หรือ Twitter โพสต์จะแสดงเมื่อแตะ',
  },
  {
    id: 6,
    type: 'postPhoto',
    href: '/p/all?photo=1',
    description: 'โพสต์ภาพ: เลือกภาพได้หลายภาพพร้อมกัน ฟีดแสดงสูงสุด 3 ภาพ ภาพที่เหลือบอกเป็น +N ภาพ แตะเพื่อดูทุกภาพ',
  },
  {
    id: 7,
    type: 'postLink',
    href: '/p/all?link=1',
    description: 'ลิงก์: ลิงก์จากเว็บไซต์อื่นที่ไม่ใช่วิดีโอ เช่น บทความธรรมะ ผู้อ่านแตะเพื่อเปิดในแท็บใหม่',
  },
  {
    id: 8,
    type: 'postText',
    href: '/p/all?text=1',
    description: 'ข้อความ: เขียนเรื่องราวความดีหรือคำสอนสั้น ๆ โดยไม่ต้องมีลิงก์หรือภาพ ข้อความจะแสดงบนพื้นสีไล่ระดับ',
  },
];
