/** The site header (AppHeader): names of its icon controls and the avatar menu. */
export const header = {
  home: 'หน้าแรก',
  menu: 'เมนู',
  search: 'ค้นหา',
  createPost: 'สร้างโพสต์',
  basket: 'ตะกร้า',
  /** Spoken after the basket's count badge: 'มีสินค้า 3 ชิ้น'. */
  basketCount: (count: string) => `มีสินค้า ${count} ชิ้น`,
  /** Accessible name of the avatar button; the member's name follows. */
  account: 'เมนูบัญชีของ',
  myPage: 'หน้าของฉัน',
  wallet: 'กระเป๋าแต้มบุญ',
  sharer: 'ลงทะเบียนผู้ส่งต่อแสงสว่าง',
  logout: 'ออกจากระบบ',
  login: 'เข้าสู่ระบบ',
} as const;
