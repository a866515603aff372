/**
 * The site's addresses that are not a post or a profile (those are in `params.ts`): the feeds, the
 * shop and wallet, the statistics, the organisations, the policies. Every link the site draws is
 * built from here or from `params.ts`, so a route is spelled once (ADR 044); ui knows none of them.
 */
import { FALLBACK_PATH } from './params';

/** The page part of a paged address: nothing on the first page. */
function paged(base: string, page: number | undefined, form: 'segment' | 'query' | 'pageSegment'): string {
  if (!page || page <= 1) return base;
  if (form === 'query') return `${base}?page=${page}`;
  return form === 'pageSegment' ? `${base}/page/${page}` : `${base}/${page}`;
}

/** The landing page (signed out). */
export const HOME_PATH = '/';

/** The member's feed (`/all/other`): the logo's and the bottom bar's home. */
export function feedPath(): string {
  return FALLBACK_PATH;
}

/** The newest post with the feed's filters (`/p/all`, `/p/all?facebook=1`). */
export type LatestFilter = 'facebook' | 'twitter' | 'other';

/**
 * The newest post, optionally of one network's kind: Facebook (`?facebook=1`), X (`?twitter=1`),
 * or the other kinds — photo, link and text (`?photo=1&link=1&text=1`).
 */
export function latestPath(filter?: LatestFilter): string {
  if (filter === 'facebook') return '/p/all?facebook=1';
  if (filter === 'twitter') return '/p/all?twitter=1';
  if (filter === 'other') return '/p/all?photo=1&link=1&text=1';
  return '/p/all';
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

/** The souvenir shop (`/coin`, then `/coin/page/{page}`). */
export function shopPath(page?: number): string {
  return paged('/coin', page, 'pageSegment');
}

/** One souvenir (`/coin/{id}`). */
export function productPath(id: number): string {
  return `/coin/${id}`;
}

/** The souvenir basket (`/coin/basket`). */
export const BASKET_PATH = '/coin/basket';

/** The points wallet (`/coin/wallet`, then `/coin/wallet/{page}`). */
export function walletPath(page?: number): string {
  return paged('/coin/wallet', page, 'segment');
}

/** The member's orders (`/coin/order`, then `?page={page}`). */
export function ordersPath(page?: number): string {
  return paged('/coin/order', page, 'query');
}

/** One order (`/coin/order/{id}`). */
export function orderPath(id: number): string {
  return `/coin/order/${id}`;
}

/** The members of one organisation unit (`/statlist/{org1}/{org2}`, then `?page={page}`). */
export function orgUnitPath(org1: string, org2: string, page?: number): string {
  return paged(`/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}`, page, 'query');
}

/** The policies and the install page, in the footer's order. */
export const POLICY_PATHS = {
  privacy: '/privacy',
  cookie: '/cookie',
  service: '/service',
  app: '/app',
} as const;
