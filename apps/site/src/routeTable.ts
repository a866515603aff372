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

  // Feeds (route 'all').
  coming('/all/other', 'default', 'feed'),
  coming('/all/youtube', 'default', 'feed'),
  coming('/all/tiktok', 'default', 'feed'),
  coming('/all/cat/:catId', 'default', 'feed'),
  coming('/all/:social', 'default', 'feed'),
  coming('/all/:social/:cat', 'default', 'feed'),
  coming('/feed', 'default', 'feed'),

  // Posts: logged-in and no-login twins.
  coming('/p/:id', 'default', 'post', 'post'),
  coming('/p/:id/:uid', 'default', 'post', 'post'),
  coming('/post/:id', 'noLoginPost', 'post', 'post'),
  coming('/post/:id/:uid', 'noLoginPost', 'post', 'post'),

  // Profiles: /u{id}, /@{slug} and the no-login /user{id}, /u@{slug}; the layout follows the shape.
  coming('/me', 'blank', 'profile'),
  coming('/:profile', 'profile', 'profile', 'profile'),
  coming('/:profile/:social', 'profile', 'profile', 'profile'),

  // Members' pages that need a login (blank layout).
  { path: '/noti', layout: 'blank', screen: 'notifications' },
  coming('/creator-sub', 'blank', 'applications'),
  coming('/sharer', 'blank', 'applications'),
  coming('/coin/basket', 'blank', 'shop'),
  coming('/coin/wallet', 'blank', 'shop'),
  coming('/coin/wallet/:page', 'blank', 'shop'),
  coming('/coin/order', 'blank', 'shop'),
  coming('/coin/order/:id', 'blank', 'shop'),

  // Public pages of later issues.
  coming('/coin', 'default', 'shop'),
  coming('/coin/page/:page', 'default', 'shop'),
  coming('/coin/:id', 'default', 'shop'),
  { path: '/topshare', layout: 'default', screen: 'stats' },
  { path: '/stat', layout: 'default', screen: 'stats' },
  coming('/creator', 'default', 'creators'),
  coming('/search', 'default', 'search'),
  coming('/search/:slug', 'default', 'search'),
  { path: '/notice', layout: 'default', screen: 'notices' },
  { path: '/notice/:id', layout: 'default', screen: 'notice' },
  coming('/statlist', 'default', 'statlist'),
  coming('/statlist/:org1/:org2', 'default', 'statlist'),
  coming('/test', 'default', 'static'),
  coming('/sapha', 'default', 'static'),
  coming('/orgsub', 'nologin', 'orgsub'),

  // Full-screen tools (null layout).
  coming('/profileexport', 'null', 'profileexport'),
  coming('/card', 'null', 'cards'),
  coming('/card/as', 'null', 'cards'),
  coming('/card/m7', 'null', 'cards'),
  coming('/card22', 'null', 'cards'),
  coming('/card22m', 'null', 'cards'),
  coming('/card22s', 'null', 'cards'),

  // Anything else: the not-found page.
  { path: '*', layout: 'default', screen: 'notFound' },
];
