/** The side menu (SideNav) and the phone bottom bar (BottomNav). */
export const nav = {
  label: 'เมนูหลัก',
  drawerTitle: 'เมนู',
  feed: 'ฟีด',
  latest: 'โพสต์ล่าสุด',
  topShare: 'สถิติการแชร์',
  /** The bottom bar's short form of `topShare`. */
  topShareShort: 'สถิติ',
  creators: 'ผู้ส่งต่อแสงสว่างออนไลน์',
  /** The bottom bar's short form of `creators`. */
  creatorsShort: 'สมาชิก',
  categories: 'หมวดหมู่',
  social: 'โซเชียล',
  socialYouTube: 'YouTube',
  socialTikTok: 'TikTok',
  socialFacebook: 'Facebook',
  socialTwitter: 'Twitter',
  socialOther: 'รูปภาพ ลิงก์ และข้อความ',
  coin: 'แลกของที่ระลึก',
  wallet: 'กระเป๋าแต้มบุญ',
  search: 'ค้นหา',
  manual: 'คู่มือการใช้งาน',
  night: 'โหมดกลางคืน',
  logout: 'ออกจากระบบ',
  /** The counters under the member's name (product description: Clicks, Share, Posts). */
  clicks: 'คลิก',
  shares: 'แชร์',
  posts: 'โพสต์',
  stats: 'สถิติของฉัน',
  badges: 'เหรียญตรา',
  /** Bottom bar: short labels under the icons. */
  home: 'หน้าแรก',
  profile: 'โปรไฟล์',
  menu: 'เมนู',
  bottomLabel: 'แถบนำทาง',
} as const;
