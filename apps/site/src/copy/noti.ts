export const noti = {
  title: 'การแจ้งเตือนทั้งหมด',
  loading: 'กำลังโหลดการแจ้งเตือน',
} as const;
