export type { SideNavBadge, SideNavCategory, SideNavLinks, SideNavMember, SideNavProps } from './SideNav';
export { SideNav } from './SideNav';
