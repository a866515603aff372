export const comments = {
  /** The thread's accessible name. */
  region: 'ความคิดเห็น',
  /** Label (hidden) and placeholder of the new-comment box. */
  write: 'เขียนความคิดเห็น…',
  /** Label (hidden) and placeholder of a reply box. */
  writeReply: 'เขียนคำตอบ…',
  /** The send button of either box. */
  send: 'ส่ง',
  /** Opens the reply box under a comment. */
  reply: 'ตอบกลับ',
  /** Said (visually hidden) after 'ตอบกลับ': 'ตอบกลับ ความคิดเห็นของ สมใจ ใจบุญ'. */
  replyTo: (name: string) => `ความคิดเห็นของ ${name}`,
  /** The delete button of an own comment or reply. */
  delete: 'ลบ',
  /** Said (visually hidden) after 'ลบ' on a delete button: 'ลบ ความคิดเห็นของฉัน'. */
  deleteComment: 'ความคิดเห็นของฉัน',
  deleteReply: 'คำตอบของฉัน',
  /** The confirmations (product §4: delete needs confirmation). */
  confirmDeleteComment: 'ลบความคิดเห็นนี้ใช่ไหม',
  confirmDeleteReply: 'ลบคำตอบนี้ใช่ไหม',
  confirmDeleteMessage: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
  /** The load-more button (until the app reports an empty page). */
  loadMore: 'ดูความคิดเห็นเพิ่มเติม',
  /** Shown when the post has no comment yet. */
  empty: 'ยังไม่มีความคิดเห็น',
  /** Accessible name of a comment's list of replies. */
  replies: (name: string) => `คำตอบถึง ${name}`,
} as const;
