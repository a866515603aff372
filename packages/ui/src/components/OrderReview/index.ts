export type { OrderReviewItem, OrderReviewProps } from './OrderReview';
export { OrderReview } from './OrderReview';
