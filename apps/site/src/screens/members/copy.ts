/**
 * Screen copy (Thai) of the members' screens: profiles, the directory `/creator` and `/search`.
 * Kept beside them (one module per area) so parallel screens never edit one copy file; spec strings
 * are verbatim.
 */
export const membersCopy = {
  loading: 'กำลังโหลด…',
  profile: {
    loading: 'กำลังโหลดโปรไฟล์…',
    /** Product §8: a profile update answered non-200 ('not 200'). */
    saveFailed: 'บันทึกไม่สำเร็จ (not 200) กรุณาลองอีกครั้ง',
    uploadFailed: 'อัปโหลดรูปไม่สำเร็จ กรุณาลองอีกครั้ง',
    /** The share modal's text for a profile. */
    shareText: (name: string) => `มาติดตาม ${name} ผู้ส่งต่อแสงสว่างแห่งธรรม`,
    copyFailed: 'คัดลอกลิงก์ไม่สำเร็จ',
  },
  posts: {
    more: 'โหลดโพสต์เพิ่มเติม',
    empty: 'ยังไม่มีโพสต์',
    emptyVideos: 'ยังไม่มีวิดีโอในแท็บนี้',
    failed: 'โหลดโพสต์ไม่สำเร็จ',
    deleteFailed: 'ลบโพสต์ไม่สำเร็จ กรุณาลองอีกครั้ง',
    listLabel: 'โพสต์ของสมาชิก',
  },
  share: {
    /** Product §8 'cannot get Stat'. */
    failed: 'โหลดสถิติการแชร์ไม่สำเร็จ (cannot get Stat)',
  },
  creator: {
    /** Product §2 /creator: 'meet the online light-bearers'. */
    title: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์',
    lead: 'รู้จักผู้ส่งต่อแสงสว่างแห่งธรรมและครีเอเตอร์ทุกท่าน แตะที่รูปเพื่อไปหน้าโปรไฟล์',
    failed: 'โหลดรายชื่อสมาชิกไม่สำเร็จ',
    empty: 'ยังไม่มีสมาชิกในกลุ่มนี้',
  },
  search: {
    title: 'ค้นหาสมาชิก',
    lead: 'พิมพ์ชื่ออย่างน้อย 3 ตัวอักษร ระบบจะค้นหาให้ทันทีขณะพิมพ์',
  },
} as const;
