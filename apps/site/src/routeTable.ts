/**
 * The one typed route table: every route of spec §2, its layout, its screen module and its checks.
 * `routes.tsx` turns it into React Router's data routes (each screen a lazy module).
 */
import type { LayoutName, RouteCheck } from './guards';

/** The screen modules in `src/routes/` (each loaded lazily). */
export const SCREENS = [
  'landing',
  'login',
  'devLogin',
  'lineLogin',
  'policy',
  'app',
  'notFound',
  'coming',
  'feed',
  'media',
  'post',
  'profile',
  'creator',
  'search',
  // Applications, organisation figures, export and staff review (issue 14, part 2).
  'creatorSub',
  'sharerSub',
  'orgsub',
  'statlist',
  'statlistMembers',
  'profileExport',
  'staffReview',
  'coinShop',
  'coinProduct',
  'coinBasket',
  'coinWallet',
  'coinOrder',
  'coinOrders',
  // Issue 15: statistics, notices, notifications.
  'stats',
  'notices',
  'notice',
  'notifications',
] as const;
export type ScreenName = (typeof SCREENS)[number];

/** The issue that brings a placeholder route's real screen (shown on the placeholder). */
export type Upcoming =
  | 'feed'
  | 'post'
  | 'profile'
  | 'shop'
  | 'stats'
  | 'notices'
  | 'notifications'
  | 'search'
  | 'creators'
  | 'applications'
  | 'orgsub'
  | 'statlist'
  | 'profileexport'
  | 'cards'
  | 'static';

export interface RouteDef {
  path: string;
  layout: LayoutName | 'profile';
  screen: ScreenName;
  check?: RouteCheck;
  /** For `coming`: which later screen this is. */
  upcoming?: Upcoming;
  /** For `policy`: which text. */
  policy?: 'privacy' | 'cookie' | 'service';
  /** For `media`: the All YouTube or All TikTok page. */
  social?: 'youtube' | 'tiktok';
}

const coming = (
  path: string,
  layout: RouteDef['layout'],
  upcoming: Upcoming,
  check?: RouteCheck,
): RouteDef => ({
  path,
  layout,
  screen: 'coming',
  upcoming,
  ...(check ? { check } : {}),
});

export const ROUTE_TABLE: readonly RouteDef[] = [
  // Visitors' pages.
  { path: '/', layout: 'nologinNoHeader', screen: 'landing' },
  { path: '/login', layout: 'nologinHeader', screen: 'login' },
  { path: '/login/dev', layout: 'nologinHeader', screen: 'devLogin' },
  { path: '/login/line', layout: 'nologinHeader', screen: 'lineLogin' },
  { path: '/privacy', layout: 'nologinHeader', screen: 'policy', policy: 'privacy' },
  { path: '/cookie', layout: 'nologinHeader', screen: 'policy', policy: 'cookie' },
  { path: '/service', layout: 'nologinHeader', screen: 'policy', policy: 'service' },
  { path: '/app', layout: 'nologinHeader', screen: 'app' },
  { path: '/404', layout: 'default', screen: 'notFound' },
  { path: '/404NoLogin', layout: 'nologin', screen: 'notFound' },

  // Feeds (route 'all', ADR 027): the feed; /all/youtube and /all/tiktok are the All YouTube and
  // All TikTok pages (their carousels' headings link there), with a category as /all/{social}/{cat}.
  { path: '/all/other', layout: 'default', screen: 'feed' },
  { path: '/all/youtube', layout: 'default', screen: 'media', social: 'youtube' },
  { path: '/all/tiktok', layout: 'default', screen: 'media', social: 'tiktok' },
  { path: '/all/youtube/:cat', layout: 'default', screen: 'media', social: 'youtube' },
  { path: '/all/tiktok/:cat', layout: 'default', screen: 'media', social: 'tiktok' },
  { path: '/all/cat/:catId', layout: 'default', screen: 'feed' },
  { path: '/all/:social', layout: 'default', screen: 'feed' },
  { path: '/all/:social/:cat', layout: 'default', screen: 'feed' },
  { path: '/feed', layout: 'default', screen: 'feed' },

  // Posts: logged-in and no-login twins.
  { path: '/p/:id', layout: 'default', screen: 'post', check: 'post' },
  { path: '/p/:id/:uid', layout: 'default', screen: 'post', check: 'post' },
  { path: '/post/:id', layout: 'noLoginPost', screen: 'post', check: 'post' },
  { path: '/post/:id/:uid', layout: 'noLoginPost', screen: 'post', check: 'post' },

  // Profiles: /u{id}, /@{slug} and the no-login /user{id}, /u@{slug}; the layout follows the shape.
  { path: '/me', layout: 'blank', screen: 'profile' },
  { path: '/:profile', layout: 'profile', screen: 'profile', check: 'profile' },
  { path: '/:profile/:social', layout: 'profile', screen: 'profile', check: 'profile' },

  // Members' pages that need a login (blank layout).
  { path: '/noti', layout: 'blank', screen: 'notifications' },
  { path: '/creator-sub', layout: 'blank', screen: 'creatorSub' },
  { path: '/sharer', layout: 'blank', screen: 'sharerSub' },
  { path: '/staff/applications', layout: 'blank', screen: 'staffReview' }, // ADR 030
  { path: '/coin/basket', layout: 'blank', screen: 'coinBasket' },
  { path: '/coin/wallet', layout: 'blank', screen: 'coinWallet' },
  { path: '/coin/wallet/:page', layout: 'blank', screen: 'coinWallet' },
  { path: '/coin/order', layout: 'blank', screen: 'coinOrders' },
  { path: '/coin/order/:id', layout: 'blank', screen: 'coinOrder' },

  // Public pages of later issues.
  { path: '/coin', layout: 'default', screen: 'coinShop' },
  { path: '/coin/page/:page', layout: 'default', screen: 'coinShop' },
  { path: '/coin/:id', layout: 'default', screen: 'coinProduct' },
  { path: '/topshare', layout: 'default', screen: 'stats' },
  { path: '/stat', layout: 'default', screen: 'stats' },
  { path: '/creator', layout: 'default', screen: 'creator' },
  { path: '/search', layout: 'default', screen: 'search' },
  { path: '/search/:slug', layout: 'default', screen: 'search' },
  { path: '/notice', layout: 'default', screen: 'notices' },
  { path: '/notice/:id', layout: 'default', screen: 'notice' },
  { path: '/statlist', layout: 'default', screen: 'statlist' },
  { path: '/statlist/:org1/:org2', layout: 'default', screen: 'statlistMembers' },
  coming('/test', 'default', 'static'),
  coming('/sapha', 'default', 'static'),
  { path: '/orgsub', layout: 'nologin', screen: 'orgsub' },

  // Full-screen tools (null layout).
  { path: '/profileexport', layout: 'null', screen: 'profileExport' },
  coming('/card', 'null', 'cards'),
  coming('/card/as', 'null', 'cards'),
  coming('/card/m7', 'null', 'cards'),
  coming('/card22', 'null', 'cards'),
  coming('/card22m', 'null', 'cards'),
  coming('/card22s', 'null', 'cards'),

  // Anything else: the not-found page.
  { path: '*', layout: 'default', screen: 'notFound' },
];
