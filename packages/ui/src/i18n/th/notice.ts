export const notice = {
  /** The notice icons' names (product §3 Notice icon: cheer, new, info, warning). */
  icons: { cheer: 'ข่าวดี', new: 'ใหม่', info: 'ข้อมูล', warning: 'แจ้งเตือนสำคัญ' },
  /** NoticeView's Back button (product §2: back to /notice). */
  back: 'กลับไปหน้าประกาศ',
  /** An empty notice list. */
  empty: 'ยังไม่มีประกาศ',
} as const;
