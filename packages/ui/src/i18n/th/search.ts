export const search = {
  /** SearchBox (/search): the hidden label, the placeholder and the minimum-length hint. */
  label: 'ค้นหาสมาชิก',
  placeholder: 'พิมพ์ชื่อสมาชิกที่ต้องการค้นหา',
  minimum: (count: number) => `พิมพ์อย่างน้อย ${count} ตัวอักษร`,
  /** MemberResults: the product's empty text, verbatim, and the list's name. */
  empty: 'ไม่พบผลการค้นหา',
  results: 'ผลการค้นหา',
} as const;
