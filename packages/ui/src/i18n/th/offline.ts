export const offline = {
  /** OfflineNotice's default message: the device is offline; the pages read last are shown. */
  notice: 'ออฟไลน์อยู่ — กำลังแสดงหน้าที่เปิดไว้ล่าสุด เมื่อกลับมาออนไลน์จะโหลดข้อมูลใหม่ให้',
} as const;
