import { formatCount } from '@lightbearers/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useId, useState } from 'react';
import * as th from '../../i18n/th';
import {
  CategoryIcon,
  ChartIcon,
  ChevronDownIcon,
  CloseIcon,
  ExternalIcon,
  FacebookMark,
  GiftIcon,
  HomeIcon,
  ImageIcon,
  LatestIcon,
  LogoutIcon,
  ManualIcon,
  MoonIcon,
  SearchIcon,
  SocialIcon,
  TikTokMark,
  UsersIcon,
  WalletIcon,
  XTwitterMark,
  YouTubeMark,
} from '../../icons';
import { Logo } from '../../internal/Logo';
import { useModalState } from '../../internal/modalState';
import { useReturnFocus } from '../../internal/returnFocus';
import { mq } from '../../tokens';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { useRouterAnchor } from '../Link';
import {
  SideNavBadges,
  SideNavButton,
  SideNavDrawer,
  SideNavDrawerClose,
  SideNavGroupList,
  SideNavHidden,
  SideNavIcon,
  SideNavItem,
  SideNavList,
  SideNavMemberBlock,
  SideNavMemberName,
  SideNavOverlay,
  SideNavPanel,
  SideNavStats,
  SideNavSwitch,
} from './SideNav.styles';

export interface SideNavBadge {
  /** Badge id (React key). */
  id: string | number;
  /** Its name: the image's alternative text ('ผู้แชร์ 100 คลิก'). */
  name: string;
  /** Small badge image URL. */
  src: string;
}

export interface SideNavMember {
  /** Display name. */
  name: string;
  /** Profile picture URL; initials show without one. */
  avatarSrc?: string | null;
  /** Badges the member holds, shown as small images. */
  badges?: readonly SideNavBadge[];
}

export interface SideNavCategory {
  /** Category id: the link goes to `/all/cat/{id}`. */
  id: string | number;
  /** Category name as shown. */
  name: string;
}

export interface SideNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The signed-in member (the side menu shows only when signed in). */
  member: SideNavMember;
  /** Clicks on the member's shared links: a number (formatted with separators) or a formatted string. */
  clicks: number | string;
  /** Shares. */
  shares: number | string;
  /** Posts. */
  posts: number | string;
  /** Categories for the collapsible Categories group. */
  categories: readonly SideNavCategory[];
  /** The current path with its query ('/p/all?facebook=1'): that link gets `aria-current="page"`. */
  currentPath: string;
  /** The user manual (a separate site): opens in a new tab; no link without it. */
  manualHref?: string | undefined;
  /** Night mode on. */
  night: boolean;
  /** Called with the new night-mode value. */
  onNightChange: (night: boolean) => void;
  /** Called by Logout. */
  onLogout: () => void;
  /** Phones and tablets: the drawer is open (controlled). Desktop always shows the panel. */
  open?: boolean;
  /** Initial drawer state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (Escape, backdrop, close button, a link tapped, desktop width). */
  onOpenChange?: (open: boolean) => void;
}

interface NavEntry {
  href: string;
  label: string;
  icon: ReactNode;
}

const mainLinks: NavEntry[] = [
  { href: '/all/other', label: th.nav.feed, icon: <HomeIcon /> },
  { href: '/p/all', label: th.nav.latest, icon: <LatestIcon /> },
  { href: '/topshare', label: th.nav.topShare, icon: <ChartIcon /> },
  { href: '/creator', label: th.nav.creators, icon: <UsersIcon /> },
];

const socialLinks: NavEntry[] = [
  { href: '/all/youtube', label: th.nav.socialYouTube, icon: <YouTubeMark mono /> },
  { href: '/all/tiktok', label: th.nav.socialTikTok, icon: <TikTokMark mono /> },
  { href: '/p/all?facebook=1', label: th.nav.socialFacebook, icon: <FacebookMark mono /> },
  { href: '/p/all?twitter=1', label: th.nav.socialTwitter, icon: <XTwitterMark mono /> },
  { href: '/p/all?photo=1&link=1&text=1', label: th.nav.socialOther, icon: <ImageIcon /> },
];

const shopLinks: NavEntry[] = [
  { href: '/coin', label: th.nav.coin, icon: <GiftIcon /> },
  { href: '/coin/wallet', label: th.nav.wallet, icon: <WalletIcon /> },
  { href: '/search', label: th.nav.search, icon: <SearchIcon /> },
];

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

/** The props the menu's content reads (the panel and the drawer show the same content). */
type ContentProps = Omit<
  SideNavProps,
  'open' | 'defaultOpen' | 'onOpenChange' | keyof ComponentPropsWithoutRef<'nav'>
>;

/** The names of `ContentProps` at run time: the compiler holds the list to exactly those keys. */
const contentKeys = Object.keys({
  member: true,
  clicks: true,
  shares: true,
  posts: true,
  categories: true,
  currentPath: true,
  manualHref: true,
  night: true,
  onNightChange: true,
  onLogout: true,
} satisfies Record<keyof ContentProps, true>) as (keyof ContentProps)[];

/** Splits the content props from the rest (the `nav` element's own attributes). */
function splitContent<T extends ContentProps>(props: T): [ContentProps, Omit<T, keyof ContentProps>] {
  const rest: Record<string, unknown> = { ...props };
  const content: Record<string, unknown> = {};
  for (const key of contentKeys) {
    content[key] = props[key];
    delete rest[key];
  }
  return [content as unknown as ContentProps, rest as Omit<T, keyof ContentProps>];
}

function SideNavContent({
  member,
  clicks,
  shares,
  posts,
  categories,
  currentPath,
  manualHref,
  night,
  onNightChange,
  onLogout,
}: ContentProps) {
  const show = (value: number | string) => (typeof value === 'number' ? formatCount(value) : value);
  const categoryLinks = categories.map((c) => ({ href: `/all/cat/${c.id}`, label: c.name, icon: null }));
  return (
    <>
      <Logo />
      <SideNavMemberBlock data-part="Member">
        <Avatar name={member.name} src={member.avatarSrc} size="lg" decorative />
        <SideNavMemberName>{member.name}</SideNavMemberName>
        {member.badges?.length ? (
          <SideNavBadges aria-label={th.nav.badges} data-part="Badges">
            {member.badges.map((b) => (
              <li key={b.id}>
                <img src={b.src} alt={b.name} title={b.name} width={24} height={24} decoding="async" />
              </li>
            ))}
          </SideNavBadges>
        ) : null}
        <SideNavStats aria-label={th.nav.stats} data-part="Stats">
          <div>
            <dt>{th.nav.clicks}</dt>
            <dd>{show(clicks)}</dd>
          </div>
          <div>
            <dt>{th.nav.shares}</dt>
            <dd>{show(shares)}</dd>
          </div>
          <div>
            <dt>{th.nav.posts}</dt>
            <dd>{show(posts)}</dd>
          </div>
        </SideNavStats>
      </SideNavMemberBlock>
      <SideNavList>
        {mainLinks.map((e) => (
          <NavLink key={e.href} {...e} currentPath={currentPath} />
        ))}
        <NavGroup
          label={th.nav.categories}
          icon={<CategoryIcon />}
          entries={categoryLinks}
          currentPath={currentPath}
        />
        <NavGroup
          label={th.nav.social}
          icon={<SocialIcon />}
          entries={socialLinks}
          currentPath={currentPath}
        />
        {shopLinks.map((e) => (
          <NavLink key={e.href} {...e} currentPath={currentPath} />
        ))}
        {manualHref ? (
          <li>
            <SideNavItem
              href={manualHref}
              target="_blank"
              rel="noopener noreferrer"
              data-state="inactive"
              data-part="Manual"
            >
              <SideNavIcon aria-hidden="true">
                <ManualIcon />
              </SideNavIcon>
              <span>{th.nav.manual}</span>
              <SideNavIcon aria-hidden="true" data-part="ExternalIcon">
                <ExternalIcon size="sm" />
              </SideNavIcon>
              <SideNavHidden>{` ${th.link.newTab}`}</SideNavHidden>
            </SideNavItem>
          </li>
        ) : null}
        <li>
          <SideNavButton
            type="button"
            role="switch"
            aria-checked={night}
            onClick={() => onNightChange(!night)}
            data-part="NightToggle"
          >
            <SideNavIcon aria-hidden="true">
              <MoonIcon />
            </SideNavIcon>
            <span>{th.nav.night}</span>
            <SideNavSwitch aria-hidden="true" data-state={night ? 'on' : 'off'} />
          </SideNavButton>
        </li>
        <li>
          <SideNavButton type="button" onClick={onLogout} data-part="Logout">
            <SideNavIcon aria-hidden="true">
              <LogoutIcon />
            </SideNavIcon>
            <span>{th.nav.logout}</span>
          </SideNavButton>
        </li>
      </SideNavList>
    </>
  );
}

/**
 * The signed-in side menu (product §2 "Sidebar"): logo, the member with badges and Clicks/Share/Posts,
 * the product's links in order with collapsible Categories and Social, the manual, night mode and
 * Logout. A sticky full-height panel from the desktop breakpoint; below it, a drawer from the left
 * (Radix dialog: focus trapped, Escape closes) opened by the app with `open`.
 */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  { open, defaultOpen, onOpenChange, ...props },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  // Opened by the app (the header's menu toggle, the bottom bar): focus goes back to that control.
  const focusRule = useReturnFocus();
  const [contentProps, rest] = splitContent(props);
  const content = <SideNavContent {...contentProps} />;

  // The drawer belongs to narrow screens: widening to desktop while it is open closes it (the
  // panel takes over), so focus is never trapped in something hidden.
  useEffect(() => {
    if (!isOpen || typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(mq.desktop);
    const close = () => {
      if (query.matches) setOpen(false);
    };
    close();
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  });

  return (
    <>
      <SideNavPanel
        ref={ref}
        aria-label={th.nav.label}
        data-component="SideNav"
        data-variant="panel"
        {...rest}
      >
        {content}
      </SideNavPanel>
      <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay asChild>
            <SideNavOverlay data-component="SideNav" data-part="Overlay" />
          </RadixDialog.Overlay>
          <RadixDialog.Content asChild aria-describedby={undefined} {...focusRule}>
            <SideNavDrawer
              data-component="SideNav"
              data-variant="drawer"
              onClick={(event) => {
                if ((event.target as Element).closest('a')) setOpen(false);
              }}
            >
              <RadixDialog.Title asChild>
                <SideNavHidden as="h2">{th.nav.drawerTitle}</SideNavHidden>
              </RadixDialog.Title>
              <SideNavDrawerClose>
                <RadixDialog.Close asChild>
                  <IconButton label={th.common.close} icon={<CloseIcon />} data-part="CloseButton" />
                </RadixDialog.Close>
              </SideNavDrawerClose>
              <nav aria-label={th.nav.label}>{content}</nav>
            </SideNavDrawer>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
});
