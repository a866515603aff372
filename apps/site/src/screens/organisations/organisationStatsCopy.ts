/**
 * The copy of `/statlist` and `/statlist/{org1}/{org2}` (Thai, the product's strings verbatim), a
 * module of its own.
 */
export const organisationStatsCopy = {
  title: 'สถิติการลงทะเบียนตามสังกัด',
  failed: 'โหลดสถิติไม่สำเร็จ (cannot get Stat)',
  membersTitle: 'รายชื่อสมาชิกตามสังกัด',
  back: 'กลับไปหน้าสถิติ',
  staffOnly: 'ข้อมูลติดต่อ (ไลน์ไอดี ที่อยู่ เบอร์โทร) แสดงเฉพาะทีมงานเท่านั้น',
  membersFailed: 'โหลดรายชื่อสมาชิกไม่สำเร็จ',
} as const;
