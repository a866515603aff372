export type { NotificationBellItem, NotificationBellProps } from './NotificationBell';
export { NOTIFICATION_BADGE_CAP, NotificationBell, notificationBadge } from './NotificationBell';
