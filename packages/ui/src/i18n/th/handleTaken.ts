export const handleTaken = {
  /** HandleTakenNotice: the title and the message (name and bio were saved, the handle was not). */
  title: 'ชื่อผู้ใช้นี้มีคนใช้แล้ว',
  message: (handle: string) =>
    `@${handle} มีผู้อื่นใช้อยู่แล้ว ระบบบันทึกชื่อและคำแนะนำตัวให้แล้ว แต่ยังใช้ชื่อผู้ใช้เดิมของคุณ กรุณาเลือกชื่อผู้ใช้อื่น`,
} as const;
