/**
 * The feed screens' copy (Thai): `/all/…`, `/feed` and the All YouTube / All TikTok pages. Kept
 * apart from the site's `copy/` areas so only these screens' chunks carry it (ADR 024: the copy split
 * per area).
 */
export const feedCopy = {
  title: 'ฟีด',
  /** The page heading of `/all/other` and `/feed` (read by screen readers). */
  allTitle: 'โพสต์ล่าสุด',
  /** The feeds' meta description (link previews). */
  description:
    'ฟีดธรรมะและความดีจากผู้ส่งต่อแสงสว่างแห่งธรรม วิดีโอ YouTube และ TikTok ภาพ และเรื่องราวดี ๆ ที่สมาชิกแบ่งปัน กดสาธุ แชร์ต่อ และสะสมคะแนน',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  /** The creators carousel's heading (links to /creator). */
  creators: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์',
  install: 'ติดตั้งแอป',
  loading: 'กำลังโหลดโพสต์…',
  loadMore: 'โหลดเพิ่ม',
  end: 'ไม่มีโพสต์เพิ่มเติมแล้ว',
  emptyTitle: 'ยังไม่มีโพสต์ในหมวดนี้',
  emptyText: 'ลองเลือกหมวดหมู่อื่น หรือกลับไปดูฟีดทั้งหมด',
  backToFeed: 'ดูฟีดทั้งหมด',
  errorTitle: 'โหลดโพสต์ไม่สำเร็จ',
  errorText: 'เครือข่ายอาจขัดข้อง กรุณาลองอีกครั้ง',
  retry: 'ลองอีกครั้ง',
  category: 'หมวดหมู่',
  allCategories: 'ทุกหมวดหมู่',
  allYoutube: 'วิดีโอ YouTube ทั้งหมด',
  allTiktok: 'วิดีโอ TikTok ทั้งหมด',
  /** The share button on a grid tile: 'แชร์' + the video's title. */
  shareVideo: 'แชร์',
  copyFailed: 'คัดลอกไม่สำเร็จ',
} as const;
