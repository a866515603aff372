/** The assembly page's copy (`/sapha`). */
export const saphaCopy = {
  title: 'ส่วนขยายสภาธรรมสากล',
  lead: 'ร่วมเป็นเจ้าภาพส่วนขยายสภาธรรมสากลแล้ว พิมพ์ชื่อของท่านลงบนการ์ดอนุโมทนาบุญ ใส่จำนวนที่ร่วมเป็นเจ้าภาพ แล้วบันทึกเป็นภาพไว้แชร์ต่อ',
  /** The assembly extension's thanks cards. */
  cards: 'การ์ดอนุโมทนาบุญ',
  /** The other certificates of the card kiosk. */
  certificates: 'เกียรติบัตรงานบุญอื่น ๆ',
  /** The card kiosk's home (every card). */
  all: 'การ์ดและเกียรติบัตรทั้งหมด',
} as const;
