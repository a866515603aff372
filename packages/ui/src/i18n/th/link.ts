export const link = {
  /** Said after a link that opens a new tab (visually hidden; an arrow icon shows it). */
  newTab: '(เปิดในแท็บใหม่)',
} as const;
