export const org = {
  /** OrgPicker: the two levels (product §3 Organisation option), their placeholders and the submit. */
  org1: 'สาย',
  org2: 'หน่วย',
  choose1: 'เลือกสาย',
  choose2: 'เลือกหน่วย',
  loading2: 'กำลังโหลดหน่วย…',
  submit: 'บันทึกสังกัด',
  /** OrgStatsTable (/statlist): the group filter, 'show all', the columns and the empty text. */
  group: 'กลุ่ม',
  all: 'แสดงทั้งหมด',
  count: 'จำนวน',
  statsCaption: 'จำนวนสมาชิกตามสังกัด',
  empty: 'ยังไม่มีสมาชิกในสังกัดนี้',
  /** OrgMembersTable (/statlist/{org1}/{org2}): the columns. */
  number: 'ลำดับ',
  picture: 'รูป',
  name: 'ชื่อ',
  unit: 'สังกัด',
  lineid: 'ไลน์ไอดี',
  address: 'ที่อยู่',
  tel: 'เบอร์โทร',
  links: 'ลิงก์โซเชียล',
  total: 'รวม',
  membersCaption: (org1: string, org2: string) => `สมาชิก ${org1} · ${org2}`,
  /** A contact cell the viewer may not see (non-staff): announced, shown as a dash. */
  hidden: 'ไม่แสดง',
} as const;
