/**
 * From the client's plain objects to what the shop's ui pieces show: formatting only; the rules
 * (standing, totals, the exchange check, Thai dates) are domain's.
 */
import type { Order, OrderLimit, Photo, Product, WalletEntry } from '@lightbearers/api-client';
import {
  type BasketLine,
  basketTotal,
  checkExchange,
  formatCount,
  formatThaiDate,
  formatThaiDateTime,
  lockedProductIds,
  orderPath,
  type ProductRule,
  productPath,
  productStanding,
  srcSetOf,
} from '@lightbearers/domain';
import type {
  BasketLineItem,
  OrderDetailItem,
  OrderReviewItem,
  ProductGridProduct,
  WalletLedgerItem,
} from '@lightbearers/ui';

/** Domain's view of a product for the exchange rules. */
export const productRule = (p: Product): ProductRule => ({
  id: p.id,
  price: p.price,
  stock: p.stock,
  limit: p.limit,
});

/** A product's standing for the member today; a visitor has no order limits. */
export function standingOf(product: Product, limits: readonly OrderLimit[], today: string) {
  const standing = productStanding(productRule(product), limits, today);
  return {
    ...standing,
    unlockDate: standing.unlockDay ? formatThaiDate(standing.unlockDay) : undefined,
  };
}

/** A product card's shown width: half a phone's column, a column of the grid on wider screens. */
export const PRODUCT_CARD_SIZES = '(max-width: 40rem) 50vw, 16rem';
/** The product page's photo: the column's width on a phone, half of it on wider screens. */
export const PRODUCT_PAGE_SIZES = '(max-width: 40rem) 100vw, 32rem';

/** A product photo's other sizes for a `srcset`, shown `sizes` wide (nothing when it has one size). */
export function photoSizes(
  photo: Photo | null,
  sizes: string,
): { photoSrcSet?: string; photoSizes?: string } {
  return photo && photo.variants.length > 1
    ? { photoSrcSet: srcSetOf(photo.variants), photoSizes: sizes }
    : {};
}

/** A card of the product grid. */
export function gridProduct(
  product: Product,
  limits: readonly OrderLimit[],
  today: string,
): ProductGridProduct {
  const standing = standingOf(product, limits, today);
  return {
    id: product.id,
    name: product.name,
    href: productPath(product.id),
    photoSrc: product.photo?.small ?? null,
    ...photoSizes(product.photo, PRODUCT_CARD_SIZES),
    price: formatCount(product.price),
    stock: formatCount(product.stock),
    availability: standing.availability,
    ...(standing.unlockDate ? { unlockDate: standing.unlockDate } : {}),
  };
}

/** Everything the basket, the delivery step and the review show. */
export interface BasketView {
  /** Lines whose product is known, in basket order. */
  lines: BasketLineItem[];
  review: OrderReviewItem[];
  total: number;
  after: number;
  /** Domain's `checkExchange` refused the basket. */
  blocked: boolean;
}

export function basketView(
  lines: readonly BasketLine[],
  products: ReadonlyMap<number, Product>,
  limits: readonly OrderLimit[],
  currentPoint: number,
  today: string,
): BasketView {
  const known = lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [{ line, product }] : [];
  });
  const rules = known.map(({ product }) => productRule(product));
  const check = checkExchange({
    currentPoint,
    lines,
    products: rules,
    lockedProductIds: lockedProductIds(limits, today),
  });
  const total = basketTotal(lines, rules);
  return {
    lines: known.map(({ line, product }) => {
      const standing = standingOf(product, limits, today);
      return {
        productId: product.id,
        name: product.name,
        href: productPath(product.id),
        photoSrc: product.photo?.thumbnail ?? null,
        price: formatCount(product.price),
        amount: line.amount,
        most: standing.most,
        lineTotal: formatCount(product.price * line.amount),
      };
    }),
    review: known.map(({ line, product }) => ({
      productId: product.id,
      name: product.name,
      photoSrc: product.photo?.thumbnail ?? null,
      price: formatCount(product.price),
      amount: formatCount(line.amount),
      lineTotal: formatCount(product.price * line.amount),
    })),
    total,
    after: currentPoint - total,
    blocked: !check.ok,
  };
}

/** A wallet entry of the ledger; an entry naming an order links to it. */
export function ledgerItem(entry: WalletEntry): WalletLedgerItem {
  return {
    id: entry.id,
    date: formatThaiDateTime(entry.updatedAt),
    message: entry.msg,
    direction: entry.direction,
    amount: formatCount(entry.amount),
    total: formatCount(entry.total),
    ...(entry.orderNumber !== null
      ? { orderNumber: formatCount(entry.orderNumber), orderHref: orderPath(entry.orderNumber) }
      : {}),
  };
}

/** The lines of a placed order. */
export function orderLines(order: Order): OrderDetailItem[] {
  return order.lines.map((line, index) => ({
    key: index,
    name: line.name,
    ...(line.productId !== null && line.name !== null ? { href: productPath(line.productId) } : {}),
    photoSrc: line.photo?.thumbnail ?? null,
    price: line.price === null ? null : formatCount(line.price),
    amount: formatCount(line.amount),
    lineTotal: line.lineTotal === null ? null : formatCount(line.lineTotal),
  }));
}
