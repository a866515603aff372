import {
  makeOrder,
  makeOrderLimit,
  makeProduct,
  makeWallet,
  makeWalletEntry,
} from '@lightbearers/api-client/testing';
import {
  type BasketLine,
  basketTotal,
  checkExchange,
  formatCount,
  formatThaiDate,
  formatThaiDateTime,
  lockedProductIds,
  type OrderLimit,
  orderIdFromWalletMessage,
  type ProductRule,
  productStanding,
  walletEntryDirection,
} from '@lightbearers/domain';

/**
 * Shop data for the stories and tests of the shop components, made by the deterministic
 * factories of `@lightbearers/api-client/testing` and formatted with the domain rules, as the
 * site does: counts with separators, Thai dates, and each product's standing on a fixed day.
 */

/** The fixed "today" of the shop stories (never the clock). */
export const SHOP_TODAY = '2026-11-24';

/** Product 3 is locked by an order limit until 15 Dec 2569 in every shop story. */
export const SHOP_LIMITS: OrderLimit[] = [makeOrderLimit(3, '2026-12-15')];

/** What a `ProductCard` receives for factory product `id` (optionally overriding the wire fields). */
export function productCardData(
  id: number,
  overrides?: Parameters<typeof makeProduct>[1],
  limits = SHOP_LIMITS,
) {
  const product = makeProduct(id, overrides);
  const rule: ProductRule = {
    id: product.id,
    price: product.price,
    stock: product.stock,
    limit: product.limit,
  };
  const standing = productStanding(rule, limits, SHOP_TODAY);
  return {
    id: product.id,
    name: product.name,
    href: `/coin/${product.id}`,
    photoSrc: product.photo?.small ?? null,
    price: formatCount(product.price),
    stock: formatCount(product.stock),
    availability: standing.availability,
    unlockDate: standing.unlockDay ? formatThaiDate(standing.unlockDay) : undefined,
    description: product.des,
    most: standing.most,
  };
}

/** A long Thai souvenir name, for wrapping. */
export const LONG_PRODUCT_NAME =
  'ชุดของที่ระลึกผู้นำบุญรุ่นพิเศษ พวงกุญแจดอกบัวทองคำ พร้อมสมุดบันทึกความดีและย่ามสีขาวปักลายดอกบัว ฉลองครบรอบสิบปีชุมชนผู้ส่งต่อแสงสว่างแห่งธรรม';

/** Factory products `from`… as a shop page shows them, card fields only (3 is limited, 8 sold out). */
export function shopPage(count = 8, from = 1) {
  return Array.from({ length: count }, (_, i) => {
    const { id, name, href, photoSrc, price, stock, availability, unlockDate } = productCardData(from + i);
    return { id, name, href, photoSrc, price, stock, availability, unlockDate };
  });
}

/** The member's current_point in the shop stories: 240 (the factory's default wallet). */
export const SHOP_CURRENT_POINT: number = makeWallet().currentPoint;

/** What a `Basket` receives for these lines, checked as the site checks them (domain's `checkExchange`). */
export function basketData(lines: BasketLine[], currentPoint = SHOP_CURRENT_POINT) {
  const products = lines.map((l) => makeProduct(l.productId));
  const rules: ProductRule[] = products.map((p) => ({
    id: p.id,
    price: p.price,
    stock: p.stock,
    limit: p.limit,
  }));
  const total = basketTotal(lines, rules);
  const check = checkExchange({
    currentPoint,
    lines,
    products: rules,
    lockedProductIds: lockedProductIds(SHOP_LIMITS, SHOP_TODAY),
  });
  return {
    lines: lines.map((line) => {
      const card = productCardData(line.productId);
      const product = products.find((p) => p.id === line.productId)!;
      return {
        productId: line.productId,
        name: card.name,
        href: card.href,
        photoSrc: product.photo?.thumbnail ?? null,
        price: card.price,
        amount: line.amount,
        most: card.most,
        lineTotal: formatCount(product.price * line.amount),
      };
    }),
    currentPoint: formatCount(currentPoint),
    total: formatCount(total),
    after: formatCount(currentPoint - total),
    blocked: !check.ok,
  };
}

/** What an `OrderReview` receives for these lines and a delivery choice. */
export function orderReviewData(lines: BasketLine[], currentPoint = SHOP_CURRENT_POINT) {
  const basket = basketData(lines, currentPoint);
  return {
    lines: basket.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      photoSrc: l.photoSrc,
      price: l.price,
      amount: formatCount(l.amount),
      lineTotal: l.lineTotal,
    })),
    total: basket.total,
    after: basket.after,
  };
}

/** What a `WalletLedger` receives for factory wallet entries `from`…: every fourth pays for an order. */
export function ledgerPage(count = 8, from = 1) {
  return Array.from({ length: count }, (_, i) => {
    const entry = makeWalletEntry(from + i);
    const direction = walletEntryDirection(entry.direction);
    const orderId = orderIdFromWalletMessage(entry.msg);
    return {
      id: entry.id,
      date: formatThaiDateTime(entry.updatedAt),
      message: entry.msg,
      direction: direction === 'received' ? ('in' as const) : ('out' as const),
      amount: formatCount(entry.amount),
      total: formatCount(entry.total),
      orderNumber: orderId === null ? undefined : formatCount(orderId),
      orderHref: orderId === null ? undefined : `/coin/order/${orderId}`,
    };
  });
}

/** What an `OrderDetail` receives for factory order `id` (optionally overriding the wire fields). */
export function orderDetailData(id: number, overrides?: Parameters<typeof makeOrder>[1]) {
  const order = makeOrder(id, overrides);
  return {
    orderNumber: formatCount(order.id),
    walletHref: '/coin/wallet',
    lines: order.lines.map((line, i) => ({
      key: i,
      name: line.name,
      href: line.productId === null ? undefined : `/coin/${line.productId}`,
      photoSrc: line.photo?.thumbnail ?? null,
      price: line.price === null ? null : formatCount(line.price),
      amount: formatCount(line.amount),
      lineTotal: line.lineTotal === null ? null : formatCount(line.lineTotal),
    })),
    total: formatCount(order.total),
    method: order.logistic,
    address: order.shipto,
    date: formatThaiDateTime(order.createdAt),
  };
}
