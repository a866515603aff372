/**
 * Screen copy of one screen of issue 14, part 2 (Thai; spec strings verbatim). One module per
 * screen, so a screen loads only its own copy.
 */
export const copyOrg = {
  statlist: {
    title: 'สถิติการลงทะเบียนตามสังกัด',
    failed: 'โหลดสถิติไม่สำเร็จ (cannot get Stat)',
    membersTitle: 'รายชื่อสมาชิกตามสังกัด',
    back: 'กลับไปหน้าสถิติ',
    staffOnly: 'ข้อมูลติดต่อ (ไลน์ไอดี ที่อยู่ เบอร์โทร) แสดงเฉพาะทีมงานเท่านั้น',
    membersFailed: 'โหลดรายชื่อสมาชิกไม่สำเร็จ',
  },
} as const;
