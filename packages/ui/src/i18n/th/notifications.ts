/** The header's notification bell (NotificationBell). */
export const notifications = {
  label: 'การแจ้งเตือน',
  /** Spoken after the unread badge: 'ยังไม่ได้อ่าน 3 รายการ'. */
  unread: (count: string) => `ยังไม่ได้อ่าน ${count} รายการ`,
  /** The unread marker of one item, for screen readers. */
  unreadItem: 'ยังไม่ได้อ่าน',
  /** Product §8: the empty text, verbatim. */
  empty: 'ยังไม่มีการแจ้งเตือนใหม่',
  /** The link to /noti under the items. */
  all: 'ดูการแจ้งเตือนทั้งหมด',
  /** NotificationList (/noti): the button that marks one unread notification read (tapping the row does too). */
  markRead: 'อ่านแล้ว',
} as const;
