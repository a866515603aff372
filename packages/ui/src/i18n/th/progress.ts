export const progress = {
  /** PageProgress: the progress bar's accessible name while a page loads. */
  label: 'กำลังโหลดหน้า',
} as const;
