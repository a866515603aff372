export const login = {
  /** After the dialog's description when the service offers the development sign-in. */
  devLink: 'เข้าสู่ระบบด้วยสมาชิกตัวอย่าง (สำหรับนักพัฒนา)',
  lineNotConfigured: 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย LINE บนเว็บไซต์นี้ (ไม่มีรหัส LIFF) กรุณาเลือก Google หรือ TikTok',
  /** Spec §8 'Cannot login Line' (the account has no e-mail, or the service refused it). */
  lineFailed: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ (Cannot login Line) บัญชี LINE ต้องมีอีเมล กรุณาลองใหม่หรือเลือกช่องทางอื่น',
  pageTitle: 'เข้าสู่ระบบ',
  pageLead: 'เข้าสู่ระบบด้วยบัญชี Google เพื่อกดสาธุ แสดงความคิดเห็น แชร์ และสะสมคะแนน',
  google: 'เข้าสู่ระบบด้วย Google',
  lineTitle: 'เข้าสู่ระบบด้วย LINE',
  lineWorking: 'กำลังเข้าสู่ระบบด้วย LINE…',
  back: 'กลับหน้าหลัก',
  signingIn: 'กำลังเข้าสู่ระบบ…',
} as const;
