export const socialLinks = {
  /** SocialLinksDialog: the title and an example address per network (placeholders). */
  title: 'แก้ไขลิงก์โซเชียล',
  placeholder: {
    facebook: 'https://www.facebook.com/…',
    twitter: 'https://x.com/…',
    tiktok: 'https://www.tiktok.com/@…',
    youtube: 'https://www.youtube.com/@…',
    website: 'https://…',
  },
} as const;
