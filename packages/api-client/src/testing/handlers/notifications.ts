/** Handlers of `calls/notifications`: all and unread notifications, mark read, the daily visit log. */
import { bangkokToday } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { type MockContext, single } from './context';

export function notificationHandlers(m: MockContext): HttpHandler[] {
  const { db, api, route, requireUser, findOr404 } = m;
  const notificationsOf = (uid: number) => {
    const list = db.notifications.get(uid) ?? [];
    db.notifications.set(uid, list);
    return list;
  };
  // The service's `meta.unread`: all of the member's unread notifications, not only the listed.
  const unreadOf = (list: readonly { attributes: { read: boolean } }[]) =>
    list.filter((n) => !n.attributes.read).length;
  return [
    route('get', api, '/getallnoti', ({ request }) => {
      const all = notificationsOf(requireUser(request));
      const list = [...all].sort((a, b) => b.id - a.id).slice(0, 100);
      return HttpResponse.json({ data: list, meta: { unread: unreadOf(all) } });
    }),
    route('get', api, '/getnoti', ({ request }) => {
      const all = notificationsOf(requireUser(request));
      const list = all.filter((n) => !n.attributes.read).sort((a, b) => b.id - a.id);
      return HttpResponse.json({ data: list, meta: { unread: unreadOf(all) } });
    }),
    route('put', api, '/readnoti/:id', ({ request, param }) => {
      const notification = findOr404(
        notificationsOf(requireUser(request)),
        Number(param('id')),
        'Notification',
      );
      notification.attributes = { ...notification.attributes, read: true };
      return single(notification);
    }),
    route('post', api, '/userpostlogs', ({ request }) => {
      const uid = requireUser(request);
      const day = bangkokToday();
      if (!db.userLogs.some((log) => log.userId === uid && log.day === day))
        db.userLogs.push({ userId: uid, day });
      return single({ id: db.nextId(), attributes: { user_id: uid, day } });
    }),
  ];
}
