import type { DeliveryMethod } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { CoinIcon, GiftIcon } from '../../icons';
import { Link } from '../Link';
import {
  OrderDetailDetails,
  OrderDetailHead,
  OrderDetailHeading,
  OrderDetailLine,
  OrderDetailLines,
  OrderDetailPhoto,
  OrderDetailRoot,
  OrderDetailRow,
  OrderDetailSubheading,
} from './OrderDetail.styles';

/** One line of a placed order, formatted. */
export interface OrderDetailItem {
  /** A stable key (the line's position is fine). */
  key: string | number;
  /** The souvenir's name; `null` when the product is no longer offered. */
  name: string | null;
  /** Its page, '/coin/{productId}', when the product still exists. */
  href?: string;
  /** The photo's address (thumbnail). */
  photoSrc?: string | null;
  /** Points per unit, formatted; `null` when unknown. */
  price: string | null;
  /** How many, formatted. */
  amount: string;
  /** Price × amount, formatted; `null` when unknown. */
  lineTotal: string | null;
}

export interface OrderDetailProps extends ComponentPropsWithoutRef<'article'> {
  /** The order number, formatted ('12'). */
  orderNumber: string;
  /** The wallet page, '/coin/wallet'. */
  walletHref: string;
  /** The order's lines. */
  lines: readonly OrderDetailItem[];
  /** Total points, formatted. */
  total: string;
  /** Pickup method (logistic). */
  method: DeliveryMethod;
  /** Shipping address or note (shipto); blank shows a dash. */
  address: string | null;
  /** The exchange date, a Thai date and time. */
  date: string;
  /** The title's level: h1 on the order page (default). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * A placed order (product §2 /coin/order/{id}): the title with its number, a wallet button, the
 * souvenirs (photo, name linking to the product, unit price, amount, line total), the total
 * points, the pickup method, the address and the exchange date.
 */
export const OrderDetail = forwardRef<HTMLElement, OrderDetailProps>(function OrderDetail(
  { orderNumber, walletHref, lines, total, method, address, date, headingLevel = 'h1', ...rest },
  ref,
) {
  const titleId = useId();
  const sub = headingLevel === 'h1' ? 'h2' : 'h3';
  const dash = th.order.noAddress;
  return (
    <OrderDetailRoot ref={ref} aria-labelledby={titleId} data-component="OrderDetail" {...rest}>
      <OrderDetailHead>
        <OrderDetailHeading as={headingLevel} id={titleId} data-part="Title">
          {th.order.title(orderNumber)}
        </OrderDetailHeading>
        <Link
          href={walletHref}
          variant="standalone"
          leadingIcon={<CoinIcon aria-hidden="true" />}
          data-part="Wallet"
        >
          {th.order.wallet}
        </Link>
      </OrderDetailHead>
      <OrderDetailSubheading as={sub}>{th.order.items}</OrderDetailSubheading>
      <OrderDetailLines data-part="Lines">
        {lines.map((line) => (
          <OrderDetailLine key={line.key} data-part="Line">
            <OrderDetailPhoto data-layout={line.photoSrc ? 'image' : 'icon'}>
              {line.photoSrc ? (
                <img src={line.photoSrc} alt="" width={64} height={64} decoding="async" />
              ) : (
                <GiftIcon aria-hidden="true" />
              )}
            </OrderDetailPhoto>
            <span data-part="Name">
              {line.name === null ? (
                th.order.unknownProduct
              ) : line.href ? (
                <Link href={line.href} tone="inherit">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </span>
            <span data-part="Math">{th.shop.lineMath(line.amount, line.price ?? dash)}</span>
            <strong data-part="LineTotal">
              {line.lineTotal === null ? dash : th.shop.points(line.lineTotal)}
            </strong>
          </OrderDetailLine>
        ))}
      </OrderDetailLines>
      <OrderDetailDetails data-part="Details">
        <OrderDetailRow data-part="Total">
          <dt>{th.order.total}</dt>
          <dd>{th.shop.points(total)}</dd>
        </OrderDetailRow>
        <OrderDetailRow>
          <dt>{th.order.method}</dt>
          <dd>{th.delivery[method]}</dd>
        </OrderDetailRow>
        <OrderDetailRow data-part="Address">
          <dt>{th.order.address}</dt>
          <dd>{address && address.trim() !== '' ? address : dash}</dd>
        </OrderDetailRow>
        <OrderDetailRow>
          <dt>{th.order.date}</dt>
          <dd>{date}</dd>
        </OrderDetailRow>
      </OrderDetailDetails>
    </OrderDetailRoot>
  );
});
