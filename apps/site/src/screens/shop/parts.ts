/**
 * The shop's ui pieces as lazy parts (ADR 024's budget keeps them out of the first screen's
 * JavaScript). They come in one chunk (`views.ts`); a shop screen's loader starts it beside its
 * data reads (`loadShopViews`) and waits for both, so the screen renders whole, never a spinner
 * after its data.
 */
import type { ComponentType } from 'react';
import { type LazyPart, lazyPart } from '../../router/lazyPart';

type Views = typeof import('./views');

const chunk = () => import('./views');

const parts: LazyPart<never>[] = [];

function part<P extends object>(pick: (views: Views) => ComponentType<P>): ComponentType<P> {
  // The basket's quantities and the delivery form: inert until hydrated (router/lazyPart.ts).
  const lazy = lazyPart<P>(() => chunk().then((views) => ({ default: pick(views) })), { fields: true });
  parts.push(lazy as LazyPart<never>);
  return lazy.Component;
}

export const Basket = part((v) => v.Basket);
export const DeliveryForm = part((v) => v.DeliveryForm);
export const OrderDetail = part((v) => v.OrderDetail);
export const OrderReview = part((v) => v.OrderReview);
export const Pager = part((v) => v.Pager);
export const ProductDetail = part((v) => v.ProductDetail);
export const ProductDetailOthers = part((v) => v.ProductDetailOthers);
export const ProductGrid = part((v) => v.ProductGrid);
export const SwapPanel = part((v) => v.SwapPanel);
export const WalletLedger = part((v) => v.WalletLedger);
export const WalletSummary = part((v) => v.WalletSummary);

/** Starts (or joins) the download of the shop's ui chunk; resolves when every piece renders at once. */
export function loadShopViews(): Promise<void> {
  return Promise.all(parts.map((p) => p.preload())).then(() => undefined);
}
