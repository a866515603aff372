import type { TabsItem } from './Tabs';

/** The profile tabs of member 12, as the site builds them from its routes. */
export const profileTabs: TabsItem[] = [
  { value: 'other', label: 'โพสต์ทั้งหมด', href: '/u12/other', count: '128' },
  { value: 'youtube', label: 'YouTube', href: '/u12/youtube', count: '24' },
  { value: 'tiktok', label: 'TikTok', href: '/u12/tiktok', count: '9' },
  { value: 'share', label: 'สถิติการแชร์', href: '/u12/share' },
];
