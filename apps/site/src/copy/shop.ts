export const shop = {
  title: 'แลกของที่ระลึก',
  /** The shop's link-preview description (and a souvenir's, after its own). */
  description:
    'นำคะแนนจากการแชร์ธรรมะและเรื่องราวความดีมาแลกของที่ระลึกจากผู้ส่งต่อแสงสว่างแห่งธรรม เลือกรับที่วัด รับผ่านผู้ประสานงาน หรือส่งทางไปรษณีย์',
  basketLink: 'ตะกร้าของที่ระลึก',
  walletLink: 'กระเป๋าแต้มบุญ',
  ordersLink: 'ข้อมูลคำสั่งแลกของฉัน',
  shopLink: 'ร้านของที่ระลึก',
  basketTitle: 'ตะกร้าของที่ระลึก',
  deliveryTitle: 'การรับของที่ระลึก',
  reviewTitle: 'ตรวจสอบก่อนแลก',
  backToBasket: 'กลับไปที่ตะกร้า',
  walletTitle: 'กระเป๋าแต้มบุญ',
  ledgerTitle: 'รายการคะแนน',
  ordersTitle: 'ข้อมูลคำสั่งแลกของฉัน',
  ordersEmpty: 'ยังไม่มีคำสั่งแลกของที่ระลึก',
  orderTitle: 'คำสั่งแลกของที่ระลึก',
  shopPages: 'หน้าของร้าน',
  walletPages: 'หน้ารายการคะแนน',
  links: 'ไปยังส่วนอื่นของร้าน',
} as const;
