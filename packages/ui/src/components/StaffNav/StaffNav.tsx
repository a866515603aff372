import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId, useState } from 'react';
import * as th from '../../i18n/th';
import {
  BasketIcon,
  CategoryIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  EyeIcon,
  GiftIcon,
  LatestIcon,
  ManualIcon,
  MedalIcon,
  MenuIcon,
  UserIcon,
  UsersIcon,
} from '../../icons';
import { Badge } from '../Badge';
import { useRouterAnchor } from '../Link';
import {
  StaffNavHidden,
  StaffNavItem,
  StaffNavList,
  StaffNavRoot,
  StaffNavSeparator,
  StaffNavToggle,
  StaffNavToggleLabel,
} from './StaffNav.styles';

/** The back office's sections, in the order the menu lists them. */
export const staffSections = [
  'notices',
  'categories',
  'souvenirs',
  'orders',
  'badges',
  'organisations',
  'members',
  'moderation',
  'audit',
] as const;
export type StaffSection = (typeof staffSections)[number];

const icons: Record<StaffSection, ReactNode> = {
  notices: <LatestIcon />,
  categories: <CategoryIcon />,
  souvenirs: <GiftIcon />,
  orders: <BasketIcon />,
  badges: <MedalIcon />,
  organisations: <UsersIcon />,
  members: <UserIcon />,
  moderation: <EyeIcon />,
  audit: <ManualIcon />,
};

export interface StaffNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** Each section's address (`/staff/notices`); only sections given a link show — the app leaves out what the role may not open. */
  links: Partial<Record<StaffSection, string>>;
  /** The section on screen: its link gets `aria-current="page"`, the phone button names it. */
  current?: StaffSection;
  /** Items waiting per section, already formatted ('12', '99+'): orders to pack, posts to review. */
  counts?: Partial<Record<StaffSection, string>>;
  /** The members' site (the feed), listed last. */
  siteHref?: string;
  /** The navigation's name (default 'เมนูหลังบ้าน'). */
  label?: string;
}

function NavLink({
  href,
  label,
  icon,
  current,
  count,
  onNavigate,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  count?: string | undefined;
  onNavigate: () => void;
}) {
  const Anchor = useRouterAnchor(href, false) ?? 'a';
  return (
    <li>
      <StaffNavItem
        as={Anchor}
        href={href}
        aria-current={current ? 'page' : undefined}
        data-part="Item"
        data-state={current ? 'active' : 'inactive'}
        onClick={onNavigate}
      >
        {icon}
        <span data-part="Label">{label}</span>
        {count ? (
          <>
            <Badge tone="accent" variant="solid" size="sm" aria-hidden="true" data-part="Count">
              {count}
            </Badge>
            <StaffNavHidden>{` ${th.staffNav.waiting(count)}`}</StaffNavHidden>
          </>
        ) : null}
      </StaffNavItem>
    </li>
  );
}

/**
 * The back office's section menu: notices, categories, souvenirs, orders, badges, organisations,
 * members, moderation, the audit log. On desktop a side list; on phones and tablets one button
 * that names the current section and opens the list in place. Links arrive as props (ui knows no
 * address) and render through the app's router link.
 */
export const StaffNav = forwardRef<HTMLElement, StaffNavProps>(function StaffNav(
  { links, current, counts = {}, siteHref, label = th.staffNav.label, ...rest },
  ref,
) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = () => setOpen(false);
  const shown = staffSections.filter((section) => links[section] !== undefined);
  return (
    <StaffNavRoot
      ref={ref}
      aria-label={label}
      data-component="StaffNav"
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      <StaffNavToggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-part="Toggle"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
        <StaffNavToggleLabel>{label}</StaffNavToggleLabel>
        <span data-part="Current">{current ? th.staffNav.sections[current] : null}</span>
        <ChevronDownIcon data-part="Chevron" />
      </StaffNavToggle>
      <StaffNavList id={listId} data-part="List">
        {shown.map((section) => (
          <NavLink
            key={section}
            href={links[section] as string}
            label={th.staffNav.sections[section]}
            icon={icons[section]}
            current={section === current}
            count={counts[section]}
            onNavigate={close}
          />
        ))}
        {siteHref ? (
          <>
            <StaffNavSeparator aria-hidden="true" />
            <NavLink
              href={siteHref}
              label={th.staffNav.site}
              icon={<ChevronLeftIcon />}
              current={false}
              onNavigate={close}
            />
          </>
        ) : null}
      </StaffNavList>
    </StaffNavRoot>
  );
});
