export const orderStatus = {
  /** OrderStatusBadge / OrderTimeline: an order's states, from the member's side. */
  labels: {
    placed: 'สั่งแลกแล้ว',
    packed: 'จัดเตรียมแล้ว',
    sent: 'จัดส่งแล้ว',
    received: 'ได้รับแล้ว',
    cancelled: 'ยกเลิกแล้ว',
  },
  /** OrderTimeline: the list's name. */
  timeline: 'สถานะคำสั่งแลก',
  /** A step not reached yet (said after its label; drawn faint). */
  pending: 'ยังไม่ถึงขั้นนี้',
  /** The tracking text's label (mail: the carrier and the parcel number). */
  tracking: 'ข้อมูลการจัดส่ง',
} as const;
