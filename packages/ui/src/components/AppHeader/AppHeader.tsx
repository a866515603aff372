import { formatCount } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { BasketIcon, LoginIcon, MenuIcon, PlusIcon, SearchIcon } from '../../icons';
import { Logo } from '../../internal/Logo';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useRouterAnchor } from '../Link';
import {
  AppHeaderActions,
  AppHeaderBadge,
  AppHeaderHidden,
  AppHeaderHome,
  AppHeaderIconLink,
  AppHeaderRoot,
  AppHeaderStart,
} from './AppHeader.styles';

export interface AppHeaderMember {
  /** Display name: names the avatar menu (`AppHeaderAccountMenu`) and its heading. */
  name: string;
  /** Profile picture URL; initials show without one. */
  avatarSrc?: string | null;
  /** The member's own page (the app's address): the avatar menu's first item. */
  profileHref: string;
}

/**
 * Where the header shows its logo: `always`, or `below-desktop` when the app's side panel — which
 * has the logo at its top — is docked beside the header from the desktop breakpoint on, so the
 * logo shows once.
 */
export const appHeaderLogos = ['always', 'below-desktop'] as const;
export type AppHeaderLogo = (typeof appHeaderLogos)[number];

/** Where the header's links go, given by the app (ui knows no site address). */
export interface AppHeaderLinks {
  /** Where the logo goes (the landing page signed out, the feed signed in). */
  home: string;
  /** The member search page. */
  search: string;
  /** The souvenir basket. */
  basket: string;
}

export interface AppHeaderProps extends ComponentPropsWithoutRef<'header'> {
  /** Where the logo, search and basket links go (the app's addresses). */
  links: AppHeaderLinks;
  /** The signed-in member; absent when signed out (then only the logo and a login button show). */
  member?: AppHeaderMember;
  /** `below-desktop` while the side panel (with its own logo) is shown beside the header. */
  logo?: AppHeaderLogo;
  /** Whether the side menu is open: the toggle's `aria-expanded`. */
  menuOpen?: boolean;
  /** Called by the menu toggle (shown for members only). */
  onMenuToggle?: () => void;
  /** id of the side menu the toggle controls (`aria-controls`). */
  menuId?: string;
  /** Called by the create-post button. */
  onCreatePost?: () => void;
  /** Items in the souvenir basket; the badge hides at 0 and shows thousands separators. */
  basketCount?: number;
  /**
   * The notification bell, a `NotificationBell` the app wires to its polling. A slot rather than
   * props: the bell owns its own data and state (ADR 016's exception for a ready-made part).
   */
  bell?: ReactNode;
  /**
   * The avatar menu, an `AppHeaderAccountMenu` for `member`, placed after the bell. A slot for the
   * same reason as the bell (a ready-made part) and for the first screen: the menu carries the Radix
   * dropdown, which the header itself does not import, so a visitor's header never loads it (ADR 024).
   */
  accountMenu?: ReactNode;
  /** Called by the login button when signed out (the app opens the login dialog). */
  onLogin?: () => void;
}

/**
 * The site header: logo home link, and for a member the side-menu toggle, search, create-post,
 * basket with its count, the notification bell and the avatar menu (the `accountMenu` slot: my page,
 * wallet, sharer application, log out). Signed out, a login button replaces the member controls.
 */
export const AppHeader = forwardRef<HTMLElement, AppHeaderProps>(function AppHeader(
  {
    member,
    menuOpen = false,
    onMenuToggle,
    menuId,
    onCreatePost,
    basketCount = 0,
    bell,
    accountMenu,
    onLogin,
    links,
    logo = 'always',
    ...rest
  },
  ref,
) {
  const HomeAnchor = useRouterAnchor(links.home, false) ?? 'a';
  const SearchAnchor = useRouterAnchor(links.search, false) ?? 'a';
  const BasketAnchor = useRouterAnchor(links.basket, false) ?? 'a';
  const basket = basketCount > 0 ? formatCount(basketCount) : undefined;

  return (
    <AppHeaderRoot
      ref={ref}
      data-component="AppHeader"
      data-state={member ? 'member' : 'visitor'}
      data-logo={logo}
      {...rest}
    >
      <AppHeaderStart>
        {member ? (
          <IconButton
            label={th.header.menu}
            icon={<MenuIcon />}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onMenuToggle}
            data-part="MenuToggle"
          />
        ) : null}
        <AppHeaderHome as={HomeAnchor} href={links.home} data-part="Home">
          <Logo wordmark="phone-hidden" />
          <AppHeaderHidden>{` ${th.header.home}`}</AppHeaderHidden>
        </AppHeaderHome>
      </AppHeaderStart>
      <AppHeaderActions>
        {member ? (
          <>
            <AppHeaderIconLink as={SearchAnchor} href={links.search} data-part="Search">
              <span data-part="Icon" aria-hidden="true">
                <SearchIcon />
              </span>
              <AppHeaderHidden>{th.header.search}</AppHeaderHidden>
            </AppHeaderIconLink>
            <IconButton
              label={th.header.createPost}
              icon={<PlusIcon />}
              onClick={onCreatePost}
              data-part="CreatePost"
            />
            <AppHeaderIconLink as={BasketAnchor} href={links.basket} data-part="Basket">
              <span data-part="Icon" aria-hidden="true">
                <BasketIcon />
              </span>
              <AppHeaderHidden>{th.header.basket}</AppHeaderHidden>
              {basket ? (
                <>
                  <AppHeaderBadge aria-hidden="true" data-part="Badge">
                    {basket}
                  </AppHeaderBadge>
                  <AppHeaderHidden>{` ${th.header.basketCount(basket)}`}</AppHeaderHidden>
                </>
              ) : null}
            </AppHeaderIconLink>
            {bell}
            {accountMenu}
          </>
        ) : (
          <Button leadingIcon={<LoginIcon />} onClick={onLogin} data-part="Login">
            {th.header.login}
          </Button>
        )}
      </AppHeaderActions>
    </AppHeaderRoot>
  );
});
