/** A sign-in that would replace the member signed in on this browser asks first (ADR 020). */
export const session = {
  switchTitle: 'เปลี่ยนบัญชีที่เข้าสู่ระบบใช่ไหม',
  switchMessage: (from: string, to: string) =>
    `ตอนนี้คุณเข้าสู่ระบบเป็น “${from}” หากเปลี่ยนเป็น “${to}” คะแนนจากการแชร์ ที่อยู่ และเบอร์โทรที่กรอกต่อจากนี้จะเข้าบัญชี “${to}”`,
  switchConfirm: 'เปลี่ยนบัญชี',
  switchKeep: 'ใช้บัญชีเดิม',
} as const;
