export const login = {
  /** After the dialog's description when the service offers the development sign-in. */
  devLink: 'เข้าสู่ระบบด้วยสมาชิกตัวอย่าง (สำหรับนักพัฒนา)',
  lineNotConfigured: 'ยังไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย LINE บนเว็บไซต์นี้ (ไม่มีรหัส LIFF) กรุณาเลือก Google หรือ TikTok',
  /** Product §8 'Cannot login Line' (the account has no e-mail, or the service refused it). */
  lineFailed: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ (Cannot login Line) บัญชี LINE ต้องมีอีเมล กรุณาลองใหม่หรือเลือกช่องทางอื่น',
  pageTitle: 'เข้าสู่ระบบ',
  pageLead: 'เข้าสู่ระบบด้วยบัญชี Google เพื่อกดสาธุ แสดงความคิดเห็น แชร์ และสะสมคะแนน',
  google: 'เข้าสู่ระบบด้วย Google',
  lineTitle: 'เข้าสู่ระบบด้วย LINE',
  lineWorking: 'กำลังเข้าสู่ระบบด้วย LINE…',
  back: 'กลับหน้าหลัก',
  signingIn: 'กำลังเข้าสู่ระบบ…',
  /** `/login/email`: sign-in (and sign-up) with a one-time link by e-mail. */
  email: {
    title: 'เข้าสู่ระบบด้วยอีเมล',
    lead: 'กรอกอีเมลของคุณ เราจะส่งลิงก์เข้าสู่ระบบไปให้ สมาชิกใหม่สมัครได้ทันทีด้วยลิงก์เดียวกัน',
    field: 'อีเมล',
    send: 'ส่งลิงก์เข้าสู่ระบบ',
    /** Signing in means accepting the privacy policy, as the login dialog's box says. */
    privacy: 'การเข้าสู่ระบบถือว่าคุณยอมรับ',
    privacyLink: 'นโยบายความเป็นส่วนตัว',
    sentTitle: 'ส่งลิงก์แล้ว',
    sent: (email: string, minutes: number) =>
      `เราส่งลิงก์เข้าสู่ระบบไปที่ ${email} แล้ว เปิดอีเมลแล้วแตะลิงก์ภายใน ${minutes} นาที ลิงก์ใช้ได้ครั้งเดียว`,
    again: 'ส่งลิงก์อีกครั้ง',
    invalidAddress: 'กรุณากรอกอีเมลให้ถูกต้อง',
    tooMany: 'ขอลิงก์บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    unavailable: 'เว็บไซต์นี้ยังไม่เปิดการเข้าสู่ระบบด้วยอีเมล กรุณาเลือกช่องทางอื่น',
    linkInvalid: 'ลิงก์นี้ใช้ไม่ได้แล้ว (ใช้ไปแล้ว หรือเกินเวลา) ขอลิงก์ใหม่ได้ด้านล่าง',
    blocked: 'บัญชีนี้ถูกระงับการใช้งาน',
    /** Product §8: the generic failure. */
    failed: 'เกิดข้อผิดพลาดบางอย่าง',
  },
} as const;
