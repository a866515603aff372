/**
 * The shop's ui pieces as lazy components. A shop screen's module starts loading their chunk as
 * soon as it is evaluated, together with the screen's data reads, and shows a spinner until both
 * have arrived: the pieces stay out of the first screen's JavaScript (ADR 024's budget) without
 * making the member wait longer (the data takes longer than the chunk).
 */
import { lazy } from 'react';

const load = () => import('./views');
void load();

export const Basket = lazy(() => load().then((m) => ({ default: m.Basket })));
export const DeliveryForm = lazy(() => load().then((m) => ({ default: m.DeliveryForm })));
export const OrderDetail = lazy(() => load().then((m) => ({ default: m.OrderDetail })));
export const OrderReview = lazy(() => load().then((m) => ({ default: m.OrderReview })));
export const Pager = lazy(() => load().then((m) => ({ default: m.Pager })));
export const ProductDetail = lazy(() => load().then((m) => ({ default: m.ProductDetail })));
export const ProductDetailOthers = lazy(() => load().then((m) => ({ default: m.ProductDetailOthers })));
export const ProductGrid = lazy(() => load().then((m) => ({ default: m.ProductGrid })));
export const SwapPanel = lazy(() => load().then((m) => ({ default: m.SwapPanel })));
export const WalletLedger = lazy(() => load().then((m) => ({ default: m.WalletLedger })));
export const WalletSummary = lazy(() => load().then((m) => ({ default: m.WalletSummary })));
