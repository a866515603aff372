import type { SideNavLinks, SideNavProps } from './SideNav';

/** Example addresses, as the site passes them (test data: ui itself knows no site address). */
export const sideNavLinks: SideNavLinks = {
  feed: '/all/other',
  latest: '/p/all',
  topShare: '/topshare',
  creators: '/creator',
  youtube: '/all/youtube',
  tiktok: '/all/tiktok',
  facebook: '/p/all?facebook=1',
  twitter: '/p/all?twitter=1',
  otherSocial: '/p/all?photo=1&link=1&text=1',
  coin: '/coin',
  wallet: '/coin/wallet',
  search: '/search',
};

const badge = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${fill}"/><path d="M7 12l3 3 7-7" stroke="#fff" stroke-width="2.5" fill="none"/></svg>`)}`;

/** A member with two badges and round figures, deterministic for stories and tests. */
export const sideNavArgs: Omit<SideNavProps, 'onNightChange' | 'onLogout'> = {
  member: {
    name: 'สมใจ ใจบุญ',
    badges: [
      { id: 1, name: 'ผู้แชร์ 100 คลิก', src: badge('#D99B2B') },
      { id: 2, name: 'ผู้ส่งต่อแสงรุ่นแรก', src: badge('#2F6B35') },
    ],
  },
  clicks: 12345,
  shares: 321,
  posts: 48,
  links: sideNavLinks,
  categories: [
    { id: 1, name: 'ธรรมะ', href: '/all/cat/1' },
    { id: 2, name: 'ทำบุญ', href: '/all/cat/2' },
    { id: 3, name: 'กิจกรรม', href: '/all/cat/3' },
  ],
  currentPath: '/all/other',
  manualHref: 'https://manual.example.org/',
  night: false,
};
