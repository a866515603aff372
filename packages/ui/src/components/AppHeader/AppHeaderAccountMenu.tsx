import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { LogoutIcon, SparklesIcon, UserIcon, WalletIcon } from '../../icons';
import { Avatar } from '../Avatar';
import { useRouterAnchor } from '../Link';
import { Menu } from '../Menu';
import type { AppHeaderMember } from './AppHeader';
import { AppHeaderAvatarButton, AppHeaderHidden } from './AppHeader.styles';

/** Where the avatar menu's links go besides the member's page, given by the app. */
export interface AppHeaderAccountMenuLinks {
  /** The points wallet. */
  wallet: string;
  /** The sharer application. */
  sharer: string;
}

export interface AppHeaderAccountMenuProps {
  /** The signed-in member: the avatar, the button's name, the menu's heading and first item. */
  member: AppHeaderMember;
  /** Called by 'ออกจากระบบ'. */
  onLogout?: () => void;
  /** Where the wallet and sharer-application items go (the app's addresses). */
  links: AppHeaderAccountMenuLinks;
}

/**
 * The header's avatar menu (my page, wallet, sharer application, log out), placed in
 * `AppHeader`'s `accountMenu` slot. A module of its own, not a part of `AppHeader`: it carries the
 * Radix dropdown, which a visitor's header never needs, so the app loads it with the member's
 * chrome and the header stays light on every first screen (ADR 024).
 */
export const AppHeaderAccountMenu = forwardRef<HTMLButtonElement, AppHeaderAccountMenuProps>(
  function AppHeaderAccountMenu({ member, onLogout, links }, ref) {
    const ProfileAnchor = useRouterAnchor(member.profileHref, false) ?? 'a';
    const WalletAnchor = useRouterAnchor(links.wallet, false) ?? 'a';
    const SharerAnchor = useRouterAnchor(links.sharer, false) ?? 'a';
    return (
      <Menu>
        <Menu.Trigger>
          <AppHeaderAvatarButton ref={ref} type="button" data-part="AvatarButton">
            <Avatar name={member.name} src={member.avatarSrc} size="sm" decorative />
            <AppHeaderHidden>{`${th.header.account} ${member.name}`}</AppHeaderHidden>
          </AppHeaderAvatarButton>
        </Menu.Trigger>
        <Menu.Label>{member.name}</Menu.Label>
        <Menu.Item asChild icon={<UserIcon />}>
          <ProfileAnchor href={member.profileHref}>{th.header.myPage}</ProfileAnchor>
        </Menu.Item>
        <Menu.Item asChild icon={<WalletIcon />}>
          <WalletAnchor href={links.wallet}>{th.header.wallet}</WalletAnchor>
        </Menu.Item>
        <Menu.Item asChild icon={<SparklesIcon />}>
          <SharerAnchor href={links.sharer}>{th.header.sharer}</SharerAnchor>
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<LogoutIcon />} onSelect={onLogout}>
          {th.header.logout}
        </Menu.Item>
      </Menu>
    );
  },
);
