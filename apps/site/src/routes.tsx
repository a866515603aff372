/**
 * The route table: every route of the site (the product's routes, docs/product.md), its layout, its
 * screen module and its checks. Adding a page is one row here and one screen module under
 * `src/screens/<feature>/` (docs/ui-components.md, "Adding a screen"). `router/buildRoutes.tsx` turns
 * the rows into React Router data routes; the service renders the same routes (ADR 036).
 */
import { buildRoutes, type RouteEntry } from './router/buildRoutes';
import type { ScreenModule } from './router/screen';

/** The screen modules, each a lazy chunk of its own; `screen(name)` names one (checked at start). */
const SCREEN_MODULES = import.meta.glob<ScreenModule>('./screens/*/*Screen.tsx');

/** The lazy import of `src/screens/{name}.tsx`, carrying its source path (server rendering preloads its chunk). */
function screen(name: string): RouteEntry['screen'] {
  const load = SCREEN_MODULES[`./screens/${name}.tsx`];
  if (!load) throw new Error(`no screen module src/screens/${name}.tsx`);
  return Object.assign(() => load(), { source: `src/screens/${name}.tsx` });
}

const notFound = screen('notFound/NotFoundScreen');
const feed = screen('feed/FeedScreen');
const post = screen('post/PostScreen');
export const profileScreen = screen('profile/ProfileScreen');
const videos = screen('feed/VideoFeedScreen');
const policy = screen('policies/PolicyScreen');
const staff = screen('staff/StaffScreen');

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Visitors' pages.
  {
    path: '/',
    layout: 'nologinNoHeader',
    screen: screen('landing/LandingScreen'),
  },
  {
    path: '/login',
    layout: 'nologinHeader',
    screen: screen('signIn/SignInScreen'),
  },
  {
    path: '/login/dev',
    layout: 'nologinHeader',
    screen: screen('signIn/DevSignInScreen'),
  },
  {
    path: '/login/line',
    layout: 'nologinHeader',
    screen: screen('signIn/LineSignInScreen'),
  },
  {
    path: '/login/email',
    layout: 'nologinHeader',
    screen: screen('signIn/EmailSignInScreen'),
  },
  { path: '/privacy', layout: 'nologinHeader', screen: policy, preset: { page: 'privacy' } },
  { path: '/cookie', layout: 'nologinHeader', screen: policy, preset: { page: 'cookie' } },
  { path: '/service', layout: 'nologinHeader', screen: policy, preset: { page: 'service' } },
  {
    path: '/app',
    layout: 'nologinHeader',
    screen: screen('install/InstallScreen'),
  },
  { path: '/404', layout: 'default', screen: notFound },
  { path: '/404NoLogin', layout: 'nologin', screen: notFound },

  // Feeds (route 'all', ADR 027): the feed; /all/youtube and /all/tiktok are the All YouTube and
  // All TikTok pages (their carousels' headings link there), with a category as /all/{social}/{cat}.
  { path: '/all/other', layout: 'default', screen: feed },
  { path: '/all/youtube', layout: 'default', screen: videos, preset: { social: 'youtube' } },
  { path: '/all/tiktok', layout: 'default', screen: videos, preset: { social: 'tiktok' } },
  { path: '/all/youtube/:cat', layout: 'default', screen: videos, preset: { social: 'youtube' } },
  { path: '/all/tiktok/:cat', layout: 'default', screen: videos, preset: { social: 'tiktok' } },
  { path: '/all/cat/:catId', layout: 'default', screen: feed },
  { path: '/all/:social', layout: 'default', screen: feed },
  { path: '/all/:social/:cat', layout: 'default', screen: feed },
  // The product's static template feed: one sample of each post type (ADR 041).
  { path: '/feed', layout: 'default', screen: screen('sampleFeed/SampleFeedScreen') },

  // Posts: logged-in and no-login twins.
  { path: '/p/:id', layout: 'default', screen: post, check: 'post' },
  { path: '/p/:id/:uid', layout: 'default', screen: post, check: 'post' },
  { path: '/post/:id', layout: 'noLoginPost', screen: post, check: 'post' },
  { path: '/post/:id/:uid', layout: 'noLoginPost', screen: post, check: 'post' },

  // Profiles: /u{id}, /@{slug} and the no-login /user{id}, /u@{slug}; the layout follows the shape.
  { path: '/me', layout: 'blank', screen: profileScreen },
  { path: '/:profile', layout: 'profile', screen: profileScreen, check: 'profile' },
  { path: '/:profile/:social', layout: 'profile', screen: profileScreen, check: 'profile' },

  // Members' pages that need a login (blank layout).
  {
    path: '/noti',
    layout: 'blank',
    screen: screen('notifications/NotificationsScreen'),
  },
  {
    path: '/creator-sub',
    layout: 'blank',
    screen: () => import('./screens/applications/ApplicationScreen'),
    preset: { kind: 'creator' },
  },
  {
    path: '/sharer',
    layout: 'blank',
    screen: () => import('./screens/applications/ApplicationScreen'),
    preset: { kind: 'sharer' },
  },
  // The back office (ADR 035, 036): one route whose screen holds the back office's own pages;
  // staff and admins only, anyone else gets the not-found page. The packing list prints bare.
  { path: '/staff/*', layout: 'blank', screen: staff },
  { path: '/staff/orders/packing-list', layout: 'null', screen: staff },
  {
    path: '/coin/basket',
    layout: 'blank',
    screen: () => import('./screens/shop/BasketScreen'),
  },
  {
    path: '/coin/wallet',
    layout: 'blank',
    screen: () => import('./screens/shop/WalletScreen'),
  },
  {
    path: '/coin/wallet/:page',
    layout: 'blank',
    screen: () => import('./screens/shop/WalletScreen'),
  },
  {
    path: '/coin/order',
    layout: 'blank',
    screen: () => import('./screens/shop/OrdersScreen'),
  },
  {
    path: '/coin/order/:id',
    layout: 'blank',
    screen: () => import('./screens/shop/OrderScreen'),
  },

  // Public pages.
  {
    path: '/coin',
    layout: 'default',
    screen: () => import('./screens/shop/ShopScreen'),
  },
  {
    path: '/coin/page/:page',
    layout: 'default',
    screen: () => import('./screens/shop/ShopScreen'),
  },
  {
    path: '/coin/:id',
    layout: 'default',
    screen: () => import('./screens/shop/SouvenirScreen'),
  },
  { path: '/topshare', layout: 'default', screen: () => import('./screens/stats/DailyStatsScreen') },
  { path: '/stat', layout: 'default', screen: () => import('./screens/stats/DailyStatsScreen') },
  {
    path: '/creator',
    layout: 'default',
    screen: screen('members/MembersDirectoryScreen'),
  },
  {
    path: '/search',
    layout: 'default',
    screen: screen('members/SearchScreen'),
  },
  {
    path: '/search/:slug',
    layout: 'default',
    screen: screen('members/SearchScreen'),
  },
  { path: '/notice', layout: 'default', screen: screen('notices/NoticeListScreen') },
  { path: '/notice/:id', layout: 'default', screen: screen('notices/NoticeScreen') },
  {
    path: '/statlist',
    layout: 'default',
    screen: () => import('./screens/organisations/OrganisationStatsScreen'),
  },
  {
    path: '/statlist/:org1/:org2',
    layout: 'default',
    screen: () => import('./screens/organisations/OrganisationMembersScreen'),
  },
  // The self-check page and the assembly extension's page (ADR 041).
  { path: '/test', layout: 'default', screen: screen('selfCheck/SelfCheckScreen') },
  { path: '/sapha', layout: 'default', screen: screen('sapha/SaphaScreen') },
  {
    path: '/orgsub',
    layout: 'nologin',
    screen: () => import('./screens/organisations/JoinOrganisationScreen'),
  },

  // Full-screen tools (null layout).
  {
    path: '/profileexport',
    layout: 'null',
    screen: () => import('./screens/organisations/MemberExportScreen'),
  },
  // The card routes (/card, /card/as, /card/m7, /card22, /card22m, /card22s) are the card kiosk's,
  // served by the service on this origin (ADR 039): no row here, and a link to one is a page load.

  // Anything else: the not-found page.
  { path: '*', layout: 'default', screen: notFound },
];

export const routes = buildRoutes(ROUTE_TABLE);
