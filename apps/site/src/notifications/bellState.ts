/**
 * The header bell's state, shared by the bell and `/noti` (one jotai atom in the app's store): the
 * first 4 notifications and how many are unread in all (the service's `meta.unread`). Marking one
 * read on either updates both at once, without a reload.
 */
import type { BellFeed, Notification } from '@lightbearers/api-client';
import { atom } from 'jotai';

export const emptyBell: BellFeed = { items: [], unread: 0 };

/**
 * What the bell shows once it was polled or a notification was read (null before: the layout's
 * loader's answer stands, `useBellState` in the chrome).
 */
export const bellAtom = atom<BellFeed | null>(null);

/**
 * The bell after notification `id` was read: the listed item (if any) turns read, and the count
 * drops by one when it was unread (`wasUnread`: what the tapped list knew), never below 0.
 */
export function bellAfterRead(bell: BellFeed, id: number, wasUnread: boolean): BellFeed {
  const listed = bell.items.find((n) => n.id === id);
  const unreadBefore = listed ? !listed.read : wasUnread;
  return {
    items: bell.items.map((n): Notification => (n.id === id ? { ...n, read: true } : n)),
    unread: unreadBefore ? Math.max(0, bell.unread - 1) : bell.unread,
  };
}
