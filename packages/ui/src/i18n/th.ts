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
} as const;
export type ThaiCopy = typeof th;
