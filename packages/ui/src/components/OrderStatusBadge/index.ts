export type { OrderStatus, OrderStatusBadgeProps } from './OrderStatusBadge';
export { OrderStatusBadge, orderStatuses } from './OrderStatusBadge';
