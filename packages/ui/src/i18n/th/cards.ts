export const cards = {
  /** Product §8: the canvas cannot draw (or encode) the card. */
  error: 'บางอย่างผิดพลาด',
  /** What to do about it. */
  errorDetail: 'เครื่องนี้สร้างภาพการ์ดไม่ได้ กรุณาลองใหม่ หรือใช้เบราว์เซอร์อื่น',
  /** Accessible name of the card preview, which downloads the JPEG when tapped. */
  download: 'ดาวน์โหลดภาพการ์ด (JPEG)',
  /** The template picker's group name. */
  templates: 'เลือกแบบการ์ด',
  name: 'ชื่อ - นามสกุล',
  nameHint: 'ชื่อที่จะพิมพ์บนการ์ด',
  amount: 'จำนวน',
  amountHint: 'ตัวเลขตั้งแต่ 1 ขึ้นไป',
  /** Under an amount above domain's `CARD_AMOUNT_MAX` (a typing mistake). */
  amountTooLarge: 'ตัวเลขไม่เกิน 999,999,999',
  unit: 'หน่วย',
  save: 'บันทึก',
  /** The confirm step (product §2: 'is your name correct?', Cancel / Yes). */
  confirmTitle: 'ชื่อของท่านถูกต้องหรือไม่?',
  confirmCancel: 'ยกเลิก',
  confirmYes: 'ใช่',
} as const;
