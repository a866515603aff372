/**
 * `/noti`: every notification, newest first (up to 100); unread ones carry the marker and a tap
 * marks one read — here, on the service, and in the header bell's count at once (the shared
 * `bellAtom`). Messages are HTML, sanitised by the ui `SafeHtml`. Empty: 'ยังไม่มีการแจ้งเตือนใหม่'.
 * A failed load or mark is logged only (docs/product.md, "Errors"): the list shows what it has.
 */
import type { Notification } from '@lightbearers/api-client';
import { thaiRelativeTime } from '@lightbearers/domain';
import { Heading, PageColumn, Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { Suspense, useState } from 'react';
import { useBellState } from '../../chrome/data';
import * as copy from '../../copy';
import { bellAfterRead } from '../../notifications/bellState';
import { calls, siteClient } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { useHydrated } from '../../router/hydrated';
import { lazyPart } from '../../router/lazyPart';
import { type ScreenArgs, useScreenData } from '../../router/screen';

// The list with its HTML sanitiser loads beside the notifications, not before the first render (ADR 024).
const list = lazyPart(() => import('./NotificationListLazy'));
const NotificationList = list.Component;

export async function loader({ site }: ScreenArgs) {
  const code = list.preload();
  code.catch(() => undefined);
  let notifications: Notification[] = [];
  try {
    const { getAllNotifications } = await calls();
    notifications = await getAllNotifications(site.api);
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn('notifications failed', error);
  }
  await code;
  return { notifications, now: site.now() };
}

export function meta() {
  return { title: copy.noti.title, noindex: true };
}

function Loading() {
  return (
    <PageColumn width="text" padding={['6', '4']} data-testid="noti-page" data-state="loading">
      <Heading as="h1" size="2xl">
        {copy.noti.title}
      </Heading>
      <SkeletonGroup label={copy.noti.loading}>
        <Skeleton shape="text" size="md" lines={6} />
      </SkeletonGroup>
    </PageColumn>
  );
}

export { Loading as Pending };

export default function NotificationsScreen() {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  const { notifications, now } = useScreenData<typeof loader>();
  // Read marks made here, on top of what the loader read (the list does not reload for a tap).
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(() => new Set());
  const [, setBell] = useBellState();
  const isRead = (n: Notification) => n.read || readHere.has(n.id);

  const read = (id: number) => {
    const tapped = notifications.find((n) => n.id === id);
    if (!tapped || isRead(tapped)) return;
    setReadHere((current) => new Set(current).add(id));
    setBell((bell) => bellAfterRead(bell, id, true));
    Promise.all([calls(), siteClient()])
      .then(([{ markNotificationRead }, client]) => markNotificationRead(client, id))
      .catch((error: unknown) => console.warn('mark read failed', error));
  };

  return (
    <Suspense fallback={<Loading />}>
      <PageColumn
        width="text"
        padding={['6', '4']}
        data-testid="noti-page"
        data-state={hydrated ? 'ready' : 'loading'}
      >
        <Heading as="h1" size="2xl">
          {copy.noti.title}
        </Heading>
        <NotificationList
          notifications={notifications.map((n) => ({
            id: n.id,
            html: n.msg,
            time: thaiRelativeTime(n.createdAt, now),
            dateTime: n.createdAt,
            unread: !isRead(n),
          }))}
          onRead={read}
        />
      </PageColumn>
    </Suspense>
  );
}
