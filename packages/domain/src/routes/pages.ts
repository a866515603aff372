/**
 * The addresses of the shop's, the wallet's, the orders' and the organisations' pages, paged: the
 * screens link to them (a module apart from `paths.ts`, so the chrome does not carry them).
 */
import { SHOP_PATH, WALLET_PATH } from './paths';

/** The page part of a paged address: nothing on the first page. */
function paged(base: string, page: number | undefined, form: 'segment' | 'query' | 'pageSegment'): string {
  if (!page || page <= 1) return base;
  if (form === 'query') return `${base}?page=${page}`;
  return form === 'pageSegment' ? `${base}/page/${page}` : `${base}/${page}`;
}

/** The souvenir shop (`/coin`, then `/coin/page/{page}`). */
export function shopPath(page?: number): string {
  return paged(SHOP_PATH, page, 'pageSegment');
}

/** One souvenir (`/coin/{id}`). */
export function productPath(id: number): string {
  return `${SHOP_PATH}/${id}`;
}

/** The points wallet (`/coin/wallet`, then `/coin/wallet/{page}`). */
export function walletPath(page?: number): string {
  return paged(WALLET_PATH, page, 'segment');
}

/** The member's orders (`/coin/order`, then `?page={page}`). */
export function ordersPath(page?: number): string {
  return paged(`${SHOP_PATH}/order`, page, 'query');
}

/** One order (`/coin/order/{id}`). */
export function orderPath(id: number): string {
  return `${SHOP_PATH}/order/${id}`;
}

/** The members of one organisation unit (`/statlist/{org1}/{org2}`, then `?page={page}`). */
export function orgUnitPath(org1: string, org2: string, page?: number): string {
  return paged(`/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}`, page, 'query');
}
