export const confirm = {
  /** ConfirmDialog: the error's title when the confirmed action failed (the dialog stays open). */
  failed: 'ทำรายการไม่สำเร็จ',
} as const;
