export const sheetTable = {
  /** SheetTable: the rows not shown under a long table ('และอีก 1,234 แถว'). */
  more: (count: string) => `และอีก ${count} แถว`,
} as const;
