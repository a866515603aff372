export type { ApplicationReviewListProps, ReviewItem } from './ApplicationReviewList';
export { ApplicationReviewList } from './ApplicationReviewList';
