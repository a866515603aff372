/**
 * The route table: every route of the site (the product's routes, docs/product.md), its layout, its
 * screen module and its checks. Adding a page is one row here and one screen module under
 * `src/screens/<feature>/` (docs/ui-components.md, "Adding a screen"). `router/buildRoutes.tsx` turns
 * the rows into React Router data routes; the service renders the same routes (ADR 036).
 */
import type { ReactElement } from 'react';
import { buildRoutes, type RouteEntry } from './router/buildRoutes';
import type { ScreenModule } from './router/screen';
import type { Upcoming } from './routes/coming';

/** A screen module not yet in the one shape: its element, no loader. */
function legacy(load: () => Promise<ReactElement>): () => Promise<ScreenModule> {
  return () => load().then((element) => ({ default: () => element }));
}

export const coming = (path: string, layout: RouteEntry['layout'], upcoming: Upcoming): RouteEntry => ({
  path,
  layout,
  screen: legacy(() => import('./routes/coming').then((m) => <m.ComingRoute upcoming={upcoming} />)),
});

const notFound = legacy(() => import('./routes/notFound').then((m) => <m.NotFoundRoute />));
const feed = legacy(() => import('./routes/feed').then((m) => <m.FeedRoute />));
const post = legacy(() => import('./routes/post').then((m) => <m.PostRoute />));
export const profileScreen = legacy(() => import('./routes/profile').then((m) => <m.ProfileRoute />));
const media = (social: 'youtube' | 'tiktok') =>
  legacy(() => import('./routes/media').then((m) => <m.MediaRoute social={social} />));
const policy = (page: 'privacy' | 'cookie' | 'service') =>
  legacy(() => import('./routes/policy').then((m) => <m.PolicyRoute page={page} />));

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Visitors' pages.
  {
    path: '/',
    layout: 'nologinNoHeader',
    screen: legacy(() => import('./routes/landing').then((m) => <m.LandingRoute />)),
  },
  {
    path: '/login',
    layout: 'nologinHeader',
    screen: legacy(() => import('./routes/login').then((m) => <m.LoginRoute />)),
  },
  {
    path: '/login/dev',
    layout: 'nologinHeader',
    screen: legacy(() => import('./routes/devLogin').then((m) => <m.DevLoginRoute />)),
  },
  {
    path: '/login/line',
    layout: 'nologinHeader',
    screen: legacy(() => import('./routes/lineLogin').then((m) => <m.LineLoginRoute />)),
  },
  { path: '/privacy', layout: 'nologinHeader', screen: policy('privacy') },
  { path: '/cookie', layout: 'nologinHeader', screen: policy('cookie') },
  { path: '/service', layout: 'nologinHeader', screen: policy('service') },
  {
    path: '/app',
    layout: 'nologinHeader',
    screen: legacy(() => import('./routes/app').then((m) => <m.AppRoute />)),
  },
  { path: '/404', layout: 'default', screen: notFound },
  { path: '/404NoLogin', layout: 'nologin', screen: notFound },

  // Feeds (route 'all', ADR 027): the feed; /all/youtube and /all/tiktok are the All YouTube and
  // All TikTok pages (their carousels' headings link there), with a category as /all/{social}/{cat}.
  { path: '/all/other', layout: 'default', screen: feed },
  { path: '/all/youtube', layout: 'default', screen: media('youtube') },
  { path: '/all/tiktok', layout: 'default', screen: media('tiktok') },
  { path: '/all/youtube/:cat', layout: 'default', screen: media('youtube') },
  { path: '/all/tiktok/:cat', layout: 'default', screen: media('tiktok') },
  { path: '/all/cat/:catId', layout: 'default', screen: feed },
  { path: '/all/:social', layout: 'default', screen: feed },
  { path: '/all/:social/:cat', layout: 'default', screen: feed },
  { path: '/feed', layout: 'default', screen: feed },

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
    screen: legacy(() => import('./routes/noti').then((m) => <m.NotificationsRoute />)),
  },
  {
    path: '/creator-sub',
    layout: 'blank',
    screen: legacy(() => import('./routes/applications').then((m) => <m.ApplicationsRoute kind="creator" />)),
  },
  {
    path: '/sharer',
    layout: 'blank',
    screen: legacy(() => import('./routes/applications').then((m) => <m.ApplicationsRoute kind="sharer" />)),
  },
  {
    path: '/staff/applications',
    layout: 'blank',
    screen: legacy(() => import('./routes/staffReview').then((m) => <m.StaffReviewRoute />)),
  },
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
  {
    path: '/topshare',
    layout: 'default',
    screen: legacy(() => import('./routes/stats').then((m) => <m.StatsRoute />)),
  },
  {
    path: '/stat',
    layout: 'default',
    screen: legacy(() => import('./routes/stats').then((m) => <m.StatsRoute />)),
  },
  {
    path: '/creator',
    layout: 'default',
    screen: legacy(() => import('./routes/creator').then((m) => <m.CreatorRoute />)),
  },
  {
    path: '/search',
    layout: 'default',
    screen: legacy(() => import('./routes/search').then((m) => <m.SearchRoute />)),
  },
  {
    path: '/search/:slug',
    layout: 'default',
    screen: legacy(() => import('./routes/search').then((m) => <m.SearchRoute />)),
  },
  { path: '/notice', layout: 'default', screen: () => import('./screens/notices/NoticeListScreen') },
  { path: '/notice/:id', layout: 'default', screen: () => import('./screens/notices/NoticeScreen') },
  {
    path: '/statlist',
    layout: 'default',
    screen: legacy(() => import('./routes/statlist').then((m) => <m.StatListRoute />)),
  },
  {
    path: '/statlist/:org1/:org2',
    layout: 'default',
    screen: legacy(() => import('./routes/statlistMembers').then((m) => <m.StatListMembersRoute />)),
  },
  coming('/test', 'default', 'static'),
  coming('/sapha', 'default', 'static'),
  {
    path: '/orgsub',
    layout: 'nologin',
    screen: legacy(() => import('./routes/orgsub').then((m) => <m.OrgSubRoute />)),
  },

  // Full-screen tools (null layout).
  {
    path: '/profileexport',
    layout: 'null',
    screen: legacy(() => import('./routes/profileExport').then((m) => <m.ProfileExportRoute />)),
  },
  coming('/card', 'null', 'cards'),
  coming('/card/as', 'null', 'cards'),
  coming('/card/m7', 'null', 'cards'),
  coming('/card22', 'null', 'cards'),
  coming('/card22m', 'null', 'cards'),
  coming('/card22s', 'null', 'cards'),

  // Anything else: the not-found page.
  { path: '*', layout: 'default', screen: notFound },
];

export const routes = buildRoutes(ROUTE_TABLE);
