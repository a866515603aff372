import { formatCount } from '@lightbearers/domain';
import { forwardRef, lazy, Suspense } from 'react';
import * as th from '../../i18n/th';
import { BellIcon } from '../../icons';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useRouterAnchor } from '../Link';
import { Menu } from '../Menu';
import {
  NotificationEmpty,
  NotificationItemBody,
  NotificationItemTime,
  NotificationMarker,
  NotificationMarkerSlot,
} from './NotificationBell.styles';

/**
 * The messages' HTML goes through `SafeHtml` (DOMPurify, about 12 kB gzip): loaded with the open
 * list, not with every member's page that shows the bell.
 */
const SafeHtml = lazy(() => import('../SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** Counts above this show as '99+' on the bell: two digits fit the corner badge. */
export const NOTIFICATION_BADGE_CAP = 99;

/** The bell's badge text: nothing at 0, the count up to the cap, then '99+'. */
export function notificationBadge(unread: number): string | undefined {
  if (!Number.isFinite(unread) || unread <= 0) return undefined;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : formatCount(unread);
}

export interface NotificationBellItem {
  /** The notification's id, given back to `onOpen`. */
  id: string | number;
  /** The message as the service sends it (HTML); rendered through `SafeHtml`. */
  html: string;
  /** When it arrived, already formatted as relative Thai time ('5 นาทีที่แล้ว'). */
  time: string;
  /** Not read yet: shows a marker and is announced. */
  unread: boolean;
}

export interface NotificationBellProps
  extends Omit<IconButtonProps, 'label' | 'icon' | 'badge' | 'badgeLabel' | 'onOpen'> {
  /** The items to list, newest first; the app passes the first 4. */
  items: readonly NotificationBellItem[];
  /** How many are unread (all of them, not only the listed): the badge, hidden at 0. */
  unreadCount: number;
  /** Called with the id of the item tapped; the app marks it read and navigates. */
  onOpen: (id: NotificationBellItem['id']) => void;
  /** The page of all notifications (the app's address; ui knows no site address). */
  allHref: string;
  /** Accessible name of the bell and its menu. */
  label?: string;
  /** Controlled open state of the dropdown. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dropdown opens or closes (the app may refresh on open). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The header's bell: an icon button with the unread count ('99+' above 99, nothing at 0) opening
 * a menu of the latest notifications, each tapped to `onOpen(id)`, and a link to the page of all of them (`allHref`).
 * Presentational: the app polls, slices and marks read.
 */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(
  function NotificationBell(
    {
      items,
      unreadCount,
      onOpen,
      allHref,
      label = th.notifications.label,
      open,
      defaultOpen,
      onOpenChange,
      ...rest
    },
    ref,
  ) {
    const badge = notificationBadge(unreadCount);
    const Anchor = useRouterAnchor(allHref, false) ?? 'a';
    return (
      <Menu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} data-part="Menu">
        <Menu.Trigger>
          <IconButton
            ref={ref}
            label={label}
            icon={<BellIcon />}
            badge={badge}
            badgeLabel={badge ? th.notifications.unread(badge) : undefined}
            data-component="NotificationBell"
            data-state={badge ? 'unread' : 'read'}
            {...rest}
          />
        </Menu.Trigger>
        {items.length === 0 ? (
          <NotificationEmpty data-part="Empty">{th.notifications.empty}</NotificationEmpty>
        ) : null}
        {items.map((item) => (
          <Menu.Item
            key={item.id}
            data-part="Item"
            data-state={item.unread ? 'unread' : 'read'}
            onSelect={() => onOpen(item.id)}
            icon={
              <NotificationMarkerSlot>
                {item.unread ? <NotificationMarker data-part="UnreadMarker" /> : null}
              </NotificationMarkerSlot>
            }
          >
            <NotificationItemBody>
              {item.unread ? (
                <span data-visibility="hidden">{`${th.notifications.unreadItem}: `}</span>
              ) : null}
              <Suspense fallback={null}>
                <SafeHtml as="span" html={item.html} />
              </Suspense>
              <NotificationItemTime data-part="Time">{item.time}</NotificationItemTime>
            </NotificationItemBody>
          </Menu.Item>
        ))}
        <Menu.Separator />
        <Menu.Item asChild data-part="AllLink">
          <Anchor href={allHref}>{th.notifications.all}</Anchor>
        </Menu.Item>
      </Menu>
    );
  },
);
