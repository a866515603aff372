/**
 * `/noti` (spec §2): every notification, newest first (up to 100); unread ones carry the marker and
 * a tap marks one read — here, on the service, and in the header bell's count at once (the shared
 * `bellAtom`). Messages are HTML, sanitised by the ui `SafeHtml`. Empty: 'ยังไม่มีการแจ้งเตือนใหม่'.
 * A failed load or mark is logged only (spec §8): the list stays as it was.
 */
import {
  type Client,
  getAllNotifications,
  markNotificationRead,
  type Notification,
} from '@lightbearers/api-client';
import { thaiRelativeTime } from '@lightbearers/domain';
import { Heading, Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { copy } from '../copy';
import { useLazyComponent } from '../lazyModule';
import { bellAfterRead, bellAtom } from '../notifications/bellState';
import { ReadingColumn } from './StatsPage';

// The list (with its HTML sanitiser) loads with the notifications, in parallel, not before the
// first render (ADR 024).
const loadList = () => import('../notifications/NotificationListLazy');

function Loading() {
  return (
    <SkeletonGroup label={copy.noti.loading}>
      <Skeleton shape="text" size="md" lines={6} />
    </SkeletonGroup>
  );
}

export function NotificationsRoute({
  client = api,
  now,
}: {
  client?: Client /** Stories fix the clock of the relative times. */;
  now?: number;
}) {
  const [list, setList] = useState<Notification[] | null>(null);
  const setBell = useSetAtom(bellAtom);
  const NotificationList = useLazyComponent(loadList);
  useEffect(() => {
    let live = true;
    const loaded = getAllNotifications(client).catch((error: unknown) => {
      console.warn('notifications failed', error);
      return [];
    });
    const code = loadList().catch((error: unknown) =>
      console.warn('notification list failed to load', error),
    );
    void Promise.all([loaded, code]).then(([all]) => live && setList(all));
    return () => {
      live = false;
    };
  }, [client]);

  const read = (id: number) => {
    const tapped = list?.find((n) => n.id === id);
    if (!tapped || tapped.read) return;
    setList((current) => current?.map((n) => (n.id === id ? { ...n, read: true } : n)) ?? current);
    setBell((bell) => bellAfterRead(bell, id, true));
    markNotificationRead(client, id).catch((error: unknown) => console.warn('mark read failed', error));
  };

  return (
    <ReadingColumn data-testid="noti-page" data-state={list && NotificationList ? 'ready' : 'loading'}>
      <Heading as="h1" size="2xl">
        {copy.noti.title}
      </Heading>
      {list && NotificationList ? (
        <NotificationList
          notifications={list.map((n) => ({
            id: n.id,
            html: n.msg,
            time: thaiRelativeTime(n.createdAt, now),
            dateTime: n.createdAt,
            unread: !n.read,
          }))}
          onRead={read}
        />
      ) : (
        <Loading />
      )}
    </ReadingColumn>
  );
}
