export type { AppHeaderLinks, AppHeaderMember, AppHeaderProps } from './AppHeader';
export { AppHeader } from './AppHeader';
export type { AppHeaderAccountMenuLinks, AppHeaderAccountMenuProps } from './AppHeaderAccountMenu';
export { AppHeaderAccountMenu } from './AppHeaderAccountMenu';
