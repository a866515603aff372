export const login = {
  /** LoginDialog: the modal's title (product §2 "Login modal"). */
  title: 'เข้าสู่ระบบ / สมัครสมาชิก',
  /** LoginDialog: under the title. */
  description: 'เลือกบัญชีที่ใช้เข้าสู่ระบบ สมาชิกใหม่สมัครได้ทันทีในขั้นตอนเดียว',
  google: 'เข้าสู่ระบบด้วย Google',
  line: 'เข้าสู่ระบบด้วย LINE',
  tiktok: 'เข้าสู่ระบบด้วย TikTok',
  /** LoginDialog: sign-in (and sign-up) with a one-time link sent by e-mail. */
  email: 'เข้าสู่ระบบด้วยอีเมล',
  /** LoginDialog: the privacy checkbox reads "{privacyAccept} {privacyLink}", the link to /privacy. */
  privacyAccept: 'ข้าพเจ้ายอมรับ',
  privacyLink: 'นโยบายความเป็นส่วนตัว',
  /** LoginDialog: shown (and tied to the Google button) while the privacy box is unticked. */
  privacyRequired: 'ยอมรับนโยบายความเป็นส่วนตัวก่อน จึงจะเข้าสู่ระบบด้วย Google ได้',
} as const;
