export type { NotificationListItemData, NotificationListProps } from './NotificationList';
export { NotificationList } from './NotificationList';
