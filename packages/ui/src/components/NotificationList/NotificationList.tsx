import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { BellIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { SafeHtml } from '../SafeHtml';
import {
  NotificationListDot,
  NotificationListHidden,
  NotificationListItem,
  NotificationListList,
  NotificationListMessage,
  NotificationListTime,
} from './NotificationList.styles';

/** One notification, formatted. */
export interface NotificationListItemData {
  /** The notification id, handed back by `onRead`. */
  id: number;
  /** The message as the service sends it (HTML); rendered through `SafeHtml`. */
  html: string;
  /** When, relative in Thai (domain's `thaiRelativeTime`). */
  time: string;
  /** The same moment, machine-readable (createdAt). */
  dateTime: string;
  /** Not read yet: the marker shows, and a tap marks it read. */
  unread: boolean;
}

export interface NotificationListProps extends ComponentPropsWithoutRef<'div'> {
  /** The notifications, newest first (up to 100, product §9). */
  notifications: readonly NotificationListItemData[];
  /** An unread notification was tapped (anywhere on it, or its 'อ่านแล้ว' button): mark it read. */
  onRead?: (id: number) => void;
}

/**
 * The notifications page (product §2 /noti): newest first; unread ones carry a marker; tapping one
 * marks it read; messages are service HTML made safe by `SafeHtml`. Empty:
 * 'ยังไม่มีการแจ้งเตือนใหม่'.
 */
export const NotificationList = forwardRef<HTMLDivElement, NotificationListProps>(function NotificationList(
  { notifications, onRead, ...rest },
  ref,
) {
  const empty = notifications.length === 0;
  return (
    <div ref={ref} data-component="NotificationList" data-state={empty ? 'empty' : 'filled'} {...rest}>
      {empty ? (
        <EmptyState data-part="Empty" icon={<BellIcon />} title={th.notifications.empty} />
      ) : (
        <NotificationListList data-part="List">
          {notifications.map((n) => {
            const read = () => {
              if (n.unread) onRead?.(n.id);
            };
            return (
              // A tap anywhere on an unread row marks it read (links in the message included); the
              // row's own button does the same for keyboard and screen-reader users.
              <NotificationListItem
                key={n.id}
                data-part="Notification"
                data-state={n.unread ? 'unread' : 'read'}
                onClick={read}
              >
                <NotificationListDot aria-hidden="true" />
                {n.unread ? (
                  <NotificationListHidden>{th.notifications.unreadItem}</NotificationListHidden>
                ) : null}
                <NotificationListMessage>
                  <SafeHtml html={n.html} data-part="Message" />
                  <NotificationListTime data-part="Time" dateTime={n.dateTime}>
                    {n.time}
                  </NotificationListTime>
                </NotificationListMessage>
                {n.unread ? (
                  <Button variant="ghost" size="sm" data-part="MarkRead">
                    {th.notifications.markRead}
                  </Button>
                ) : null}
              </NotificationListItem>
            );
          })}
        </NotificationListList>
      )}
    </div>
  );
});
