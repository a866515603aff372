export type { OrderTimelineEntry, OrderTimelineProps } from './OrderTimeline';
export { OrderTimeline } from './OrderTimeline';
