export const profile = {
  /** ProfileHeader: the Creator type badge (product §1 member type name, kept in English as on the landing page). */
  creator: 'Creator',
  /** ProfileHeader: the type badge of every other member (product description: the online-light-leader badge). */
  leader: 'ผู้นำแสงออนไลน์',
  /** ProfileHeader: the owner's camera overlay (the file input's name). */
  changePicture: 'เปลี่ยนรูปโปรไฟล์',
  /** ProfileHeader: another member's picture, which opens PictureViewer. */
  viewPicture: (name: string) => `ดูรูปโปรไฟล์ของ ${name}`,
  /** PictureViewer: the dialog's (hidden) title and the picture's text alternative. */
  pictureOf: (name: string) => `รูปโปรไฟล์ของ ${name}`,
  share: 'แชร์',
  /** ProfileHeader: the owner's Edit button (opens EditProfileDialog). */
  edit: 'แก้ไขโปรไฟล์',
  /** ProfileHeader: the owner's button next to the social icons (opens SocialLinksDialog). */
  editLinks: 'แก้ไขลิงก์โซเชียล',
  /** ProfileHeader: name of the honour-award list (product §1 'honour awards'). */
  badges: 'รางวัลเกียรติยศ',
  /** ProfileHeader: name of the organisation lines. */
  organisation: 'สังกัด',
  /** ProfileHeader: name of the social-icon list. */
  links: 'ลิงก์โซเชียล',
  /** ProfileHeader: the counters, named as the product description names them (also in the sidebar). */
  clicks: 'Clicks',
  shares: 'Share',
  posts: 'Posts',
  /** Names of the five social networks (icons' accessible names, SocialLinksDialog labels). */
  social: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    website: 'เว็บไซต์',
  },
  /** ProfileTabs: the tab labels (the route's {social}) and the navigation's name. */
  tabs: {
    share: 'สถิติการแชร์',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    other: 'โพสต์ทั้งหมด',
  },
  tabsLabel: 'แท็บโปรไฟล์',
} as const;
