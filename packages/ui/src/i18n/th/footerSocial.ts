/** FooterSocialLinks: the list of the community's own pages on the networks, and each link's name. */
export const footerSocial = {
  label: 'Lightbearers บนโซเชียล',
  names: {
    facebook: 'Lightbearers บน Facebook',
    youtube: 'Lightbearers บน YouTube',
    tiktok: 'Lightbearers บน TikTok',
    twitter: 'Lightbearers บน X',
    line: 'Lightbearers บน LINE',
  },
} as const;
