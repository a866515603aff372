export type { OrderDetailItem, OrderDetailProps } from './OrderDetail';
export { OrderDetail } from './OrderDetail';
