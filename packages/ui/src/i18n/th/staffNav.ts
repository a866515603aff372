export const staffNav = {
  /** StaffNav: the navigation's name and the phone menu's button. */
  label: 'เมนูหลังบ้าน',
  /** The back office's sections. */
  sections: {
    notices: 'ประกาศ',
    categories: 'หมวดหมู่',
    souvenirs: 'ของที่ระลึก',
    orders: 'คำสั่งแลก',
    badges: 'เหรียญตรา',
    organisations: 'สังกัด',
    members: 'สมาชิก',
    moderation: 'ตรวจเนื้อหา',
    audit: 'บันทึกการทำงาน',
  },
  /** A section's waiting count as heard: 'รอดำเนินการ 12 รายการ'. */
  waiting: (count: string) => `รอดำเนินการ ${count} รายการ`,
  /** The link back to the members' site. */
  site: 'กลับไปหน้าเว็บไซต์',
} as const;
