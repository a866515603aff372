/**
 * Screen copy of one screen of issue 14, part 2 (Thai; spec strings verbatim). One module per
 * screen, so a screen loads only its own copy.
 */
export const copyOrg = {
  creatorSub: {
    title: 'สมัครเป็น Creator',
    lead: 'Creator คือผู้สร้างสรรค์วิดีโอ ภาพ และสื่อธรรมะให้ชุมชนได้ส่งต่อ เมื่อทีมงานอนุมัติแล้วคุณจะสร้างโพสต์ได้',
    pending: 'ส่งใบสมัครแล้ว รอการตรวจสอบ',
    pendingLead: 'ทีมงานกำลังตรวจสอบใบสมัครของคุณ และจะแจ้งผลทางการแจ้งเตือน',
    cancelPending: 'ยกเลิกใบสมัคร',
    already: 'คุณเป็น Creator แล้ว',
    alreadyLead: 'สร้างโพสต์ได้จากปุ่มสร้างโพสต์ด้านบน',
    myPage: 'ไปหน้าของฉัน',
  },
  sharer: {
    title: 'ลงทะเบียนผู้ส่งต่อแสงสว่าง',
    lead: 'กรอกข้อมูลเพื่อรับข่าวสารและกิจกรรมของผู้ส่งต่อแสงสว่างแห่งธรรม ช่องที่มีเครื่องหมาย * จำเป็นต้องกรอก',
  },
  /** The send failed (spec §8: a sharer application failure opens an alert; the form keeps its values). */
  sendFailed: 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง ข้อมูลที่กรอกไว้ยังอยู่ครบ',
} as const;
