export const install = {
  /** InstallSteps (/app): the button shown when the browser offers an install prompt. */
  button: 'ติดตั้งแอป',
  androidTitle: 'Android (Chrome)',
  androidSteps: [
    'เปิดเว็บไซต์นี้ด้วย Chrome',
    'แตะเมนู ⋮ ที่มุมขวาบน',
    'เลือก "ติดตั้งแอป" หรือ "เพิ่มลงในหน้าจอหลัก"',
    'แตะ "ติดตั้ง" เพื่อยืนยัน',
  ],
  iosTitle: 'iPhone / iPad (Safari)',
  iosSteps: [
    'เปิดเว็บไซต์นี้ด้วย Safari',
    'แตะปุ่มแชร์ (สี่เหลี่ยมมีลูกศรชี้ขึ้น) ที่แถบด้านล่าง',
    'เลือก "เพิ่มไปยังหน้าจอโฮม"',
    'แตะ "เพิ่ม" ที่มุมขวาบน',
  ],
  /** InstallSteps: the site already runs as an installed app (standalone display mode). */
  installedTitle: 'ติดตั้งแอปแล้ว',
  installedText: 'เปิดจากไอคอนบนหน้าจอโฮมได้ทุกเมื่อ',
} as const;
