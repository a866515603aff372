export const imagePicker = {
  /** ImagePicker: the add button, and its name once the limit is reached. */
  add: 'เลือกภาพ',
  /** Under the add button: how many may still be added: 'เพิ่มได้อีก 3 ภาพ'. */
  remaining: (count: string) => `เพิ่มได้อีก ${count} ภาพ`,
  /** The limit is reached. */
  full: 'ครบจำนวนภาพแล้ว',
  /** The drop area's text on wide screens (a pointer convenience). */
  drop: 'หรือลากไฟล์ภาพมาวางที่นี่',
  /** Per image, named by the file: 'ลบภาพ souvenir-mug.jpg'. */
  remove: (name: string) => `ลบภาพ ${name}`,
  moveEarlier: (name: string) => `เลื่อนภาพ ${name} ขึ้นก่อน`,
  moveLater: (name: string) => `เลื่อนภาพ ${name} ไปหลัง`,
  /** Per image states. */
  uploading: 'กำลังอัปโหลด…',
  /** Upload progress, formatted: 'อัปโหลดแล้ว 40%'. */
  progress: (percent: number) => `อัปโหลดแล้ว ${percent}%`,
  failed: 'อัปโหลดไม่สำเร็จ',
  /** The first picture is the one lists show. */
  cover: 'ภาพหลัก',
  /** The list's name. */
  list: 'ภาพที่เลือก',
} as const;
