export const dataTable = {
  /** DataTable (back office): the select-all box of the header (the rows on this page). */
  selectAll: 'เลือกทุกแถวในหน้านี้',
  /** A row's box, named by the row: 'เลือก ประกาศปิดปรับปรุงระบบ'. */
  selectRow: (label: string) => `เลือก ${label}`,
  /** The bulk-actions bar's count, formatted by `formatCount`: 'เลือกแล้ว 3 รายการ'. */
  selected: (count: string) => `เลือกแล้ว ${count} รายการ`,
  /** The bulk-actions bar's name (a group of the caller's buttons). */
  bulkActions: 'จัดการรายการที่เลือก',
  /** Empties the selection. */
  clearSelection: 'ล้างการเลือก',
  /** A row's menu button, named by the row: 'ตัวเลือกของ ประกาศปิดปรับปรุงระบบ'. */
  rowActions: (label: string) => `ตัวเลือกของ ${label}`,
  /** The (visually hidden) headers of the selection and the actions columns. */
  selectColumn: 'เลือก',
  actionsColumn: 'จัดการ',
  /** Phones: the name of the sort buttons that stand in for the hidden header row. */
  sortBar: 'เรียงลำดับ',
  /** Said after a sorted header's name. */
  sortedAscending: 'เรียงจากน้อยไปมาก',
  sortedDescending: 'เรียงจากมากไปน้อย',
  /** A table with no rows (the caller may pass its own words). */
  empty: 'ยังไม่มีรายการ',
  /** Said while rows load. */
  loading: 'กำลังโหลดรายการ…',
  /** The retry button under a load error. */
  retry: 'ลองอีกครั้ง',
} as const;
