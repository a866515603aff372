export type { BottomNavLinks, BottomNavProps } from './BottomNav';
export { BottomNav } from './BottomNav';
