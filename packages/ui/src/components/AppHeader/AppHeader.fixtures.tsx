import { AppHeader, type AppHeaderLinks, type AppHeaderProps } from './AppHeader';
import { AppHeaderAccountMenu, type AppHeaderAccountMenuLinks } from './AppHeaderAccountMenu';

/** Example addresses, as the site passes them (test data: ui itself knows no site address). */
export const appHeaderLinks: AppHeaderLinks = {
  home: '/all/other',
  search: '/search',
  basket: '/coin/basket',
};

/** The avatar menu's example addresses. */
export const accountMenuLinks: AppHeaderAccountMenuLinks = { wallet: '/coin/wallet', sharer: '/sharer' };

/** A member, as the stories and tests show one. */
export const appHeaderMember = { name: 'สมใจ ใจบุญ', profileHref: '/u1024' };

/** The header's props plus the avatar menu's `onLogout`: the stories fill the `accountMenu` slot. */
export type StoryArgs = AppHeaderProps & { onLogout?: () => void };

/** As the site does: the avatar menu in the slot, for the member shown. */
export const renderWithAccountMenu = ({ onLogout, ...args }: StoryArgs) => (
  <AppHeader
    {...args}
    accountMenu={
      args.member ? (
        <AppHeaderAccountMenu member={args.member} onLogout={onLogout} links={accountMenuLinks} />
      ) : undefined
    }
  />
);
