export const markdownEditor = {
  /** MarkdownEditor: the two tabs on phones ('write' / 'preview'). */
  write: 'เขียน',
  preview: 'ตัวอย่าง',
  /** The tab list's name. */
  modes: 'โหมดแก้ไข',
  /** The default hint: the Markdown a notice understands. */
  hint: 'รองรับ Markdown: **ตัวหนา**, # หัวข้อ, - รายการ, [ข้อความ](ลิงก์) — ไม่รองรับ HTML',
  /** The preview of an empty body. */
  previewEmpty: 'ยังไม่มีเนื้อหาให้แสดงตัวอย่าง',
  /** Under the preview heading: the members see it like this. */
  previewNote: 'สมาชิกจะเห็นเนื้อหาแบบนี้',
} as const;
