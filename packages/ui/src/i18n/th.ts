import { POINT_UNIT, POINTS_PER_SHARE, SWAP_MINIMUM } from '@lightbearers/domain';

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
    /** Who did something (the audit log, an order's history): 'โดย สมชาย ใจดี'. */
    by: (name: string) => `โดย ${name}`,
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
    /** LoginDialog: sign-in (and sign-up) with a one-time link sent by e-mail. */
    email: 'เข้าสู่ระบบด้วยอีเมล',
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
    /** Footer: the list of the community's own pages on the networks, and each link's name. */
    social: 'Lightbearers บนโซเชียล',
    socialNames: {
      facebook: 'Lightbearers บน Facebook',
      youtube: 'Lightbearers บน YouTube',
      tiktok: 'Lightbearers บน TikTok',
      twitter: 'Lightbearers บน X',
      line: 'Lightbearers บน LINE',
    },
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
  shop: {
    /** A price or a balance with the unit of points (spec §9: 'คะแนน'), e.g. '1,200 คะแนน'. */
    points: (formatted: string) => `${formatted} ${POINT_UNIT}`,
    /** The stock under a souvenir, e.g. 'คงเหลือ 25 ชิ้น'. */
    stock: (formatted: string) => `คงเหลือ ${formatted} ชิ้น`,
    /** A souvenir whose stock is gone. */
    soldOut: 'หมดแล้ว',
    /** The add button of a product card and the product page (spec §2: add button, add to basket). */
    add: 'ใส่ตะกร้า',
    /** The product page's minus button (takes one out of the basket). */
    remove: 'ลดจำนวน',
    /** How many of this souvenir the basket holds, on the product page: 'ในตะกร้า 2 ชิ้น'. */
    inBasket: (formatted: string) => `ในตะกร้า ${formatted} ชิ้น`,
    /**
     * Spec §4 'Limited product': 'exchange limited; can exchange again after {date}' — the date
     * arrives as a Thai date ('15 ธ.ค. 2569', domain's `formatThaiDate`).
     */
    limited: (thaiDate: string) => `จำกัดการแลก แลกได้อีกครั้งหลังวันที่ ${thaiDate}`,
    /** The heading of the other souvenirs under a product (spec §2 /coin/{id}). */
    others: 'ของที่ระลึกอื่น ๆ',
    /** A product grid with nothing in it. */
    empty: 'ยังไม่มีของที่ระลึก',
    /** The basket's minus at one: the line goes (spec §4: reducing to zero removes). */
    removeLine: 'นำออกจากตะกร้า',
    /** The basket's plus. */
    addOne: 'เพิ่มจำนวน',
    /** A basket line's amount, as a screen reader hears it: 'จำนวน 2 ชิ้น'. */
    amount: (formatted: string) => `จำนวน ${formatted} ชิ้น`,
    /** A basket line's cost: '2 × 150 คะแนน'. */
    lineMath: (amount: string, price: string) => `${amount} × ${price} ${POINT_UNIT}`,
    /** The basket's summary rows. */
    currentPoint: 'คะแนนที่มี',
    total: 'ใช้คะแนนทั้งหมด',
    after: 'คะแนนหลังแลก',
    /**
     * Spec §5 'Basket': 'exchange amount exceeded or points not enough', under a basket that cannot
     * be exchanged.
     */
    exceeded: 'จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ',
    /** The basket's main action: on to delivery and review. */
    exchange: 'แลกของที่ระลึก',
    /** An empty basket. */
    basketEmpty: 'ยังไม่มีของในตะกร้า',
  },
  delivery: {
    /** The delivery form's group (spec §4: temple, coor, mail). */
    legend: 'วิธีรับของที่ระลึก',
    temple: 'รับที่วัด',
    coor: 'รับผ่านผู้ประสานงาน',
    mail: 'ส่งทางไปรษณีย์',
    /** Under each choice. */
    templeDescription: 'มารับด้วยตนเองที่วัด',
    coorDescription: 'ผู้ประสานงานในพื้นที่รับไปมอบให้',
    mailDescription: 'ส่งถึงบ้านทางไปรษณีย์',
    /** The address box's label per method. */
    addressLabel: {
      temple: 'หมายเหตุถึงทีมงาน',
      coor: 'ข้อมูลผู้ประสานงาน',
      mail: 'ที่อยู่สำหรับจัดส่ง',
    },
    /** Spec §5 'Delivery': the mail hint asks name, address, postal code and phone; coor asks the coordinator's name, phone and region; temple may be blank. */
    addressHint: {
      temple: 'เว้นว่างได้',
      coor: 'กรุณาระบุชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค',
      mail: 'กรุณาระบุชื่อ-นามสกุล ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์',
    },
    /** Mail or coor with an address of 5 characters or fewer (spec §5). */
    addressTooShort: 'กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)',
    /** Spec §5: an unclear address lets the team cancel delivery temporarily. */
    unclearNote: 'หากข้อมูลไม่ชัดเจน ทีมงานอาจระงับการจัดส่งไว้ชั่วคราว',
    /** On to the review. */
    next: 'ถัดไป',
    /** An exchange of honour awards only (spec §5: the member may only skip the hint). */
    honourTitle: 'รางวัลเกียรติยศไม่ต้องจัดส่ง',
    honourText: 'ทีมงานจะมอบรางวัลเกียรติยศให้ด้วยตนเอง ไม่ต้องกรอกที่อยู่',
    skip: 'ข้าม',
  },
  order: {
    /** OrderReview's and OrderDetail's section headings. */
    items: 'รายการของที่ระลึก',
    delivery: 'การรับของที่ระลึก',
    method: 'วิธีรับ',
    address: 'ที่อยู่ / ข้อมูลติดต่อ',
    /** A temple pick-up without a note. */
    noAddress: '—',
    total: 'รวมคะแนนที่ใช้',
    /** Step one of the two-step confirm: the review's main button. */
    confirm: 'ยืนยันการแลก',
    /** Step two: the dialog's question, its detail and its answer. */
    confirmTitle: 'ยืนยันการแลกของที่ระลึกใช่ไหม',
    confirmMessage: (total: string) => `ระบบจะหักคะแนน ${total} ${POINT_UNIT} จากกระเป๋าของท่าน`,
    confirmYes: 'แลกเลย',
    /** Back to the basket or the delivery form. */
    edit: 'แก้ไข',
    /** Spec §8: an order that failed. */
    failed: 'เกิดข้อผิดพลาดบางอย่าง',
    /** OrderDetail's title (spec §2: title with the order number). */
    title: (formatted: string) => `คำสั่งแลกหมายเลข ${formatted}`,
    /** OrderDetail's wallet button (spec §2). */
    wallet: 'กระเป๋าแต้มบุญ',
    /** The exchange date's label. */
    date: 'วันที่แลก',
    /** A line whose product is no longer offered (the service sends no product). */
    unknownProduct: 'ของที่ระลึกนี้ไม่มีในร้านแล้ว',
  },
  wallet: {
    /** WalletSummary's three balances (spec §3 Wallet). */
    currentPoint: 'คะแนนที่ใช้แลกได้',
    canChangeTotal: 'คะแนนแชร์ที่รอแลก',
    allTimeTotal: 'คะแนนแชร์สะสมทั้งหมด',
    /** SwapPanel (spec §4 'Point swap'). */
    swapTitle: 'แลกคะแนนแชร์เป็นคะแนน',
    swapRate: `${POINTS_PER_SHARE} แชร์ = ${POINTS_PER_SHARE} ${POINT_UNIT} และจำนวนแชร์ของท่านไม่ลดลง`,
    swapAction: (formatted: string) => `แลก ${formatted} ${POINT_UNIT}`,
    swapMinimum: `ต้องมีคะแนนแชร์อย่างน้อย ${SWAP_MINIMUM} ${POINT_UNIT} จึงจะแลกได้`,
    /** WalletLedger (spec §3 Wallet entry: status in = received, else paid). */
    received: 'ได้รับ',
    paid: 'ใช้ไป',
    /** A ledger amount with its sign: '+100' received, '−80' paid. */
    signed: (direction: 'in' | 'out', formatted: string) => `${direction === 'in' ? '+' : '−'}${formatted}`,
    /** The balance after an entry. */
    balance: (formatted: string) => `คงเหลือ ${formatted} ${POINT_UNIT}`,
    /** The link of an entry that names an order: to /coin/order/{id}. */
    orderLink: (formatted: string) => `ดูคำสั่งแลกหมายเลข ${formatted}`,
    /** A ledger with no entries. */
    empty: 'ยังไม่มีรายการในกระเป๋า',
  },
  stats: {
    /** StatRange (spec §2 /topshare, /stat: two date pickers). */
    range: 'ช่วงวันที่',
    from: 'ตั้งแต่วันที่',
    to: 'ถึงวันที่',
    /** RankingList: the rank said before each row, and the medals' names (first three rows). */
    rank: (rank: number) => `อันดับ ${rank}`,
    medal: { gold: 'เหรียญทอง', silver: 'เหรียญเงิน', bronze: 'เหรียญทองแดง' },
    /** A post row's short link (opens in a new tab), named by its rank. */
    shortLink: (rank: number) => `ลิงก์ย่อของอันดับ ${rank}`,
    /** An empty list. */
    empty: 'ยังไม่มีข้อมูลในช่วงวันที่นี้',
    /** The top posts' click icons (spec §9: under 100, 100 to 499, 500 to 999, 1000 and over). */
    clickTiers: { 1: 'คลิกไม่ถึง 100', 2: 'คลิก 100–499', 3: 'คลิก 500–999', 4: 'คลิก 1,000 ขึ้นไป' },
    /** BadgeShelf: the holders dialog's close button (spec §2, verbatim) and its description. */
    badgeClose: 'สาธุ !',
    badgeHolders: (formatted: string) => `ผู้ได้รับ ${formatted} ท่าน`,
    /** BadgeShelf's link to the shop (spec §2: badges with a link to /coin). */
    badgeShop: 'แลกของที่ระลึก',
    /** A badge nobody holds yet in the range. */
    badgeNoHolders: 'ยังไม่มีผู้ได้รับในช่วงวันที่นี้',
  },
  notice: {
    /** The notice icons' names (spec §3 Notice icon: cheer, new, info, warning). */
    icons: { cheer: 'ข่าวดี', new: 'ใหม่', info: 'ข้อมูล', warning: 'แจ้งเตือนสำคัญ' },
    /** NoticeView's Back button (spec §2: back to /notice). */
    back: 'กลับไปหน้าประกาศ',
    /** An empty notice list. */
    empty: 'ยังไม่มีประกาศ',
  },
  /** SkipLink: the first tab stop of every page, to the page's main content. */
  skipLink: {
    label: 'ข้ามไปยังเนื้อหา',
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
    /** NotificationList (/noti): the button that marks one unread notification read (tapping the row does too). */
    markRead: 'อ่านแล้ว',
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
  post: {
    /** A post type's name: the type icon's accessible name (PostCard, the composer's detected type). */
    types: {
      videoYoutube: 'วิดีโอ YouTube',
      videoTikTok: 'วิดีโอ TikTok',
      videoFacebook: 'วิดีโอ Facebook',
      linkFacebook: 'โพสต์ Facebook',
      linkTwitter: 'โพสต์ X (Twitter)',
      postPhoto: 'โพสต์ภาพ',
      postLink: 'ลิงก์',
      postText: 'ข้อความ',
    },
    /** PostCard's corner icon on video and link posts: opens the short link in a new tab. */
    openShortLink: 'เปิดลิงก์ของโพสต์',
    /** PostCard's corner icon on photo and text posts: opens the post page. */
    openPost: 'เปิดโพสต์',
    /** Under a description cut at 400 characters. */
    readMore: 'อ่านเพิ่มเติม',
    /** The same button once the whole description shows. */
    readLess: 'ย่อข้อความ',
    /** The marker on a pinned post. */
    pinned: 'ปักหมุด',
    /** Said before the category tag. */
    category: 'หมวดหมู่',
  },
  photoGrid: {
    /** Accessible name of grid photo `n` of `total` (opens the lightbox there). */
    open: (n: number, total: number) => `ดูภาพที่ ${n} จาก ${total}`,
  },
  lightbox: {
    /** The lightbox dialog's accessible name. */
    title: 'ภาพของโพสต์',
    /** The counter, as shown: '2 / 5'. */
    counter: (n: number, total: number) => `${n} / ${total}`,
    previous: 'ภาพก่อนหน้า',
    next: 'ภาพถัดไป',
    /** Accessible name of slide `n` of `total` (clicking it advances). */
    slide: (n: number, total: number) => `ภาพที่ ${n} จาก ${total}`,
  },
  embed: {
    /** The facade's play button: 'เล่น ' + the title. */
    play: (title: string) => `เล่น ${title}`,
    /** The player frame's title, for screen readers. */
    player: (title: string) => `เครื่องเล่น: ${title}`,
    /** Spec §8: a tweet (or any player) that could not load. Verbatim. */
    failed: 'This tweet could not be loaded',
    /** Under the failure: the way out. */
    openOriginal: 'เปิดที่ต้นทาง',
  },
  likeBar: {
    /** The like toggle (spec: 'สาธุ'). */
    like: 'สาธุ',
    comment: 'ความคิดเห็น',
    share: 'แชร์',
    /** The likers' count as heard: '1,234 คนสาธุ'. The count arrives formatted. */
    likers: (count: string) => `${count} คนสาธุ`,
  },
  pager: {
    /** The pager's navigation landmark name. */
    label: 'เลือกหน้า',
    /** Towards page 1 (spec: 'ใหม่'). */
    newer: 'ใหม่',
    /** Towards the last page (spec: 'เก่า'). */
    older: 'เก่า',
    /** A page number as heard: 'หน้า 3'. */
    page: (n: number) => `หน้า ${n}`,
  },
  postMenu: {
    /** The menu button's accessible name. */
    label: 'ตัวเลือกของโพสต์',
    share: 'แชร์',
    edit: 'แก้ไขคำอธิบาย',
    delete: 'ลบโพสต์',
    pin: 'ปักหมุด',
    unpin: 'เลิกปักหมุด',
    /** Spec §4 'Are you sure you want to delete your post?' in Thai (ADR 026). */
    deleteConfirm: 'คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?',
    /** Under the question: the consequence. */
    deleteDetail: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
  },
  editDescription: {
    /** EditDescriptionDialog's title. */
    title: 'แก้ไขคำอธิบาย',
    /** The text box's label. */
    field: 'คำอธิบายโพสต์',
    /** Spec §4: the link of a post cannot be changed. */
    hint: 'แก้ไขได้เฉพาะข้อความ หากต้องการเปลี่ยนลิงก์ ให้ลบโพสต์แล้วสร้างใหม่',
  },
  profile: {
    /** ProfileHeader: the Creator type badge (spec §1 member type name, kept in English as on the landing page). */
    creator: 'Creator',
    /** ProfileHeader: the type badge of every other member (spec: the online-light-leader badge). */
    leader: 'ผู้นำแสงออนไลน์',
    /** ProfileHeader: the owner's camera overlay (the file input's name). */
    changePicture: 'เปลี่ยนรูปโปรไฟล์',
    /** ProfileHeader: another member's picture, which opens PictureViewer. */
    viewPicture: (name: string) => `ดูรูปโปรไฟล์ของ ${name}`,
    /** PictureViewer: the dialog's (hidden) title and the picture's text alternative. */
    pictureOf: (name: string) => `รูปโปรไฟล์ของ ${name}`,
    share: 'แชร์',
    /** ProfileHeader: the owner's Edit button (opens EditProfileDialog). */
    edit: 'แก้ไขโปรไฟล์',
    /** ProfileHeader: the owner's button next to the social icons (opens SocialLinksDialog). */
    editLinks: 'แก้ไขลิงก์โซเชียล',
    /** ProfileHeader: name of the honour-award list (spec §1 'honour awards'). */
    badges: 'รางวัลเกียรติยศ',
    /** ProfileHeader: name of the organisation lines. */
    organisation: 'สังกัด',
    /** ProfileHeader: name of the social-icon list. */
    links: 'ลิงก์โซเชียล',
    /** ProfileHeader: the counters, named as the spec names them (also in the sidebar). */
    clicks: 'Clicks',
    shares: 'Share',
    posts: 'Posts',
    /** Names of the five social networks (icons' accessible names, SocialLinksDialog labels). */
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      tiktok: 'TikTok',
      youtube: 'YouTube',
      website: 'เว็บไซต์',
    },
    /** ProfileTabs: the tab labels (the route's {social}) and the navigation's name. */
    tabs: {
      share: 'สถิติการแชร์',
      youtube: 'YouTube',
      tiktok: 'TikTok',
      other: 'โพสต์ทั้งหมด',
    },
    tabsLabel: 'แท็บโปรไฟล์',
  },
  editProfile: {
    /** EditProfileDialog: the title and the field labels. */
    title: 'แก้ไขโปรไฟล์',
    name: 'ชื่อ',
    bio: 'แนะนำตัว',
    handle: 'ชื่อผู้ใช้ (handle)',
    /** Under the handle field: the leading @ is dropped and the address it gives. */
    handleHint: 'ไม่ต้องพิมพ์ @ — ใช้เป็นที่อยู่หน้าโปรไฟล์ /@ชื่อผู้ใช้',
  },
  socialLinks: {
    /** SocialLinksDialog: the title and an example address per network (placeholders). */
    title: 'แก้ไขลิงก์โซเชียล',
    placeholder: {
      facebook: 'https://www.facebook.com/…',
      twitter: 'https://x.com/…',
      tiktok: 'https://www.tiktok.com/@…',
      youtube: 'https://www.youtube.com/@…',
      website: 'https://…',
    },
  },
  handleTaken: {
    /** HandleTakenNotice: the title and the message (name and bio were saved, the handle was not). */
    title: 'ชื่อผู้ใช้นี้มีคนใช้แล้ว',
    message: (handle: string) =>
      `@${handle} มีผู้อื่นใช้อยู่แล้ว ระบบบันทึกชื่อและคำแนะนำตัวให้แล้ว แต่ยังใช้ชื่อผู้ใช้เดิมของคุณ กรุณาเลือกชื่อผู้ใช้อื่น`,
  },
  avatarCrop: {
    /** AvatarCropDialog: the title. */
    title: 'ครอปรูปโปรไฟล์',
    /** The crop area's name, and how to use it (also said to screen readers). */
    stage: 'พื้นที่ครอปรูป',
    hint: 'ลากรูปหรือใช้ปุ่มลูกศรเพื่อจัดตำแหน่ง ใช้แถบซูมหรือปุ่ม + / − เพื่อขยาย',
    zoom: 'ซูม',
    /** The 120×120 preview's name. */
    preview: 'ตัวอย่างรูปโปรไฟล์',
    /** The chosen file is not a PNG, GIF or JPEG (read from its first bytes). */
    rejected: 'ไฟล์นี้ไม่ใช่รูปภาพที่รองรับ กรุณาเลือกไฟล์รูปภาพ PNG, GIF หรือ JPEG',
  },
  members: {
    /** MemberGrid (/creator): the more button, as the spec writes it. */
    more: '... more ...',
    /** MemberGrid: the list's name. */
    listLabel: 'สมาชิก',
  },
  directoryFilter: {
    /** DirectoryFilter (/creator): the legend and the three choices (member types as the spec names them). */
    label: 'แสดงสมาชิก',
    all: 'ทั้งหมด',
    creator: 'Creator',
    sharer: 'Sharer',
  },
  search: {
    /** SearchBox (/search): the hidden label, the placeholder and the minimum-length hint. */
    label: 'ค้นหาสมาชิก',
    placeholder: 'พิมพ์ชื่อสมาชิกที่ต้องการค้นหา',
    minimum: (count: number) => `พิมพ์อย่างน้อย ${count} ตัวอักษร`,
    /** MemberResults: the spec's empty text, verbatim, and the list's name. */
    empty: 'ไม่พบผลการค้นหา',
    results: 'ผลการค้นหา',
  },
  share: {
    /** Spec §2: the share modal's title. */
    title: 'แชร์ไปได้บุญ',
    /** Label of the editable text that goes with the link. */
    text: 'ข้อความที่แชร์',
    /** Label of the read-only link row. */
    link: 'ลิงก์สำหรับแชร์',
    /** The button that sends the text and link to LINE. */
    sendLine: 'ส่งทาง LINE',
    /** Copy the link. */
    copy: 'คัดลอกลิงก์',
    /** The copy button after a successful copy (also announced). */
    copied: 'คัดลอกแล้ว',
    /** Heading of the network buttons. */
    networks: 'แชร์ไปที่',
    /** Visible name of each network button, in `SHARE_NETWORKS` order. */
    network: {
      facebook: 'Facebook',
      line: 'LINE',
      twitter: 'X (Twitter)',
      sms: 'SMS',
      email: 'อีเมล',
      pinterest: 'Pinterest',
      reddit: 'Reddit',
    },
    /** Accessible name of a network button: 'แชร์ไปที่ Facebook'. */
    networkLabel: (name: string) => `แชร์ไปที่ ${name}`,
  },
  comments: {
    /** The thread's accessible name. */
    region: 'ความคิดเห็น',
    /** Label (hidden) and placeholder of the new-comment box. */
    write: 'เขียนความคิดเห็น…',
    /** Label (hidden) and placeholder of a reply box. */
    writeReply: 'เขียนคำตอบ…',
    /** The send button of either box. */
    send: 'ส่ง',
    /** Opens the reply box under a comment. */
    reply: 'ตอบกลับ',
    /** Said (visually hidden) after 'ตอบกลับ': 'ตอบกลับ ความคิดเห็นของ สมใจ ใจบุญ'. */
    replyTo: (name: string) => `ความคิดเห็นของ ${name}`,
    /** The delete button of an own comment or reply. */
    delete: 'ลบ',
    /** Said (visually hidden) after 'ลบ' on a delete button: 'ลบ ความคิดเห็นของฉัน'. */
    deleteComment: 'ความคิดเห็นของฉัน',
    deleteReply: 'คำตอบของฉัน',
    /** The confirmations (spec §4: delete needs confirmation). */
    confirmDeleteComment: 'ลบความคิดเห็นนี้ใช่ไหม',
    confirmDeleteReply: 'ลบคำตอบนี้ใช่ไหม',
    confirmDeleteMessage: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
    /** The load-more button (until the app reports an empty page). */
    loadMore: 'ดูความคิดเห็นเพิ่มเติม',
    /** Shown when the post has no comment yet. */
    empty: 'ยังไม่มีความคิดเห็น',
    /** Accessible name of a comment's list of replies. */
    replies: (name: string) => `คำตอบถึง ${name}`,
  },
  composer: {
    /** The composer dialog's default title. */
    title: 'สร้างโพสต์',
    /** Label of the message box. */
    message: 'ข้อความ หรือ ลิงก์',
    /** Hint under the message box. */
    messageHint: 'วางลิงก์ YouTube, TikTok, Facebook หรือ X ระบบจะรู้ชนิดโพสต์ให้เอง',
    /** Label of the detected type and preview. */
    detected: 'ชนิดโพสต์',
    /** Label and placeholder of the category select. */
    category: 'หมวดหมู่',
    categoryPlaceholder: 'เลือกหมวดหมู่',
    /** The image picker's button. */
    addPhotos: 'เพิ่มภาพ',
    /** Accessible name of the list of picked images. */
    photos: 'ภาพที่เลือก',
    /** Per-image upload status. */
    uploading: 'กำลังอัปโหลด…',
    uploaded: 'อัปโหลดแล้ว',
    failed: 'อัปโหลดไม่สำเร็จ ข้ามภาพนี้',
    /** A TikTok short link (vm./vt.tiktok.com) while the service resolves it, and after. */
    shortLinkResolving: 'กำลังเปิดลิงก์ย่อของ TikTok…',
    shortLinkResolved: 'พบวิดีโอ TikTok แล้ว',
    shortLinkFailed: 'เปิดลิงก์ย่อของ TikTok ไม่ได้',
    /**
     * The alert when a TikTok short link cannot be resolved (the post would have no player): the
     * spec's generic error as its title, what to do as its text.
     */
    shortLinkErrorTitle: 'เกิดข้อผิดพลาดบางอย่าง',
    shortLinkError: 'เปิดลิงก์ TikTok นี้ไม่ได้ กรุณาคัดลอกลิงก์จากหน้าวิดีโอใน TikTok มาวางแทน',
    /** The submit button. */
    submit: 'โพสต์',
  },
  carousel: {
    /** Said as the kind of region ('ภาพเลื่อน'); the heading names it. */
    roledescription: 'ภาพเลื่อน',
    /** Said as the kind of each item. */
    slide: 'รายการ',
    /** Name of each item's group: '3 จาก 15'. */
    position: (n: number, total: number) => `${n} จาก ${total}`,
    previous: 'เลื่อนไปก่อนหน้า',
    next: 'เลื่อนไปถัดไป',
    /** After a heading link: 'ดูทั้งหมด'. */
    all: 'ดูทั้งหมด',
    /** The creator marker on an avatar. */
    creator: 'ครีเอเตอร์',
  },
  shareStats: {
    /** ShareStatsPanel (profile share tab): the show-all-days link and the two lists' default titles. */
    allDays: 'แสดงทุกวัน',
    /** Said while all days show (the link is then not offered). */
    allDaysShown: 'กำลังแสดงทุกวัน',
    shared: 'โพสต์ที่แชร์',
    others: 'โพสต์ที่มีผู้อื่นแชร์',
    /** A list with no row in the range. */
    empty: 'ยังไม่มีการแชร์ในช่วงวันที่นี้',
    /** A row's click total: '1,234 คลิก'. */
    clicks: (formatted: string) => `${formatted} คลิก`,
    /** The click icons' names (spec §9: more than 0, 100, 500, 1000 clicks). */
    tiers: { 1: 'มีผู้คลิก', 2: 'คลิกเกิน 100', 3: 'คลิกเกิน 500', 4: 'คลิกเกิน 1,000' },
  },
  player: {
    /** The player dialog's accessible name when the item has no title. */
    title: 'เล่นวิดีโอ',
    previous: 'วิดีโอก่อนหน้า',
    next: 'วิดีโอถัดไป',
    /** The position: '3 / 20'. */
    position: (n: number, total: number) => `${n} / ${total}`,
    /** Said while the next video is being switched in. */
    switching: 'กำลังเปลี่ยนวิดีโอ…',
  },
  mediaGrid: {
    /** MediaGrid: each tile's share button, named with the video's title. */
    share: (title: string) => `แชร์ ${title}`,
  },
  application: {
    /** ApplicationForm: field labels (creator and sharer applications, spec §3 Creator-sub / Sharer-sub). */
    name: 'ชื่อ-นามสกุล',
    tel: 'เบอร์มือถือ',
    lineid: 'ไลน์ไอดี (LINE ID)',
    address: 'ที่อยู่',
    /** Sharer: the optional groups. */
    links: 'ลิงก์โซเชียล (ไม่บังคับ)',
    affiliation: 'สังกัด (ไม่บังคับ)',
    /** Spec §5: the creator alert ('please fill in every field') and the sharer alert ('please fill in the fields that are marked'). */
    creatorMissing: 'กรุณากรอกข้อมูลให้ครบทุกช่อง',
    sharerMissing: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *',
    /** Names the blank fields under the alert: 'ยังไม่ได้กรอก: ชื่อ-นามสกุล, ไลน์ไอดี'. */
    missingList: (labels: readonly string[]) => `ยังไม่ได้กรอก: ${labels.join(', ')}`,
    /** The submit buttons, the creator's cancel link (to /me) and the sharer's skip link (to /all/other). */
    submitCreator: 'สมัคร',
    submitSharer: 'ลงทะเบียน',
    cancel: 'ยกเลิก',
    skip: 'ข้ามไปก่อน',
    /** Done modals: the creator's (to /all/other) and the sharer's (chat group invitation, home button). */
    creatorDone: 'ส่งใบสมัครเรียบร้อยแล้ว',
    sharerDone: 'ลงทะเบียนเรียบร้อยแล้ว',
    chatGroup: 'เข้ากลุ่มแชท',
    home: 'กลับหน้าหลัก',
  },
  org: {
    /** OrgPicker: the two levels (spec §3 Organisation option), their placeholders and the submit. */
    org1: 'สาย',
    org2: 'หน่วย',
    choose1: 'เลือกสาย',
    choose2: 'เลือกหน่วย',
    loading2: 'กำลังโหลดหน่วย…',
    submit: 'บันทึกสังกัด',
    /** OrgStatsTable (/statlist): the group filter, 'show all', the columns and the empty text. */
    group: 'กลุ่ม',
    all: 'แสดงทั้งหมด',
    count: 'จำนวน',
    statsCaption: 'จำนวนสมาชิกตามสังกัด',
    empty: 'ยังไม่มีสมาชิกในสังกัดนี้',
    /** OrgMembersTable (/statlist/{org1}/{org2}): the columns. */
    number: 'ลำดับ',
    picture: 'รูป',
    name: 'ชื่อ',
    unit: 'สังกัด',
    lineid: 'ไลน์ไอดี',
    address: 'ที่อยู่',
    tel: 'เบอร์โทร',
    links: 'ลิงก์โซเชียล',
    total: 'รวม',
    membersCaption: (org1: string, org2: string) => `สมาชิก ${org1} · ${org2}`,
    /** A contact cell the viewer may not see (non-staff): announced, shown as a dash. */
    hidden: 'ไม่แสดง',
  },
  sheetTable: {
    /** SheetTable: the rows not shown under a long table ('และอีก 1,234 แถว'). */
    more: (count: string) => `และอีก ${count} แถว`,
  },
  review: {
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
  },
  dataTable: {
    /** DataTable (back office): the select-all box of the header (the rows on this page). */
    selectAll: 'เลือกทุกแถวในหน้านี้',
    /** A row's box, named by the row: 'เลือก ประกาศปิดปรับปรุงระบบ'. */
    selectRow: (label: string) => `เลือก ${label}`,
    /** The bulk-actions bar's count, formatted by `formatCount`: 'เลือกแล้ว 3 รายการ'. */
    selected: (count: string) => `เลือกแล้ว ${count} รายการ`,
    /** The bulk-actions bar's name (a group of the caller's buttons). */
    bulkActions: 'จัดการรายการที่เลือก',
    /** Empties the selection. */
    clearSelection: 'ล้างการเลือก',
    /** A row's menu button, named by the row: 'ตัวเลือกของ ประกาศปิดปรับปรุงระบบ'. */
    rowActions: (label: string) => `ตัวเลือกของ ${label}`,
    /** The (visually hidden) headers of the selection and the actions columns. */
    selectColumn: 'เลือก',
    actionsColumn: 'จัดการ',
    /** Phones: the name of the sort buttons that stand in for the hidden header row. */
    sortBar: 'เรียงลำดับ',
    /** Said after a sorted header's name. */
    sortedAscending: 'เรียงจากน้อยไปมาก',
    sortedDescending: 'เรียงจากมากไปน้อย',
    /** A table with no rows (the caller may pass its own words). */
    empty: 'ยังไม่มีรายการ',
    /** Said while rows load. */
    loading: 'กำลังโหลดรายการ…',
    /** The retry button under a load error. */
    retry: 'ลองอีกครั้ง',
  },
  staffForm: {
    /** StaffForm: the error summary's title, with the count formatted: 'กรุณาแก้ไข 2 รายการ'. */
    errorSummary: (count: string) => `กรุณาแก้ไข ${count} รายการก่อนบันทึก`,
    /** The save bar's note while the form holds changes not saved yet. */
    unsaved: 'มีการแก้ไขที่ยังไม่ได้บันทึก',
    /** The save bar's name (a group of save and cancel). */
    saveBar: 'บันทึกหรือยกเลิก',
  },
  markdownEditor: {
    /** MarkdownEditor: the two tabs on phones ('write' / 'preview'). */
    write: 'เขียน',
    preview: 'ตัวอย่าง',
    /** The tab list's name. */
    modes: 'โหมดแก้ไข',
    /** The default hint: the Markdown a notice understands. */
    hint: 'รองรับ Markdown: **ตัวหนา**, # หัวข้อ, - รายการ, [ข้อความ](ลิงก์) — ไม่รองรับ HTML',
    /** The preview of an empty body. */
    previewEmpty: 'ยังไม่มีเนื้อหาให้แสดงตัวอย่าง',
    /** Under the preview heading: the members see it like this. */
    previewNote: 'สมาชิกจะเห็นเนื้อหาแบบนี้',
  },
  imagePicker: {
    /** ImagePicker: the add button, and its name once the limit is reached. */
    add: 'เลือกภาพ',
    /** Under the add button: how many may still be added: 'เพิ่มได้อีก 3 ภาพ'. */
    remaining: (count: string) => `เพิ่มได้อีก ${count} ภาพ`,
    /** The limit is reached. */
    full: 'ครบจำนวนภาพแล้ว',
    /** The drop area's text on wide screens (a pointer convenience). */
    drop: 'หรือลากไฟล์ภาพมาวางที่นี่',
    /** Per image, named by the file: 'ลบภาพ souvenir-mug.jpg'. */
    remove: (name: string) => `ลบภาพ ${name}`,
    moveEarlier: (name: string) => `เลื่อนภาพ ${name} ขึ้นก่อน`,
    moveLater: (name: string) => `เลื่อนภาพ ${name} ไปหลัง`,
    /** Per image states. */
    uploading: 'กำลังอัปโหลด…',
    /** Upload progress, formatted: 'อัปโหลดแล้ว 40%'. */
    progress: (percent: number) => `อัปโหลดแล้ว ${percent}%`,
    failed: 'อัปโหลดไม่สำเร็จ',
    /** The first picture is the one lists show. */
    cover: 'ภาพหลัก',
    /** The list's name. */
    list: 'ภาพที่เลือก',
  },
  orderStatus: {
    /** OrderStatusBadge / OrderTimeline: an order's states, from the member's side. */
    labels: {
      placed: 'สั่งแลกแล้ว',
      packed: 'จัดเตรียมแล้ว',
      sent: 'จัดส่งแล้ว',
      received: 'ได้รับแล้ว',
      cancelled: 'ยกเลิกแล้ว',
    },
    /** OrderTimeline: the list's name. */
    timeline: 'สถานะคำสั่งแลก',
    /** A step not reached yet (said after its label; drawn faint). */
    pending: 'ยังไม่ถึงขั้นนี้',
    /** The tracking text's label (mail: the carrier and the parcel number). */
    tracking: 'ข้อมูลการจัดส่ง',
  },
  staffNav: {
    /** StaffNav: the navigation's name and the phone menu's button. */
    label: 'เมนูหลังบ้าน',
    /** The back office's sections. */
    sections: {
      notices: 'ประกาศ',
      categories: 'หมวดหมู่',
      souvenirs: 'ของที่ระลึก',
      orders: 'คำสั่งแลก',
      badges: 'เหรียญตรา',
      organisations: 'สังกัด',
      members: 'สมาชิก',
      moderation: 'ตรวจเนื้อหา',
      audit: 'บันทึกการทำงาน',
    },
    /** A section's waiting count as heard: 'รอดำเนินการ 12 รายการ'. */
    waiting: (count: string) => `รอดำเนินการ ${count} รายการ`,
    /** The link back to the members' site. */
    site: 'กลับไปหน้าเว็บไซต์',
  },
  audit: {
    /** AuditLogList: the list's name. */
    list: 'บันทึกการทำงานของทีมงาน',
    /** The disclosure of an entry's changes: 'ดูการเปลี่ยนแปลง (3)'. */
    changes: (count: string) => `ดูการเปลี่ยนแปลง (${count})`,
    /** The diff's column heads. */
    field: 'ข้อมูล',
    before: 'ก่อน',
    after: 'หลัง',
    /** A value that did not exist (created or removed). */
    none: '—',
    /** A field listed but not changed. */
    unchanged: 'ไม่เปลี่ยน',
    /** Before the reason staff gave. */
    reason: 'เหตุผล',
    /** An empty log (or no entry for the filter). */
    empty: 'ยังไม่มีบันทึกการทำงาน',
  },
  confirm: {
    /** ConfirmDialog: the error's title when the confirmed action failed (the dialog stays open). */
    failed: 'ทำรายการไม่สำเร็จ',
  },
} as const;
export type ThaiCopy = typeof th;
