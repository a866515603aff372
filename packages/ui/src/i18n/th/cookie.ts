export const cookie = {
  /** CookieConsent: the landmark's name. */
  label: 'การใช้คุกกี้',
  /** CookieConsent: "{message} {privacy} {and} {cookie}" with the two policies as links. */
  message: 'เว็บไซต์นี้ใช้คุกกี้เพื่อให้ท่านใช้งานได้สะดวกและปลอดภัย อ่านรายละเอียดได้ที่',
  privacy: 'นโยบายความเป็นส่วนตัว',
  and: 'และ',
  cookie: 'นโยบายคุกกี้',
  /** The accept button: stores the product's accept-all flag. */
  accept: 'ยอมรับทั้งหมด',
} as const;
