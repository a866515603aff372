import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as th from '../../i18n/th';
import { ChartIcon, HomeIcon, MenuIcon, UserIcon, UsersIcon } from '../../icons';
import { useRouterAnchor } from '../Link';
import {
  BottomNavIcon,
  BottomNavItem,
  BottomNavLabel,
  BottomNavList,
  BottomNavRoot,
} from './BottomNav.styles';

/** Where the bar's four links go, given by the app (ui knows no site address). */
export interface BottomNavLinks {
  /** The feed. */
  home: string;
  /** The share statistics. */
  topShare: string;
  /** The member's own profile. */
  profile: string;
  /** The members directory (the online light-bearers). */
  creators: string;
}

export interface BottomNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** Where the four links go (the app's addresses). */
  links: BottomNavLinks;
  /** The current path: the matching item gets `aria-current="page"`. */
  currentPath: string;
  /** Called by the last item: opens the side menu (SideNav's drawer). */
  onMenuOpen: () => void;
  /** Whether the side menu is open: the menu item's `aria-expanded`. */
  menuOpen?: boolean;
  /** id of the side menu (`aria-controls`). */
  menuId?: string;
}

function Item({
  href,
  label,
  icon,
  currentPath,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  currentPath: string;
}) {
  const Anchor = useRouterAnchor(href, false) ?? 'a';
  const current = href === currentPath;
  return (
    <li>
      <BottomNavItem
        as={Anchor}
        href={href}
        aria-current={current ? 'page' : undefined}
        data-state={current ? 'active' : 'inactive'}
      >
        <BottomNavIcon aria-hidden="true">{icon}</BottomNavIcon>
        <BottomNavLabel>{label}</BottomNavLabel>
      </BottomNavItem>
    </li>
  );
}

/**
 * The phone bottom bar (product §2): feed, statistics, own profile, the members directory, and the
 * side menu. Fixed to the bottom of the viewport below the desktop breakpoint; hidden from it on,
 * where the side panel shows.
 */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav(
  { links, currentPath, onMenuOpen, menuOpen = false, menuId, ...rest },
  ref,
) {
  return (
    <BottomNavRoot ref={ref} aria-label={th.nav.bottomLabel} data-component="BottomNav" {...rest}>
      <BottomNavList>
        <Item href={links.home} label={th.nav.home} icon={<HomeIcon />} currentPath={currentPath} />
        <Item
          href={links.topShare}
          label={th.nav.topShareShort}
          icon={<ChartIcon />}
          currentPath={currentPath}
        />
        <Item href={links.profile} label={th.nav.profile} icon={<UserIcon />} currentPath={currentPath} />
        <Item
          href={links.creators}
          label={th.nav.creatorsShort}
          icon={<UsersIcon />}
          currentPath={currentPath}
        />
        <li>
          <BottomNavItem
            as="button"
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onMenuOpen}
            data-state="inactive"
            data-part="MenuButton"
          >
            <BottomNavIcon aria-hidden="true">
              <MenuIcon />
            </BottomNavIcon>
            <BottomNavLabel>{th.nav.menu}</BottomNavLabel>
          </BottomNavItem>
        </li>
      </BottomNavList>
    </BottomNavRoot>
  );
});
