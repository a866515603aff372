/**
 * The site's screen copy (Thai), in one module as the kiosk keeps its own. Generic copy of the
 * components lives in `@lightbearers/ui`'s `th`; spec strings are verbatim.
 */
export const copy = {
  brand: 'Lightbearers',
  /** The site's title where a page has none of its own. */
  siteTitle: 'Lightbearers — ชุมชนผู้ส่งต่อธรรมะ',
  /** The site's own words: the meta description of pages without one of their own, link previews. */
  siteDescription: 'Lightbearers — ชุมชนผู้ส่งต่อธรรมะและความดี แบ่งปันโพสต์ สาธุ และสะสมคะแนนแลกของที่ระลึก',
  landing: {
    title: 'ร่วมเป็นผู้ส่งต่อแสงสว่างแห่งธรรม',
    lead: 'แบ่งปันวิดีโอ ภาพ และเรื่องราวความดี กดสาธุ แชร์ต่อ และสะสมคะแนนแลกของที่ระลึก',
    signIn: 'สมัคร / เข้าสู่ระบบ',
    explore: 'สำรวจโพสต์',
    memberTypesLabel: 'ประเภทสมาชิก',
    memberTypes: [
      { name: 'Sharer', text: 'ผู้ส่งต่อ แชร์ธรรมะและความดีผ่านลิงก์สั้น ได้คะแนนทุกครั้งที่มีผู้เปิดอ่าน' },
      { name: 'Creator', text: 'ผู้สร้างสรรค์ ผลิตวิดีโอ ภาพ และสื่อธรรมะให้ชุมชนได้ส่งต่อ' },
      { name: 'LIVE', text: 'ผู้ถ่ายทอดสด ชวนทุกคนร่วมบุญไปพร้อมกันแบบสด ๆ' },
    ],
  },
  login: {
    /** After the dialog's description when the service offers the development sign-in. */
    devLink: 'เข้าสู่ระบบด้วยสมาชิกตัวอย่าง (สำหรับนักพัฒนา)',
    lineNotConfigured: 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย LINE บนเว็บไซต์นี้ (ไม่มีรหัส LIFF) กรุณาเลือก Google หรือ TikTok',
    /** Spec §8 'Cannot login Line' (the account has no e-mail, or the service refused it). */
    lineFailed: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ (Cannot login Line) บัญชี LINE ต้องมีอีเมล กรุณาลองใหม่หรือเลือกช่องทางอื่น',
    pageTitle: 'เข้าสู่ระบบ',
    pageLead: 'เข้าสู่ระบบด้วยบัญชี Google เพื่อกดสาธุ แสดงความคิดเห็น แชร์ และสะสมคะแนน',
    google: 'เข้าสู่ระบบด้วย Google',
    lineTitle: 'เข้าสู่ระบบด้วย LINE',
    lineWorking: 'กำลังเข้าสู่ระบบด้วย LINE…',
    back: 'กลับหน้าหลัก',
    signingIn: 'กำลังเข้าสู่ระบบ…',
    /** `/login/email`: sign-in (and sign-up) with a one-time link by e-mail. */
    email: {
      title: 'เข้าสู่ระบบด้วยอีเมล',
      lead: 'กรอกอีเมลของคุณ เราจะส่งลิงก์เข้าสู่ระบบไปให้ สมาชิกใหม่สมัครได้ทันทีด้วยลิงก์เดียวกัน',
      field: 'อีเมล',
      send: 'ส่งลิงก์เข้าสู่ระบบ',
      /** Signing in means accepting the privacy policy, as the login dialog's box says. */
      privacy: 'การเข้าสู่ระบบถือว่าคุณยอมรับ',
      privacyLink: 'นโยบายความเป็นส่วนตัว',
      sentTitle: 'ส่งลิงก์แล้ว',
      sent: (email: string, minutes: number) =>
        `เราส่งลิงก์เข้าสู่ระบบไปที่ ${email} แล้ว เปิดอีเมลแล้วแตะลิงก์ภายใน ${minutes} นาที ลิงก์ใช้ได้ครั้งเดียว`,
      again: 'ส่งลิงก์อีกครั้ง',
      invalidAddress: 'กรุณากรอกอีเมลให้ถูกต้อง',
      tooMany: 'ขอลิงก์บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
      unavailable: 'เว็บไซต์นี้ยังไม่เปิดการเข้าสู่ระบบด้วยอีเมล กรุณาเลือกช่องทางอื่น',
      linkInvalid: 'ลิงก์นี้ใช้ไม่ได้แล้ว (ใช้ไปแล้ว หรือเกินเวลา) ขอลิงก์ใหม่ได้ด้านล่าง',
      blocked: 'บัญชีนี้ถูกระงับการใช้งาน',
      /** Spec §8: the generic failure. */
      failed: 'เกิดข้อผิดพลาดบางอย่าง',
    },
  },
  /** A sign-in that would replace the member signed in on this browser asks first (ADR 020). */
  session: {
    switchTitle: 'เปลี่ยนบัญชีที่เข้าสู่ระบบใช่ไหม',
    switchMessage: (from: string, to: string) =>
      `ตอนนี้คุณเข้าสู่ระบบเป็น “${from}” หากเปลี่ยนเป็น “${to}” คะแนนจากการแชร์ ที่อยู่ และเบอร์โทรที่กรอกต่อจากนี้จะเข้าบัญชี “${to}”`,
    switchConfirm: 'เปลี่ยนบัญชี',
    switchKeep: 'ใช้บัญชีเดิม',
  },
  dev: {
    title: 'เข้าสู่ระบบด้วยสมาชิกตัวอย่าง',
    lead: 'สำหรับการพัฒนาเท่านั้น: เลือกสมาชิกตัวอย่างหนึ่งคน แตะครั้งเดียวเพื่อเข้าสู่ระบบ',
    unavailable: 'บริการนี้ไม่เปิดการเข้าสู่ระบบสำหรับนักพัฒนา',
    failed: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองอีกครั้ง',
    creator: 'Creator',
    sharer: 'Sharer',
  },
  error: {
    title: 'เปิดหน้านี้ไม่สำเร็จ',
    lead: 'บางส่วนของเว็บไซต์โหลดไม่ได้ อาจเพราะเครือข่ายขัดข้องหรือเว็บไซต์เพิ่งปรับปรุง',
    reload: 'โหลดหน้าใหม่',
    home: 'กลับหน้าหลัก',
  },
  app: {
    title: 'ติดตั้งแอป',
  },
  post: {
    /** The post page's neighbour buttons (spec §2 "previous/next"). */
    previous: 'โพสต์ก่อนหน้า',
    next: 'โพสต์ถัดไป',
    /** The neighbours' landmark name. */
    neighbours: 'โพสต์อื่น',
    /** The comments' heading. */
    comments: 'ความคิดเห็น',
    /** A delete, edit or pin that failed (spec §8 logs them; the member is told too). */
    failed: 'ทำรายการไม่สำเร็จ กรุณาลองอีกครั้ง',
    /** While the post loads. */
    loading: 'กำลังโหลดโพสต์…',
  },
  createPost: {
    /** Spec §4: a member whose creator application waits ('application submitted, awaiting review'). */
    pendingTitle: 'ส่งใบสมัครแล้ว รอการตรวจสอบ',
    pendingMessage: 'ทีมงานกำลังตรวจสอบใบสมัคร Creator ของคุณ เมื่ออนุมัติแล้วจึงสร้างโพสต์ได้',
    /** Cancels (deletes) the pending application. */
    cancelApplication: 'ยกเลิกใบสมัคร',
    close: 'ปิด',
    /** A post that could not be created (spec §8: logged; the composer stays open). */
    failed: 'สร้างโพสต์ไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  shop: {
    title: 'แลกของที่ระลึก',
    /** The shop's link-preview description (and a souvenir's, after its own). */
    description:
      'นำคะแนนจากการแชร์ธรรมะและเรื่องราวความดีมาแลกของที่ระลึกจากผู้ส่งต่อแสงสว่างแห่งธรรม เลือกรับที่วัด รับผ่านผู้ประสานงาน หรือส่งทางไปรษณีย์',
    basketLink: 'ตะกร้าของที่ระลึก',
    walletLink: 'กระเป๋าแต้มบุญ',
    ordersLink: 'ข้อมูลคำสั่งแลกของฉัน',
    shopLink: 'ร้านของที่ระลึก',
    basketTitle: 'ตะกร้าของที่ระลึก',
    deliveryTitle: 'การรับของที่ระลึก',
    reviewTitle: 'ตรวจสอบก่อนแลก',
    backToBasket: 'กลับไปที่ตะกร้า',
    walletTitle: 'กระเป๋าแต้มบุญ',
    ledgerTitle: 'รายการคะแนน',
    ordersTitle: 'ข้อมูลคำสั่งแลกของฉัน',
    ordersEmpty: 'ยังไม่มีคำสั่งแลกของที่ระลึก',
    orderTitle: 'คำสั่งแลกของที่ระลึก',
    shopPages: 'หน้าของร้าน',
    walletPages: 'หน้ารายการคะแนน',
    links: 'ไปยังส่วนอื่นของร้าน',
  },
  // Statistics, notices and notifications (issue 15).
  stats: {
    title: 'สถิติประจำวัน',
    lead: 'ผู้ส่งต่อแสงสว่างแห่งธรรมในช่วงวันที่เลือก',
    sharerCount: 'ผู้แชร์ในช่วงวันที่นี้',
    types: { creator: 'ครีเอเตอร์', sharer: 'ผู้ส่งต่อแสงสว่าง' } as Record<string, string>,
    topSharers: 'ผู้แชร์สูงสุด',
    badges: 'เหรียญตราเกียรติยศ',
    topCreators: 'ครีเอเตอร์ที่ถูกแชร์มากที่สุด',
    topPosts: 'โพสต์ที่มีผู้คลิกมากที่สุด',
    activeUsers: 'สมาชิกที่เข้าใช้งาน',
    thanksTitle: 'ขออนุโมทนาบุญ',
    thanks: 'ขอบคุณผู้ส่งต่อแสงสว่างแห่งธรรมทุกท่าน ทุกการแชร์คือการจุดแสงสว่างให้กับโลก',
    shares: (n: string) => `${n} แชร์`,
    clicks: (n: string) => `${n} คลิก`,
    loading: 'กำลังโหลดสถิติ',
  },
  notices: {
    title: 'ประกาศ',
    loading: 'กำลังโหลดประกาศ',
    description: 'ประกาศอย่างเป็นทางการจากทีมงานผู้ส่งต่อแสงสว่างแห่งธรรม ข่าวกิจกรรม งานบุญ และเรื่องสำคัญสำหรับสมาชิกทุกท่าน',
  },
  noti: {
    title: 'การแจ้งเตือนทั้งหมด',
    loading: 'กำลังโหลดการแจ้งเตือน',
  },
} as const;
