/**
 * `/staff/…` — the back office (ADR 035, 036), one row of the site's route table: this module is
 * the route's screen and holds the back office's own table of pages. Each page is a module of the
 * screen shape (its `loader`, its title, its component) in a chunk of its own, loaded by this
 * route's loader beside its data through `pages.ts` (why there: its comment); the site's entry
 * carries one row and one lazy import for the whole back office, so no member's first screen grows
 * with it.
 *
 * A member who may not open the page — a visitor, a plain member, staff on an admin page — gets
 * the site's not-found page (`access.ts`; a visitor before any page loads); so does an address the
 * table does not know.
 */
import { Heading, mq, PageColumn, Spinner, vars } from '@lightbearers/ui';
import { type ComponentType, Suspense } from 'react';
import { matchPath, data as routeData, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { type LazyPart, lazyPart } from '../../router/lazyPart';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import type * as StaffPages from './pages';
import { staffTitles } from './titles';

/** Fixed values a page row gives its loader (a form for a new thing, or an existing one). */
export type StaffPreset = { mode?: 'new' };

/** What a page's loader receives: the route's arguments, its own path's parameters and preset. */
export type StaffArgs = ScreenArgs<StaffPreset>;

/** A back-office page module. */
export interface StaffPageModule<Data> {
  /** Reads everything the page shows (checks the member's role first, `staffRead`). */
  loader: (args: StaffArgs) => Promise<Data>;
  /** The title when it depends on the data ('คำสั่งแลก #12'); undefined for the row's own. */
  title?: (data: Data) => string | undefined;
  /** The page, given its loader's data and its title (its h1, the document's title). */
  default: ComponentType<{ data: Data; title: string }>;
}

/** The not-found answer of a back-office address (the route's error element shows the 404 page). */
export const notFound = () => routeData('Not Found', { status: 404 });

// Layout glue of every back-office page (styled only): the staff menu beside the page on
// desktops, above it on phones and tablets. Here, with the pending view that uses it, so the
// pages take it from this module's chunk.

export const StaffShell = styled(PageColumn).attrs<{ 'data-nav'?: 'none' }>((props) => ({
  width: props['data-nav'] === 'none' ? 'desk' : 'office',
  padding: ['5', '4', '10'],
}))`
  @media ${mq.desktop} {
    grid-template-columns: 14rem minmax(0, 1fr);
    align-items: start;
    padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[10]};
  }
  &[data-nav='none'] { grid-template-columns: minmax(0, 1fr); }
`;

export const StaffMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

export const StaffTitleRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const StaffLead = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  line-height: ${vars.lineHeight.body};
`;

/**
 * A panel of a back-office page: the look of ui's `Surface` (a card on the canvas, padding lg;
 * `data-padding="md"` for a tighter one), drawn here because the back office is its only user
 * besides the feed's skeletons — shared, Surface would become a chunk of its own on the feed's
 * first screens (+0.3 kB gzip). Give it `as` (`section`, `article`) and a label.
 */
export const StaffPanel = styled.section`
  display: block;
  min-width: 0;
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
  padding: ${vars.space[7]};
  &[data-padding='md'] { padding: ${vars.space[5]}; }
`;

/**
 * What a back-office page shows while its data and its code load (the route's pending view, and
 * the fallback while the page's chunk arrives): its title and a spinner.
 */
export function StaffPending({ title }: { title: string }) {
  return (
    <StaffShell data-nav="none" data-testid="staff-screen" data-state="loading">
      <StaffMain>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Spinner label={staffTitles.loading} />
      </StaffMain>
    </StaffShell>
  );
}

interface StaffPage {
  path: string;
  /** The document title, and the pending view's, unless the module says better. */
  title: string;
  preset?: StaffPreset;
  // biome-ignore lint/suspicious/noExplicitAny: each page's data type is its own.
  load: (pages: typeof StaffPages) => Promise<StaffPageModule<any>>;
}

/** A page's module, through `pages.ts` (the whole module: its static imports must stay). */
const loadPage = (page: StaffPage) => import('./pages').then(page.load);

/** The back office's pages, first match wins (`new` before `:id`). */
const PAGES: readonly StaffPage[] = [
  { path: '/staff', title: staffTitles.home, load: (p) => p.pages.HomePage() },
  {
    path: '/staff/applications',
    title: staffTitles.applications,
    load: (p) => p.pages.ApplicationReviewPage(),
  },
  { path: '/staff/notices', title: staffTitles.notices, load: (p) => p.pages.NoticesPage() },
  {
    path: '/staff/notices/new',
    title: staffTitles.newNotice,
    preset: { mode: 'new' },
    load: (p) => p.pages.NoticeEditPage(),
  },
  { path: '/staff/notices/:id', title: staffTitles.editNotice, load: (p) => p.pages.NoticeEditPage() },
  { path: '/staff/categories', title: staffTitles.categories, load: (p) => p.pages.CategoriesPage() },
  {
    path: '/staff/categories/new',
    title: staffTitles.newCategory,
    preset: { mode: 'new' },
    load: (p) => p.pages.CategoryEditPage(),
  },
  {
    path: '/staff/categories/:id',
    title: staffTitles.editCategory,
    load: (p) => p.pages.CategoryEditPage(),
  },
  { path: '/staff/souvenirs', title: staffTitles.souvenirs, load: (p) => p.pages.SouvenirsPage() },
  {
    path: '/staff/souvenirs/new',
    title: staffTitles.newSouvenir,
    preset: { mode: 'new' },
    load: (p) => p.pages.SouvenirEditPage(),
  },
  { path: '/staff/souvenirs/:id', title: staffTitles.editSouvenir, load: (p) => p.pages.SouvenirEditPage() },
  { path: '/staff/badges', title: staffTitles.badges, load: (p) => p.pages.BadgesPage() },
  {
    path: '/staff/badges/new',
    title: staffTitles.newBadge,
    preset: { mode: 'new' },
    load: (p) => p.pages.BadgeEditPage(),
  },
  { path: '/staff/badges/:id', title: staffTitles.editBadge, load: (p) => p.pages.BadgeEditPage() },
  {
    path: '/staff/organisations',
    title: staffTitles.organisations,
    load: (p) => p.pages.OrganisationsPage(),
  },
  {
    path: '/staff/organisations/import',
    title: staffTitles.orgImport,
    load: (p) => p.pages.OrgImportPage(),
  },
  { path: '/staff/orders', title: staffTitles.orders, load: (p) => p.pages.OrdersPage() },
  { path: '/staff/orders/packing-list', title: staffTitles.packing, load: (p) => p.pages.PackingListPage() },
  { path: '/staff/orders/:id', title: staffTitles.order, load: (p) => p.pages.OrderPage() },
  { path: '/staff/members', title: staffTitles.members, load: (p) => p.pages.MembersPage() },
  { path: '/staff/members/:id', title: staffTitles.member, load: (p) => p.pages.MemberPage() },
  { path: '/staff/moderation', title: staffTitles.moderation, load: (p) => p.pages.ModerationPage() },
  { path: '/staff/audit', title: staffTitles.audit, load: (p) => p.pages.AuditPage() },
];

const parts = new Map<string, LazyPart<{ data: unknown; title: string }>>();
const partOf = (page: StaffPage) => {
  let part = parts.get(page.path);
  if (!part) {
    // Pages hold form fields (search, filters, forms): inert until hydrated (router/lazyPart.ts).
    part = lazyPart(() => loadPage(page), { fields: true });
    parts.set(page.path, part);
  }
  return part;
};

/** The page of an address, with its path's parameters; null when the back office has none. */
export function findStaffPage(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of PAGES) {
    const match = matchPath({ path: page.path, end: true }, path);
    if (match) return { page, params: match.params };
  }
  return null;
}

export async function loader(args: ScreenArgs) {
  const found = findStaffPage(args.url.pathname);
  // Only signed-in staff may open a page: a visitor gets not-found before any page loads.
  if (!found || !args.session) throw notFound();
  const [module] = await Promise.all([loadPage(found.page), partOf(found.page).preload()]);
  const data: unknown = await module.loader({
    ...args,
    params: found.params,
    preset: found.page.preset ?? {},
  });
  return { path: found.page.path, title: module.title?.(data) ?? found.page.title, data };
}

export function meta({ data }: MetaArgs<Awaited<ReturnType<typeof loader>>, unknown>) {
  return { title: data.title, noindex: true };
}

export function Pending() {
  return <StaffPending title={staffTitles.home} />;
}

export default function StaffScreen() {
  const { path, title, data } = useScreenData<typeof loader>();
  // A new address of the same page (another notice) is a new page: no state carries over.
  const { pathname } = useLocation();
  const page = PAGES.find((p) => p.path === path);
  if (!page) return null;
  const Page = partOf(page).Component;
  return (
    <Suspense fallback={<StaffPending title={title} />}>
      <Page key={pathname} data={data} title={title} />
    </Suspense>
  );
}
