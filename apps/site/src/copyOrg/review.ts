/**
 * Screen copy of one screen of issue 14, part 2 (Thai; spec strings verbatim). One module per
 * screen, so a screen loads only its own copy.
 */
export const copyOrg = {
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
