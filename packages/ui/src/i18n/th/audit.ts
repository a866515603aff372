export const audit = {
  /** AuditLogList: the list's name. */
  list: 'บันทึกการทำงานของทีมงาน',
  /** The disclosure of an entry's changes: 'ดูการเปลี่ยนแปลง (3)'. */
  changes: (count: string) => `ดูการเปลี่ยนแปลง (${count})`,
  /** The diff's column heads. */
  field: 'ข้อมูล',
  before: 'ก่อน',
  after: 'หลัง',
  /** A value that did not exist (created or removed). */
  none: '—',
  /** A field listed but not changed. */
  unchanged: 'ไม่เปลี่ยน',
  /** Before the reason staff gave. */
  reason: 'เหตุผล',
  /** An empty log (or no entry for the filter). */
  empty: 'ยังไม่มีบันทึกการทำงาน',
} as const;
