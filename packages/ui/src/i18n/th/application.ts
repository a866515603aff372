export const application = {
  /** ApplicationForm: field labels (creator and sharer applications, product §3 Creator-sub / Sharer-sub). */
  name: 'ชื่อ-นามสกุล',
  tel: 'เบอร์มือถือ',
  lineid: 'ไลน์ไอดี (LINE ID)',
  address: 'ที่อยู่',
  /** Sharer: the optional groups. */
  links: 'ลิงก์โซเชียล (ไม่บังคับ)',
  affiliation: 'สังกัด (ไม่บังคับ)',
  /** Product §5: the creator alert ('please fill in every field') and the sharer alert ('please fill in the fields that are marked'). */
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
} as const;
