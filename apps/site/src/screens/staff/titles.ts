/**
 * The back office's page titles, a module of their own: the route module (`StaffScreen`: meta, the
 * pending view) carries only these words; the rest of the copy (`copy.ts`) loads with the pages.
 */
export const staffTitles = {
  home: 'หลังบ้าน',
  applications: 'ตรวจใบสมัคร Creator',
  notices: 'ประกาศ',
  newNotice: 'สร้างประกาศ',
  editNotice: 'แก้ไขประกาศ',
  categories: 'หมวดหมู่',
  newCategory: 'เพิ่มหมวดหมู่',
  editCategory: 'แก้ไขหมวดหมู่',
  souvenirs: 'ของที่ระลึก',
  newSouvenir: 'เพิ่มของที่ระลึก',
  editSouvenir: 'แก้ไขของที่ระลึก',
  badges: 'เหรียญตรา',
  newBadge: 'เพิ่มเหรียญตรา',
  editBadge: 'แก้ไขเหรียญตรา',
  organisations: 'สังกัด',
  orgImport: 'นำเข้าหน่วยงานจาก CSV',
  orders: 'คำสั่งแลก',
  order: 'คำสั่งแลก',
  packing: 'ใบแพ็กของ',
  members: 'สมาชิก',
  member: 'สมาชิก',
  moderation: 'ตรวจเนื้อหา',
  audit: 'บันทึกการทำงาน',
  /** Said by the pending view while a screen's data and view load. */
  loading: 'กำลังโหลด…',
} as const;
