/**
 * One back-office screen's frame (loaded with its view): the staff menu with the sections the
 * member's role may open, an optional link back, the title row with the screen's actions, the
 * lead, the message of the last action, then the screen. Says `data-state="ready"` once it runs
 * in the browser (tests wait for it before tapping).
 */
import type { Role } from '@lightbearers/domain';
import { Alert, Heading, Link, StaffNav, type StaffSection } from '@lightbearers/ui';
import type { ReactNode } from 'react';
import { useHydrated } from '../../router/hydrated';
import type { Flash } from './actions';
import { StaffLead, StaffMain, StaffShell, StaffTitleRow } from './StaffScreen';

const ADMIN_ONLY: readonly StaffSection[] = ['categories', 'souvenirs', 'badges', 'organisations', 'audit'];

const SECTION_PATHS: Record<StaffSection, string> = {
  notices: '/staff/notices',
  categories: '/staff/categories',
  souvenirs: '/staff/souvenirs',
  orders: '/staff/orders',
  badges: '/staff/badges',
  organisations: '/staff/organisations',
  members: '/staff/members',
  moderation: '/staff/moderation',
  audit: '/staff/audit',
};

/** The sections a role may open, with their addresses (staff: notices, orders, members, moderation). */
export function staffLinks(role: Role): Partial<Record<StaffSection, string>> {
  const links: Partial<Record<StaffSection, string>> = {};
  for (const [section, path] of Object.entries(SECTION_PATHS) as [StaffSection, string][])
    if (role === 'admin' || (role === 'staff' && !ADMIN_ONLY.includes(section))) links[section] = path;
  return links;
}

export function StaffFrame({
  role,
  section,
  screen,
  title,
  lead,
  back,
  actions,
  flash,
  counts,
  children,
}: {
  role: Role;
  /** The section on screen (none: the back office's home). */
  section?: StaffSection;
  /** `data-screen` of the page (tests, styles). */
  screen: string;
  title: string;
  lead?: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  flash?: Flash | null;
  counts?: Partial<Record<StaffSection, string>>;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <StaffShell data-screen={screen} data-testid="staff-screen" data-state={hydrated ? 'ready' : 'loading'}>
      <StaffNav links={staffLinks(role)} current={section} counts={counts} siteHref="/all/other" />
      <StaffMain>
        {back ? (
          <Link href={back.href} variant="standalone">
            {back.label}
          </Link>
        ) : null}
        <StaffTitleRow>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {actions}
        </StaffTitleRow>
        {lead ? <StaffLead>{lead}</StaffLead> : null}
        {flash ? (
          <Alert tone={flash.tone} role={flash.tone === 'danger' ? 'alert' : 'status'} data-part="Flash">
            {flash.text}
          </Alert>
        ) : null}
        {children}
      </StaffMain>
    </StaffShell>
  );
}
