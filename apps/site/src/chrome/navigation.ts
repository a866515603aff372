/**
 * Every link of the site's chrome, in one place (ADR 044): the header, the avatar menu, the side
 * menu, the bottom bar, the footer, the bell, the cookie notice, the login dialog and the landing
 * page's hero take their addresses as props, since ui knows no site URL;
 * they are built here from domain's path helpers, so a route is spelled once. Plain data and
 * domain's small helpers only: this module is on every first screen (the visitor's header and
 * the footer), so it must pull nothing heavy into the entry (ADR 024).
 */
import {
  BASKET_PATH,
  CREATORS_PATH,
  categoryPath,
  FEED_PATH,
  HOME_PATH,
  latestPath,
  NOTIFICATIONS_PATH,
  POLICY_PATHS,
  postPath,
  SEARCH_PATH,
  SHARER_APPLY_PATH,
  SHOP_PATH,
  TOP_SHARE_PATH,
  userPath,
  videoFeedPath,
  WALLET_PATH,
} from '@lightbearers/domain';
import type {
  AppHeaderAccountMenuLinks,
  AppHeaderLinks,
  BottomNavLinks,
  FooterLinks,
  SideNavCategory,
  SideNavLinks,
} from '@lightbearers/ui';

/** The header's links: the logo goes to the landing page signed out, to the feed signed in. */
export function headerLinks(signedIn: boolean): AppHeaderLinks {
  return { home: signedIn ? FEED_PATH : HOME_PATH, search: SEARCH_PATH, basket: BASKET_PATH };
}

/** The avatar menu's wallet and sharer application. */
export const accountMenuLinks: AppHeaderAccountMenuLinks = {
  wallet: WALLET_PATH,
  sharer: SHARER_APPLY_PATH,
};

/** The side menu's links, in its order. */
export const sideNavLinks: SideNavLinks = {
  feed: FEED_PATH,
  latest: latestPath(),
  topShare: TOP_SHARE_PATH,
  creators: CREATORS_PATH,
  youtube: videoFeedPath('youtube'),
  tiktok: videoFeedPath('tiktok'),
  facebook: latestPath('facebook'),
  twitter: latestPath('twitter'),
  otherSocial: latestPath('other'),
  coin: SHOP_PATH,
  wallet: WALLET_PATH,
  search: SEARCH_PATH,
};

/** The side menu's Categories group: each category with its feed's address. */
export function sideNavCategories(categories: readonly { id: number; name: string }[]): SideNavCategory[] {
  return categories.map((c) => ({ id: c.id, name: c.name, href: categoryPath(c.id) }));
}

/** The phone bottom bar: the feed, the statistics, the member's own profile, the directory. */
export function bottomNavLinks(uid: number): BottomNavLinks {
  return {
    home: FEED_PATH,
    topShare: TOP_SHARE_PATH,
    profile: userPath(uid, true),
    creators: CREATORS_PATH,
  };
}

/** The footer's policies and install page; the cookie notice and the login dialog link the same policies. */
export const footerLinks: FooterLinks = POLICY_PATHS;

/** The bell's link to every notification. */
export const notificationsHref = NOTIFICATIONS_PATH;

/** The landing page's explore link: the newest post, as a visitor sees it. */
export const exploreHref = postPath('all', false);
