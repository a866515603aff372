export const post = {
  /** A post type's name: the type icon's accessible name (PostCard, the composer's detected type). */
  types: {
    videoYoutube: 'วิดีโอ YouTube',
    videoTikTok: 'วิดีโอ TikTok',
    videoFacebook: 'วิดีโอ Facebook',
    linkFacebook: 'โพสต์ Facebook',
    linkTwitter: 'โพสต์ X (Twitter)',
    postPhoto: 'โพสต์ภาพ',
    postLink: 'ลิงก์',
    postText: 'ข้อความ',
  },
  /** PostCard's corner icon on video and link posts: opens the short link in a new tab. */
  openShortLink: 'เปิดลิงก์ของโพสต์',
  /** PostCard's corner icon on photo and text posts: opens the post page. */
  openPost: 'เปิดโพสต์',
  /** Under a description cut at 400 characters. */
  readMore: 'อ่านเพิ่มเติม',
  /** The same button once the whole description shows. */
  readLess: 'ย่อข้อความ',
  /** The marker on a pinned post. */
  pinned: 'ปักหมุด',
  /** Said before the category tag. */
  category: 'หมวดหมู่',
} as const;
