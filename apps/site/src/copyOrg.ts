/**
 * Screen copy of the applications, organisation, export and staff-review screens (issue 14, part 2).
 * Kept apart from `copy.ts` so parallel screens do not edit one block; same rules: Thai, spec strings
 * verbatim.
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
  orgsub: {
    title: 'ลงทะเบียนสมาชิกเขตใน',
    lead: 'เลือกสายและหน่วยที่คุณสังกัด แล้วกดบันทึก',
    signedOut: 'กรุณาเข้าสู่ระบบด้วย Google ก่อนลงทะเบียน',
    google: 'เข้าสู่ระบบด้วย Google',
    saved: 'บันทึกสังกัดเรียบร้อยแล้ว กำลังไปหน้าโปรไฟล์ของคุณ…',
    failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    unitsFailed: 'โหลดรายชื่อหน่วยไม่สำเร็จ กรุณาเลือกสายใหม่อีกครั้ง',
  },
  statlist: {
    title: 'สถิติการลงทะเบียนตามสังกัด',
    failed: 'โหลดสถิติไม่สำเร็จ (cannot get Stat)',
    membersTitle: 'รายชื่อสมาชิกตามสังกัด',
    back: 'กลับไปหน้าสถิติ',
    staffOnly: 'ข้อมูลติดต่อ (ไลน์ไอดี ที่อยู่ เบอร์โทร) แสดงเฉพาะทีมงานเท่านั้น',
    membersFailed: 'โหลดรายชื่อสมาชิกไม่สำเร็จ',
  },
  export: {
    title: 'ส่งออกรายชื่อโปรไฟล์',
    lead: 'อ่านโปรไฟล์ทั้งหมดทีละหน้า แล้วส่งออกเป็นไฟล์ Excel (XLSX)',
    staffOnly: 'หน้านี้สำหรับทีมงานเท่านั้น',
    signedOut: 'กรุณาเข้าสู่ระบบด้วยบัญชีทีมงาน',
    reading: (read: number, total: number) => `กำลังอ่านโปรไฟล์ ${read} / ${total}`,
    progress: 'ความคืบหน้าการอ่านโปรไฟล์',
    ready: (count: string) => `อ่านครบ ${count} โปรไฟล์`,
    button: 'Export to XLSX',
    writing: 'กำลังสร้างไฟล์…',
    failed: 'อ่านโปรไฟล์ไม่สำเร็จ (cannot get userProfile)',
    caption: 'โปรไฟล์ทั้งหมด',
  },
  review: {
    title: 'ตรวจใบสมัคร Creator',
    lead: 'ใบสมัครที่รอการตรวจสอบ เรียงจากเก่าไปใหม่ อนุมัติแล้วสมาชิกจะเป็น Creator และสร้างโพสต์ได้ ปฏิเสธแล้วใบสมัครจะถูกลบ ทั้งสองแบบสมาชิกจะได้รับการแจ้งเตือน',
    staffOnly: 'หน้านี้สำหรับทีมงานเท่านั้น',
    empty: 'ไม่มีใบสมัครที่รอการตรวจสอบ',
    failed: 'โหลดใบสมัครไม่สำเร็จ',
    actionFailed: 'ดำเนินการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    approved: (name: string) => `อนุมัติ ${name} เป็น Creator แล้ว`,
    rejected: (name: string) => `ปฏิเสธใบสมัครของ ${name} แล้ว`,
  },
} as const;
