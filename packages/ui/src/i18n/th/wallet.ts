import { POINT_UNIT, POINTS_PER_SHARE, SWAP_MINIMUM } from '@lightbearers/domain';

export const wallet = {
  /** WalletSummary's three balances (product §3 Wallet). */
  currentPoint: 'คะแนนที่ใช้แลกได้',
  canChangeTotal: 'คะแนนแชร์ที่รอแลก',
  allTimeTotal: 'คะแนนแชร์สะสมทั้งหมด',
  /** SwapPanel (product §4 'Point swap'). */
  swapTitle: 'แลกคะแนนแชร์เป็นคะแนน',
  swapRate: `${POINTS_PER_SHARE} แชร์ = ${POINTS_PER_SHARE} ${POINT_UNIT} และจำนวนแชร์ของท่านไม่ลดลง`,
  swapAction: (formatted: string) => `แลก ${formatted} ${POINT_UNIT}`,
  swapMinimum: `ต้องมีคะแนนแชร์อย่างน้อย ${SWAP_MINIMUM} ${POINT_UNIT} จึงจะแลกได้`,
  /** WalletLedger (product §3 Wallet entry: status in = received, else paid). */
  received: 'ได้รับ',
  paid: 'ใช้ไป',
  /** A ledger amount with its sign: '+100' received, '−80' paid. */
  signed: (direction: 'in' | 'out', formatted: string) => `${direction === 'in' ? '+' : '−'}${formatted}`,
  /** The balance after an entry. */
  balance: (formatted: string) => `คงเหลือ ${formatted} ${POINT_UNIT}`,
  /** The link of an entry that names an order: to /coin/order/{id}. */
  orderLink: (formatted: string) => `ดูคำสั่งแลกหมายเลข ${formatted}`,
  /** A ledger with no entries. */
  empty: 'ยังไม่มีรายการในกระเป๋า',
} as const;
