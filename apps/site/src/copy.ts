/**
 * The site's screen copy (Thai), in one module as the kiosk keeps its own. Generic copy of the
 * components lives in `@lightbearers/ui`'s `th`; spec strings are verbatim.
 */
export const copy = {
  brand: 'Lightbearers',
  nightModeOn: 'โหมดกลางคืน',
  nightModeOff: 'โหมดกลางวัน',
  /** After '© {Buddhist year} ' in the footer. */
  footer: 'Lightbearers · ชุมชนผู้ส่งต่อธรรมะและความดี',
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
  notFound: {
    title: '404',
    message: 'ไม่พบหน้าที่คุณกำลังค้นหา',
    home: 'กลับหน้าหลัก',
  },
} as const;
