/**
 * The ui pieces of the shop's screens, in one chunk of their own (see `parts.ts`). Lazy React
 * components lose static members, so `ProductDetail.Others` is exported by itself. `OrderDetail` is
 * the shop's own: ui's, with the order's progress below it.
 */
import { ProductDetail } from '@lightbearers/ui';

export {
  Basket,
  DeliveryForm,
  OrderReview,
  Pager,
  ProductDetail,
  ProductGrid,
  SwapPanel,
  WalletLedger,
  WalletSummary,
} from '@lightbearers/ui';
export const ProductDetailOthers = ProductDetail.Others;
export { OrderDetail } from './OrderDetail';
