export type { BottomNavProps } from './BottomNav';
export { BottomNav } from './BottomNav';
