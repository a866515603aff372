/** Export headers and rows as `domain.profileExportSheet` gives them (deterministic demo values). */
export const sheetHeaders = ['ลำดับ', 'รหัสผู้ใช้', 'ชื่อ', 'ชื่อผู้ใช้', 'ประเภท', 'สาย', 'หน่วย', 'เบอร์โทร'] as const;

const names = ['สมชาย ใจบุญ', 'สมหญิง รักธรรม', 'ประเสริฐ ศรีสุข', 'วิไลวรรณ แสงทอง', 'ธนากร บุญมา', 'กมลชนก ใจดี'];

export const sheetRows: Array<Array<string | number>> = names.map((name, i) => [
  i + 1,
  i + 2,
  name,
  i % 2 ? '' : `@member${i + 2}`,
  i === 0 ? 'creator' : 'sharer',
  'ภูมิภาค',
  'ภาคใต้',
  i % 3 ? `08${String(12345678 + i * 7919).slice(0, 8)}` : '',
]);
