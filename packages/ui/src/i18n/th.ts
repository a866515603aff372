/**
 * The Thai copy catalogue of the design system. Components never hold string literals: strings
 * come from here (generic UI copy) or arrive as props (screen copy). Spec strings are verbatim.
 */
export const th = {
  common: {
    close: 'ปิด',
    cancel: 'ยกเลิก',
    confirm: 'ยืนยัน',
    yes: 'ใช่',
    ok: 'ตกลง',
    loading: 'กำลังโหลด…',
    more: '...more...',
    save: 'บันทึก',
    back: 'กลับ',
  },
  field: {
    /** After a required field's label; `aria-required` says it to screen readers. */
    requiredMark: '*',
    /** A TextArea counter as shown: '12 / 350'. */
    counter: (count: number, max: number) => `${count} / ${max}`,
    /** The same counter as a screen reader hears it. */
    counterSpoken: (count: number, max: number) => `พิมพ์แล้ว ${count} จาก ${max} ตัวอักษร`,
  },
  cards: {
    /** Spec §8: the canvas cannot draw (or encode) the card. */
    error: 'บางอย่างผิดพลาด',
    /** What to do about it. */
    errorDetail: 'เครื่องนี้สร้างภาพการ์ดไม่ได้ กรุณาลองใหม่ หรือใช้เบราว์เซอร์อื่น',
    /** Accessible name of the card preview, which downloads the JPEG when tapped. */
    download: 'ดาวน์โหลดภาพการ์ด (JPEG)',
    /** The template picker's group name. */
    templates: 'เลือกแบบการ์ด',
    name: 'ชื่อ - นามสกุล',
    nameHint: 'ชื่อที่จะพิมพ์บนการ์ด',
    amount: 'จำนวน',
    amountHint: 'ตัวเลขตั้งแต่ 1 ขึ้นไป',
    /** Under an amount above domain's `CARD_AMOUNT_MAX` (a typing mistake). */
    amountTooLarge: 'ตัวเลขไม่เกิน 999,999,999',
    unit: 'หน่วย',
    save: 'บันทึก',
    /** The confirm step (spec §2: 'is your name correct?', Cancel / Yes). */
    confirmTitle: 'ชื่อของท่านถูกต้องหรือไม่?',
    confirmCancel: 'ยกเลิก',
    confirmYes: 'ใช่',
  },
  link: {
    /** Said after a link that opens a new tab (visually hidden; an arrow icon shows it). */
    newTab: '(เปิดในแท็บใหม่)',
  },
  toast: {
    /** Said before each toast as it is announced (Radix Toast's provider label). */
    label: 'การแจ้งเตือน',
    /** Name of the toast region; `{hotkey}` becomes F8, the key that jumps to it. */
    region: 'การแจ้งเตือน ({hotkey})',
  },
  /** The product's wordmark beside the logo (header, side menu). */
  brand: 'Lightbearers',
  /** The site header (AppHeader): names of its icon controls and the avatar menu. */
  header: {
    home: 'หน้าแรก',
    menu: 'เมนู',
    search: 'ค้นหา',
    createPost: 'สร้างโพสต์',
    basket: 'ตะกร้า',
    /** Spoken after the basket's count badge: 'มีสินค้า 3 ชิ้น'. */
    basketCount: (count: string) => `มีสินค้า ${count} ชิ้น`,
    /** Accessible name of the avatar button; the member's name follows. */
    account: 'เมนูบัญชีของ',
    myPage: 'หน้าของฉัน',
    wallet: 'กระเป๋าแต้มบุญ',
    sharer: 'สมัครเป็นผู้แชร์',
    logout: 'ออกจากระบบ',
    login: 'เข้าสู่ระบบ',
  },
  /** The header's notification bell (NotificationBell). */
  notifications: {
    label: 'การแจ้งเตือน',
    /** Spoken after the unread badge: 'ยังไม่ได้อ่าน 3 รายการ'. */
    unread: (count: string) => `ยังไม่ได้อ่าน ${count} รายการ`,
    /** The unread marker of one item, for screen readers. */
    unreadItem: 'ยังไม่ได้อ่าน',
    /** Spec §8: the empty text, verbatim. */
    empty: 'ยังไม่มีการแจ้งเตือนใหม่',
    /** The link to /noti under the items. */
    all: 'ดูการแจ้งเตือนทั้งหมด',
  },
  /** The side menu (SideNav) and the phone bottom bar (BottomNav). */
  nav: {
    label: 'เมนูหลัก',
    drawerTitle: 'เมนู',
    feed: 'ฟีด',
    latest: 'โพสต์ล่าสุด',
    topShare: 'สถิติการแชร์',
    /** The bottom bar's short form of `topShare`. */
    topShareShort: 'สถิติ',
    creators: 'ผู้ส่งต่อแสงออนไลน์',
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
    /** The counters under the member's name (spec: Clicks, Share, Posts). */
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
  },
} as const;
export type ThaiCopy = typeof th;
