export type { AppHeaderLinks, AppHeaderLogo, AppHeaderMember, AppHeaderProps } from './AppHeader';
export { AppHeader, appHeaderLogos } from './AppHeader';
export type { AppHeaderAccountMenuLinks, AppHeaderAccountMenuProps } from './AppHeaderAccountMenu';
export { AppHeaderAccountMenu } from './AppHeaderAccountMenu';
