export type { StaffNavProps, StaffSection } from './StaffNav';
export { StaffNav, staffSections } from './StaffNav';
