export type { SideNavBadge, SideNavCategory, SideNavMember, SideNavProps } from './SideNav';
export { SideNav } from './SideNav';
