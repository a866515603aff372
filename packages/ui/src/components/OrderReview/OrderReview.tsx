import type { DeliveryMethod } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId, useState } from 'react';
import * as th from '../../i18n/th';
import { GiftIcon } from '../../icons';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import {
  OrderReviewActions,
  OrderReviewDetails,
  OrderReviewHeading,
  OrderReviewLine,
  OrderReviewLines,
  OrderReviewPhoto,
  OrderReviewRoot,
  OrderReviewRow,
  OrderReviewSection,
} from './OrderReview.styles';

/** One souvenir of the order under review, formatted. */
export interface OrderReviewItem {
  /** The product id (the list's key). */
  productId: number;
  /** The souvenir's name. */
  name: string;
  /** The photo's address (thumbnail). */
  photoSrc?: string | null;
  /** Points per unit, formatted. */
  price: string;
  /** How many, formatted. */
  amount: string;
  /** Price × amount, formatted. */
  lineTotal: string;
}

export interface OrderReviewProps extends ComponentPropsWithoutRef<'section'> {
  /** The basket's lines. */
  lines: readonly OrderReviewItem[];
  /** The chosen method (from `DeliveryForm`). */
  method: DeliveryMethod;
  /** The address or note (blank for a temple pick-up without a note). */
  address: string;
  /** The order's cost, formatted. */
  total: string;
  /** current_point − total, formatted. */
  after: string;
  /** The order call runs: the dialog stays open, its confirm shows a spinner and ignores taps. */
  placing?: boolean;
  /** The last attempt failed: 'เกิดข้อผิดพลาดบางอย่าง' shows, the basket stays. */
  failed?: boolean;
  /** The second step was confirmed: place the order (once; the app sends an Idempotency-Key). */
  onConfirm: () => void;
  /** 'แก้ไข': back to the delivery form or the basket. */
  onEdit?: () => void;
  /** The heading level of the two sections: h2 under the page's h1 (default). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The last look before an exchange (product §4: review, two-step confirm, place order): the
 * souvenirs, the delivery method and address, the points spent and left. 'ยืนยันการแลก' opens a
 * confirm dialog (step two); its 'แลกเลย' calls `onConfirm`. While `placing`, the dialog stays
 * open and busy, so a double tap places nothing twice.
 */
export const OrderReview = forwardRef<HTMLElement, OrderReviewProps>(function OrderReview(
  {
    lines,
    method,
    address,
    total,
    after,
    placing = false,
    failed = false,
    onConfirm,
    onEdit,
    headingLevel = 'h2',
    ...rest
  },
  ref,
) {
  const itemsId = useId();
  const deliveryId = useId();
  const [asked, setAsked] = useState(false);
  const open = asked || placing;
  return (
    <OrderReviewRoot
      ref={ref}
      data-component="OrderReview"
      data-state={placing ? 'loading' : 'idle'}
      {...rest}
    >
      <OrderReviewSection aria-labelledby={itemsId} data-part="Items">
        <OrderReviewHeading as={headingLevel} id={itemsId}>
          {th.order.items}
        </OrderReviewHeading>
        <OrderReviewLines>
          {lines.map((line) => (
            <OrderReviewLine key={line.productId} data-part="Line">
              <OrderReviewPhoto data-layout={line.photoSrc ? 'image' : 'icon'}>
                {line.photoSrc ? (
                  <img src={line.photoSrc} alt="" width={40} height={40} decoding="async" />
                ) : (
                  <GiftIcon aria-hidden="true" />
                )}
              </OrderReviewPhoto>
              <span data-part="Name">{line.name}</span>
              <span data-part="Math">{th.shop.lineMath(line.amount, line.price)}</span>
              <strong data-part="LineTotal">{th.shop.points(line.lineTotal)}</strong>
            </OrderReviewLine>
          ))}
        </OrderReviewLines>
        <OrderReviewDetails data-part="Totals">
          <OrderReviewRow>
            <dt>{th.order.total}</dt>
            <dd>{th.shop.points(total)}</dd>
          </OrderReviewRow>
          <OrderReviewRow>
            <dt>{th.shop.after}</dt>
            <dd>{th.shop.points(after)}</dd>
          </OrderReviewRow>
        </OrderReviewDetails>
      </OrderReviewSection>
      <OrderReviewSection aria-labelledby={deliveryId} data-part="Delivery">
        <OrderReviewHeading as={headingLevel} id={deliveryId}>
          {th.order.delivery}
        </OrderReviewHeading>
        <OrderReviewDetails>
          <OrderReviewRow>
            <dt>{th.order.method}</dt>
            <dd>{th.delivery[method]}</dd>
          </OrderReviewRow>
          <OrderReviewRow data-part="Address">
            <dt>{th.order.address}</dt>
            <dd>{address.trim() === '' ? th.order.noAddress : address}</dd>
          </OrderReviewRow>
        </OrderReviewDetails>
      </OrderReviewSection>
      {failed ? (
        <Alert tone="danger" role="alert" data-part="Failed">
          {th.order.failed}
        </Alert>
      ) : null}
      <OrderReviewActions data-part="Actions">
        {onEdit ? (
          <Button variant="secondary" onClick={onEdit} disabled={placing}>
            {th.order.edit}
          </Button>
        ) : null}
        <ConfirmDialog
          open={open}
          onOpenChange={setAsked}
          busy={placing}
          title={th.order.confirmTitle}
          message={th.order.confirmMessage(total)}
          confirmLabel={th.order.confirmYes}
          onConfirm={() => {
            if (placing) return;
            setAsked(false);
            onConfirm();
          }}
          trigger={
            <Button size="lg" loading={placing}>
              {th.order.confirm}
            </Button>
          }
        />
      </OrderReviewActions>
    </OrderReviewRoot>
  );
});
