import type { BottomNavLinks } from './BottomNav';

/** Example addresses, as the site passes them (test data: ui itself knows no site address). */
export const bottomNavLinks: BottomNavLinks = {
  home: '/all/other',
  topShare: '/topshare',
  profile: '/u1024',
  creators: '/creator',
};
