export const post = {
  /** The post page's neighbour buttons (product §2 "previous/next"). */
  previous: 'โพสต์ก่อนหน้า',
  next: 'โพสต์ถัดไป',
  /** The neighbours' landmark name. */
  neighbours: 'โพสต์อื่น',
  /** The comments' heading. */
  comments: 'ความคิดเห็น',
  /** A delete, edit or pin that failed (product §8 logs them; the member is told too). */
  failed: 'ทำรายการไม่สำเร็จ กรุณาลองอีกครั้ง',
  /** While the post loads. */
  loading: 'กำลังโหลดโพสต์…',
} as const;
