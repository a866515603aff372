import { formatCount } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { BasketIcon, GiftIcon, MinusIcon, PlusIcon, TrashIcon } from '../../icons';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import {
  BasketAmount,
  BasketHidden,
  BasketLineInfo,
  BasketLineMath,
  BasketLineName,
  BasketLineRoot,
  BasketLines,
  BasketLineTotal,
  BasketPhoto,
  BasketRoot,
  BasketStepper,
  BasketSummary,
  BasketSummaryRow,
} from './Basket.styles';

/** One line of the basket, as the app formats it. */
export interface BasketLineItem {
  /** The product id, handed back by `onAmountChange`. */
  productId: number;
  /** The souvenir's name. */
  name: string;
  /** Its page, '/coin/{id}'. */
  href: string;
  /** The photo's address (thumbnail); a gift glyph shows when there is none. */
  photoSrc?: string | null;
  /** Points per unit, formatted. */
  price: string;
  /** How many the basket holds. */
  amount: number;
  /** The most one exchange may hold (domain's `productStanding(…).most`); plus stops there. */
  most: number;
  /** Price × amount, formatted. */
  lineTotal: string;
}

export interface BasketProps extends ComponentPropsWithoutRef<'section'> {
  /** The basket's lines, in the order they were added. */
  lines: readonly BasketLineItem[];
  /** The wallet's current_point, formatted. */
  currentPoint: string;
  /** The basket's cost in points (domain's `basketTotal`), formatted. */
  total: string;
  /** current_point − total, formatted (negative when points are not enough). */
  after: string;
  /** True when domain's `checkExchange` refuses the basket: the message shows and exchange is disabled. */
  blocked?: boolean;
  /** A line's amount changed; at 0 the app drops the line (domain's `setBasketAmount`). */
  onAmountChange?: (productId: number, amount: number) => void;
  /** The exchange button was pressed (only when not blocked). */
  onExchange?: () => void;
  /** Accessible name of the section (the page's heading id is better: `aria-labelledby`). */
  'aria-label'?: string;
}

/**
 * The basket (product §2 /coin/basket, §5 'Basket'): each souvenir with its photo, unit price, an
 * amount stepper and its line total; then points now, the total and the points after the
 * exchange. A blocked basket shows the product's message and disables exchange. Minus at one removes
 * the line. Empty: an `EmptyState` (the app then goes to /coin).
 */
export const Basket = forwardRef<HTMLElement, BasketProps>(function Basket(
  { lines, currentPoint, total, after, blocked = false, onAmountChange, onExchange, ...rest },
  ref,
) {
  const messageId = useId();
  const empty = lines.length === 0;
  return (
    <BasketRoot
      ref={ref}
      data-component="Basket"
      data-state={empty ? 'empty' : blocked ? 'invalid' : 'enabled'}
      {...rest}
    >
      {empty ? (
        <EmptyState data-part="Empty" icon={<BasketIcon />} title={th.shop.basketEmpty} />
      ) : (
        <>
          <BasketLines data-part="Lines">
            {lines.map((line) => (
              <BasketLineRoot
                key={line.productId}
                data-part="Line"
                data-state={line.amount > line.most ? 'over' : 'within'}
              >
                <BasketPhoto data-layout={line.photoSrc ? 'image' : 'icon'}>
                  {line.photoSrc ? (
                    <img src={line.photoSrc} alt="" width={64} height={64} decoding="async" />
                  ) : (
                    <GiftIcon aria-hidden="true" />
                  )}
                </BasketPhoto>
                <BasketLineInfo>
                  <BasketLineName data-part="Name">
                    <Link href={line.href} tone="inherit">
                      {line.name}
                    </Link>
                  </BasketLineName>
                  <BasketLineMath data-part="Math">
                    {th.shop.lineMath(formatCount(line.amount), line.price)}
                  </BasketLineMath>
                </BasketLineInfo>
                <BasketStepper data-part="Stepper" role="group" aria-label={line.name}>
                  <IconButton
                    size="sm"
                    variant="outline"
                    label={line.amount <= 1 ? th.shop.removeLine : th.shop.remove}
                    icon={line.amount <= 1 ? <TrashIcon /> : <MinusIcon />}
                    onClick={() => onAmountChange?.(line.productId, line.amount - 1)}
                  />
                  <BasketAmount data-part="Amount" role="status">
                    <span aria-hidden="true">{formatCount(line.amount)}</span>
                    <BasketHidden>{th.shop.amount(formatCount(line.amount))}</BasketHidden>
                  </BasketAmount>
                  <IconButton
                    size="sm"
                    variant="outline"
                    label={th.shop.addOne}
                    icon={<PlusIcon />}
                    disabled={line.amount >= line.most}
                    onClick={() => onAmountChange?.(line.productId, line.amount + 1)}
                  />
                </BasketStepper>
                <BasketLineTotal data-part="LineTotal">{th.shop.points(line.lineTotal)}</BasketLineTotal>
              </BasketLineRoot>
            ))}
          </BasketLines>
          <BasketSummary data-part="Summary">
            <BasketSummaryRow>
              <dt>{th.shop.currentPoint}</dt>
              <dd>{th.shop.points(currentPoint)}</dd>
            </BasketSummaryRow>
            <BasketSummaryRow>
              <dt>{th.shop.total}</dt>
              <dd>{th.shop.points(total)}</dd>
            </BasketSummaryRow>
            <BasketSummaryRow data-part="After" data-tone={blocked ? 'danger' : 'default'}>
              <dt>{th.shop.after}</dt>
              <dd>{th.shop.points(after)}</dd>
            </BasketSummaryRow>
          </BasketSummary>
          {blocked ? (
            <Alert tone="danger" role="alert" id={messageId} data-part="Message">
              {th.shop.exceeded}
            </Alert>
          ) : null}
          <Button
            block
            size="lg"
            disabled={blocked}
            aria-describedby={blocked ? messageId : undefined}
            onClick={onExchange}
            data-part="Exchange"
          >
            {th.shop.exchange}
          </Button>
        </>
      )}
    </BasketRoot>
  );
});
