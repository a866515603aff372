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
  login: {
    /** LoginDialog: the modal's title (spec §2 "Login modal"). */
    title: 'เข้าสู่ระบบ / สมัครสมาชิก',
    /** LoginDialog: under the title. */
    description: 'เลือกบัญชีที่ใช้เข้าสู่ระบบ สมาชิกใหม่สมัครได้ทันทีในขั้นตอนเดียว',
    google: 'เข้าสู่ระบบด้วย Google',
    line: 'เข้าสู่ระบบด้วย LINE',
    tiktok: 'เข้าสู่ระบบด้วย TikTok',
    /** LoginDialog: the privacy checkbox reads "{privacyAccept} {privacyLink}", the link to /privacy. */
    privacyAccept: 'ข้าพเจ้ายอมรับ',
    privacyLink: 'นโยบายความเป็นส่วนตัว',
    /** LoginDialog: shown (and tied to the Google button) while the privacy box is unticked. */
    privacyRequired: 'ยอมรับนโยบายความเป็นส่วนตัวก่อน จึงจะเข้าสู่ระบบด้วย Google ได้',
  },
  cookie: {
    /** CookieConsent: the landmark's name. */
    label: 'การใช้คุกกี้',
    /** CookieConsent: "{message} {privacy} {and} {cookie}" with the two policies as links. */
    message: 'เว็บไซต์นี้ใช้คุกกี้เพื่อให้ท่านใช้งานได้สะดวกและปลอดภัย อ่านรายละเอียดได้ที่',
    privacy: 'นโยบายความเป็นส่วนตัว',
    and: 'และ',
    cookie: 'นโยบายคุกกี้',
    /** The accept button: stores the spec's accept-all flag. */
    accept: 'ยอมรับทั้งหมด',
  },
  notFound: {
    /** NotFound: the big decorative code. */
    code: '404',
    /** NotFound: the spec's 'This page could not be found' (§8), in Thai. */
    title: 'ไม่พบหน้าที่ท่านต้องการ',
    description: 'หน้านี้อาจถูกย้ายหรือลบไปแล้ว หรือที่อยู่อาจพิมพ์ไม่ถูกต้อง',
    home: 'กลับหน้าแรก',
  },
  footer: {
    /** Footer: the navigation landmark's name. */
    label: 'ลิงก์ท้ายเว็บไซต์',
    privacy: 'นโยบายความเป็นส่วนตัว',
    cookie: 'นโยบายคุกกี้',
    service: 'ข้อตกลงการใช้บริการ',
    app: 'ติดตั้งแอป',
    /** Footer: the copyright line; `year` is the Buddhist-era year (Gregorian + 543). */
    copyright: (year: number | string) => `© ${year} Lightbearers ผู้ส่งต่อแสงสว่างแห่งธรรม`,
  },
  progress: {
    /** PageProgress: the progress bar's accessible name while a page loads. */
    label: 'กำลังโหลดหน้า',
  },
  landing: {
    /** LandingHero (spec §2 "/ landing page"). */
    heroTitle: 'ร่วมส่งต่อแสงสว่างแห่งธรรม',
    heroText:
      'ชุมชนออนไลน์ของผู้ส่งต่อแสงสว่าง แบ่งปันคลิปธรรมะและเรื่องราวความดี แชร์ต่อผ่านลิงก์สั้นเพื่อสะสมคะแนน แล้วนำคะแนนไปแลกของที่ระลึก',
    login: 'สมัครสมาชิก / เข้าสู่ระบบ',
    explore: 'สำรวจโพสต์ทั้งหมด',
    metaverse: 'เข้าชมหอประชุมเมตาเวิร์ส',
    /** LandingAbout: "what it is". */
    aboutTitle: 'ที่นี่คืออะไร',
    aboutText:
      'พื้นที่ที่สมาชิกโพสต์วิดีโอ ภาพ ลิงก์ และข้อความดี ๆ จาก YouTube, TikTok, Facebook และ Twitter จัดเป็นหมวดหมู่ กด "สาธุ" แสดงความคิดเห็น และแชร์ต่อ ทุกการแชร์ผ่านลิงก์สั้นได้คะแนนเข้ากระเป๋า',
    aboutPoints: [
      'โพสต์และจัดหมวดหมู่เนื้อหาธรรมะ',
      'สาธุ แสดงความคิดเห็น และแชร์ต่อ',
      '1 การแชร์ = 1 คะแนน แลกของที่ระลึกได้',
    ],
    /** LandingMemberTypes: the three member types of spec §1. */
    memberTypesTitle: 'ร่วมเป็นส่วนหนึ่งได้ 3 แบบ',
    sharerTitle: 'Sharer ผู้แบ่งปัน',
    sharerText: 'แชร์คลิปธรรมะและเรื่องราวดี ๆ ส่งต่อให้เพื่อนและครอบครัว',
    creatorTitle: 'Creator ผู้สร้างสรรค์',
    creatorText: 'ผลิตวิดีโอ ภาพ และสื่อสร้างสรรค์ เผยแพร่ธรรมะในแบบของคุณ',
    liveTitle: 'LIVE ถ่ายทอดสด',
    liveText: 'ถ่ายทอดสดกิจกรรมบุญและการปฏิบัติธรรม ให้ทุกคนร่วมอนุโมทนาได้ทันที',
    /** LandingCall: the final login call. */
    callTitle: 'พร้อมร่วมส่งต่อแสงสว่างแล้วหรือยัง',
    callText: 'เข้าสู่ระบบด้วย Google, LINE หรือ TikTok ได้ในไม่กี่วินาที',
    callLogin: 'เข้าสู่ระบบ',
  },
  install: {
    /** InstallSteps (/app): the button shown when the browser offers an install prompt. */
    button: 'ติดตั้งแอป',
    androidTitle: 'Android (Chrome)',
    androidSteps: [
      'เปิดเว็บไซต์นี้ด้วย Chrome',
      'แตะเมนู ⋮ ที่มุมขวาบน',
      'เลือก "ติดตั้งแอป" หรือ "เพิ่มลงในหน้าจอหลัก"',
      'แตะ "ติดตั้ง" เพื่อยืนยัน',
    ],
    iosTitle: 'iPhone / iPad (Safari)',
    iosSteps: [
      'เปิดเว็บไซต์นี้ด้วย Safari',
      'แตะปุ่มแชร์ (สี่เหลี่ยมมีลูกศรชี้ขึ้น) ที่แถบด้านล่าง',
      'เลือก "เพิ่มไปยังหน้าจอโฮม"',
      'แตะ "เพิ่ม" ที่มุมขวาบน',
    ],
    /** InstallSteps: the site already runs as an installed app (standalone display mode). */
    installedTitle: 'ติดตั้งแอปแล้ว',
    installedText: 'เปิดจากไอคอนบนหน้าจอโฮมได้ทุกเมื่อ',
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
  offline: {
    /** OfflineNotice's default message: the device is offline; the pages read last are shown. */
    notice: 'ออฟไลน์อยู่ — กำลังแสดงหน้าที่เปิดไว้ล่าสุด เมื่อกลับมาออนไลน์จะโหลดข้อมูลใหม่ให้',
  },
} as const;
export type ThaiCopy = typeof th;
