import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { type OrderStatus, orderStatuses, orderStatusTone } from '../../internal/orderStatus';
import { Badge, type BadgeProps } from '../Badge';

export type { OrderStatus };
export { orderStatuses };

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'variant' | 'icon' | 'children'> {
  /** placed, packed, sent, received or cancelled: the Thai label and the colour follow. */
  status: OrderStatus;
}

/**
 * An exchange order's state as a pill ('จัดส่งแล้ว'): in the staff queue, on the member's order
 * page and in the wallet. The label comes from the catalogue; the colour repeats it, never alone.
 */
export const OrderStatusBadge = forwardRef<HTMLSpanElement, OrderStatusBadgeProps>(function OrderStatusBadge(
  { status, ...rest },
  ref,
) {
  return (
    <Badge
      ref={ref}
      tone={orderStatusTone[status]}
      data-component="OrderStatusBadge"
      data-status={status}
      {...rest}
    >
      {th.orderStatus.labels[status]}
    </Badge>
  );
});
