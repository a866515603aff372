import { type ReactNode, useId, useState } from 'react';
import * as th from '../../i18n/th';
import {
  CategoryIcon,
  ChartIcon,
  ChevronDownIcon,
  FacebookMark,
  GiftIcon,
  HomeIcon,
  ImageIcon,
  LatestIcon,
  SearchIcon,
  SocialIcon,
  TikTokMark,
  UsersIcon,
  WalletIcon,
  XTwitterMark,
  YouTubeMark,
} from '../../icons';
import { useRouterAnchor } from '../Link';
import { SideNavButton, SideNavGroupList, SideNavIcon, SideNavItem } from './SideNav.styles';
import type { SideNavContentProps, SideNavLinks } from './SideNav.types';

interface NavEntry {
  href: string;
  label: string;
  icon: ReactNode;
}

function NavLink({ href, label, icon, currentPath }: NavEntry & { currentPath: string }) {
  const Anchor = useRouterAnchor(href, false) ?? 'a';
  const current = href === currentPath;
  return (
    <li>
      <SideNavItem
        as={Anchor}
        href={href}
        aria-current={current ? 'page' : undefined}
        data-state={current ? 'active' : 'inactive'}
      >
        <SideNavIcon aria-hidden="true">{icon}</SideNavIcon>
        <span>{label}</span>
      </SideNavItem>
    </li>
  );
}

function NavGroup({
  label,
  icon,
  entries,
  currentPath,
}: {
  label: string;
  icon: ReactNode;
  entries: NavEntry[];
  currentPath: string;
}) {
  const [open, setOpen] = useState(() => entries.some((e) => e.href === currentPath));
  const listId = useId();
  return (
    <li data-part="Group">
      <SideNavButton
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        <SideNavIcon aria-hidden="true">{icon}</SideNavIcon>
        <span>{label}</span>
        <SideNavIcon aria-hidden="true" data-part="Chevron">
          <ChevronDownIcon />
        </SideNavIcon>
      </SideNavButton>
      <SideNavGroupList id={listId} hidden={!open}>
        {entries.map((e) => (
          <NavLink key={e.href} {...e} currentPath={currentPath} />
        ))}
      </SideNavGroupList>
    </li>
  );
}

/** The menu's entries in the product's order: the app's addresses, the menu's labels and icons. */
function entriesOf(links: SideNavLinks) {
  return {
    main: [
      { href: links.feed, label: th.nav.feed, icon: <HomeIcon /> },
      { href: links.latest, label: th.nav.latest, icon: <LatestIcon /> },
      { href: links.topShare, label: th.nav.topShare, icon: <ChartIcon /> },
      { href: links.creators, label: th.nav.creators, icon: <UsersIcon /> },
    ],
    social: [
      { href: links.youtube, label: th.nav.socialYouTube, icon: <YouTubeMark mono /> },
      { href: links.tiktok, label: th.nav.socialTikTok, icon: <TikTokMark mono /> },
      { href: links.facebook, label: th.nav.socialFacebook, icon: <FacebookMark mono /> },
      { href: links.twitter, label: th.nav.socialTwitter, icon: <XTwitterMark mono /> },
      { href: links.otherSocial, label: th.nav.socialOther, icon: <ImageIcon /> },
    ],
    shop: [
      { href: links.coin, label: th.nav.coin, icon: <GiftIcon /> },
      { href: links.wallet, label: th.nav.wallet, icon: <WalletIcon /> },
      { href: links.search, label: th.nav.search, icon: <SearchIcon /> },
    ],
  } satisfies Record<string, NavEntry[]>;
}

/**
 * The menu's links (internal part of SideNav), as items of its list: the main links, the
 * collapsible Categories and Social groups (a group starts open when it holds the current link),
 * then the shop's links.
 */
export function SideNavMenuLinks({
  links,
  categories,
  currentPath,
}: Pick<SideNavContentProps, 'links' | 'categories' | 'currentPath'>) {
  const { main, social, shop } = entriesOf(links);
  const categoryLinks = categories.map((c) => ({ href: c.href, label: c.name, icon: null }));
  return (
    <>
      {main.map((e) => (
        <NavLink key={e.href} {...e} currentPath={currentPath} />
      ))}
      <NavGroup
        label={th.nav.categories}
        icon={<CategoryIcon />}
        entries={categoryLinks}
        currentPath={currentPath}
      />
      <NavGroup label={th.nav.social} icon={<SocialIcon />} entries={social} currentPath={currentPath} />
      {shop.map((e) => (
        <NavLink key={e.href} {...e} currentPath={currentPath} />
      ))}
    </>
  );
}
