export type { AppHeaderMember, AppHeaderProps } from './AppHeader';
export { AppHeader } from './AppHeader';
export type { AppHeaderAccountMenuProps } from './AppHeaderAccountMenu';
export { AppHeaderAccountMenu } from './AppHeaderAccountMenu';
