import type { SideNavProps } from './SideNav';

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
  categories: [
    { id: 1, name: 'ธรรมะ' },
    { id: 2, name: 'ทำบุญ' },
    { id: 3, name: 'กิจกรรม' },
  ],
  currentPath: '/all/other',
  manualHref: 'https://manual.example.org/',
  night: false,
};
