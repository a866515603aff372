export type { AppHeaderMember, AppHeaderProps } from './AppHeader';
export { AppHeader } from './AppHeader';
