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
  postType: {
    /** The name of each post type, beside its icon (composer preview, screen-reader name of a type icon). */
    videoYoutube: 'วิดีโอ YouTube',
    videoTikTok: 'วิดีโอ TikTok',
    videoFacebook: 'วิดีโอ Facebook',
    linkFacebook: 'โพสต์ Facebook',
    linkTwitter: 'โพสต์ X (Twitter)',
    postPhoto: 'โพสต์ภาพ',
    postLink: 'ลิงก์',
    postText: 'ข้อความ',
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
} as const;
export type ThaiCopy = typeof th;
