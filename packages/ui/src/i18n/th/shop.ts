import { POINT_UNIT } from '@lightbearers/domain';

export const shop = {
  /** A price or a balance with the unit of points (product §9: 'คะแนน'), e.g. '1,200 คะแนน'. */
  points: (formatted: string) => `${formatted} ${POINT_UNIT}`,
  /** The stock under a souvenir, e.g. 'คงเหลือ 25 ชิ้น'. */
  stock: (formatted: string) => `คงเหลือ ${formatted} ชิ้น`,
  /** A souvenir whose stock is gone. */
  soldOut: 'หมดแล้ว',
  /** The add button of a product card and the product page (product §2: add button, add to basket). */
  add: 'ใส่ตะกร้า',
  /** The product page's minus button (takes one out of the basket). */
  remove: 'ลดจำนวน',
  /** How many of this souvenir the basket holds, on the product page: 'ในตะกร้า 2 ชิ้น'. */
  inBasket: (formatted: string) => `ในตะกร้า ${formatted} ชิ้น`,
  /**
   * Product §4 'Limited product': 'exchange limited; can exchange again after {date}' — the date
   * arrives as a Thai date ('15 ธ.ค. 2569', domain's `formatThaiDate`).
   */
  limited: (thaiDate: string) => `จำกัดการแลก แลกได้อีกครั้งหลังวันที่ ${thaiDate}`,
  /** The heading of the other souvenirs under a product (product §2 /coin/{id}). */
  others: 'ของที่ระลึกอื่น ๆ',
  /** A product grid with nothing in it. */
  empty: 'ยังไม่มีของที่ระลึก',
  /** The basket's minus at one: the line goes (product §4: reducing to zero removes). */
  removeLine: 'นำออกจากตะกร้า',
  /** The basket's plus. */
  addOne: 'เพิ่มจำนวน',
  /** A basket line's amount, as a screen reader hears it: 'จำนวน 2 ชิ้น'. */
  amount: (formatted: string) => `จำนวน ${formatted} ชิ้น`,
  /** A basket line's cost: '2 × 150 คะแนน'. */
  lineMath: (amount: string, price: string) => `${amount} × ${price} ${POINT_UNIT}`,
  /** The basket's summary rows. */
  currentPoint: 'คะแนนที่มี',
  total: 'ใช้คะแนนทั้งหมด',
  after: 'คะแนนหลังแลก',
  /**
   * Product §5 'Basket': 'exchange amount exceeded or points not enough', under a basket that cannot
   * be exchanged.
   */
  exceeded: 'จำนวนที่แลกเกินกำหนด หรือคะแนนไม่พอ',
  /** The basket's main action: on to delivery and review. */
  exchange: 'แลกของที่ระลึก',
  /** An empty basket. */
  basketEmpty: 'ยังไม่มีของในตะกร้า',
} as const;
