import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { LogoutIcon, SparklesIcon, UserIcon, WalletIcon } from '../../icons';
import { Avatar } from '../Avatar';
import { useRouterAnchor } from '../Link';
import { Menu } from '../Menu';
import type { AppHeaderMember } from './AppHeader';
import { AppHeaderAvatarButton, AppHeaderHidden } from './AppHeader.styles';

export interface AppHeaderAccountMenuProps {
  /** The signed-in member: the avatar, the button's name, the menu's heading and first item. */
  member: AppHeaderMember;
  /** Called by 'ออกจากระบบ'. */
  onLogout?: () => void;
  /** The points wallet. */
  walletHref?: string;
  /** The sharer application. */
  sharerHref?: string;
}

/**
 * The header's avatar menu (my page, wallet, sharer application, log out), placed in
 * `AppHeader`'s `accountMenu` slot. A module of its own, not a part of `AppHeader`: it carries the
 * Radix dropdown, which a visitor's header never needs, so the app loads it with the member's
 * chrome and the header stays light on every first screen (ADR 024).
 */
export const AppHeaderAccountMenu = forwardRef<HTMLButtonElement, AppHeaderAccountMenuProps>(
  function AppHeaderAccountMenu(
    { member, onLogout, walletHref = '/coin/wallet', sharerHref = '/sharer' },
    ref,
  ) {
    const ProfileAnchor = useRouterAnchor(member.profileHref, false) ?? 'a';
    const WalletAnchor = useRouterAnchor(walletHref, false) ?? 'a';
    const SharerAnchor = useRouterAnchor(sharerHref, false) ?? 'a';
    return (
      <Menu
        trigger={
          <AppHeaderAvatarButton ref={ref} type="button" data-part="AvatarButton">
            <Avatar name={member.name} src={member.avatarSrc} size="sm" decorative />
            <AppHeaderHidden>{`${th.header.account} ${member.name}`}</AppHeaderHidden>
          </AppHeaderAvatarButton>
        }
      >
        <Menu.Label>{member.name}</Menu.Label>
        <Menu.Item asChild icon={<UserIcon />}>
          <ProfileAnchor href={member.profileHref}>{th.header.myPage}</ProfileAnchor>
        </Menu.Item>
        <Menu.Item asChild icon={<WalletIcon />}>
          <WalletAnchor href={walletHref}>{th.header.wallet}</WalletAnchor>
        </Menu.Item>
        <Menu.Item asChild icon={<SparklesIcon />}>
          <SharerAnchor href={sharerHref}>{th.header.sharer}</SharerAnchor>
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<LogoutIcon />} onSelect={onLogout}>
          {th.header.logout}
        </Menu.Item>
      </Menu>
    );
  },
);
