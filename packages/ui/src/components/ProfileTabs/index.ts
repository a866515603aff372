export type { ProfileTabsProps } from './ProfileTabs';
export { ProfileTabs, profileTabOrder } from './ProfileTabs';
