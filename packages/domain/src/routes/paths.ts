/**
 * The site's addresses the chrome links to (the header, the side menu, the bottom bar, the footer):
 * every link the site draws is built from here, `pages.ts` or `params.ts`, so a route is spelled
 * once (ADR 044); ui knows none of them. Constants and one-line helpers only: the site's navigation
 * module, on every first screen, carries this module (ADR 024).
 */
import { FALLBACK_PATH } from './params';

/** The landing page (signed out). */
export const HOME_PATH = '/';

/** The member's feed (`/all/other`): the logo's and the bottom bar's home. */
export const FEED_PATH = FALLBACK_PATH;

/** The newest post with the feed's filters (`/p/all`, `/p/all?facebook=1`). */
export type LatestFilter = 'facebook' | 'twitter' | 'other';

const LATEST_QUERY: Record<LatestFilter, string> = {
  facebook: '?facebook=1',
  twitter: '?twitter=1',
  other: '?photo=1&link=1&text=1',
};

/**
 * The newest post, optionally of one network's kind: Facebook (`?facebook=1`), X (`?twitter=1`),
 * or the other kinds — photo, link and text (`?photo=1&link=1&text=1`).
 */
export function latestPath(filter?: LatestFilter): string {
  return `/p/all${filter ? LATEST_QUERY[filter] : ''}`;
}

/** A network's video feed (`/all/youtube`, `/all/tiktok`). */
export function videoFeedPath(network: 'youtube' | 'tiktok'): string {
  return `/all/${network}`;
}

/** A category's feed (`/all/cat/{id}`). */
export function categoryPath(id: number | string): string {
  return `/all/cat/${encodeURIComponent(String(id))}`;
}

/** The day's share statistics (`/topshare`). */
export const TOP_SHARE_PATH = '/topshare';
/** The online light-bearers, the members directory (`/creator`). */
export const CREATORS_PATH = '/creator';
/** The creator application (`/creator-sub`), where create-post sends a member who is not a creator. */
export const CREATOR_APPLY_PATH = '/creator-sub';
/** The sharer application (`/sharer`). */
export const SHARER_APPLY_PATH = '/sharer';
/** The member search (`/search`). */
export const SEARCH_PATH = '/search';
/** The notifications (`/noti`). */
export const NOTIFICATIONS_PATH = '/noti';
/** The souvenir shop's first page (`/coin`; `pages.ts` has its other pages). */
export const SHOP_PATH = '/coin';
/** The souvenir basket (`/coin/basket`). */
export const BASKET_PATH = `${SHOP_PATH}/basket`;
/** The points wallet's first page (`/coin/wallet`; `pages.ts` has its other pages). */
export const WALLET_PATH = `${SHOP_PATH}/wallet`;

/** The policies and the install page, in the footer's order. */
export const POLICY_PATHS = {
  privacy: '/privacy',
  cookie: '/cookie',
  service: '/service',
  app: '/app',
} as const;
