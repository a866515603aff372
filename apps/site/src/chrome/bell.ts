/**
 * The header bell (spec §2, §7): `getnoti` every 30 s, only while the tab is visible (and at once
 * when it becomes visible again); the first 4; tapping one marks it read and opens `/noti`.
 */
import {
  type Client,
  getBellNotifications,
  markNotificationRead,
  type Notification,
} from '@lightbearers/api-client';
import { useCallback, useEffect, useState } from 'react';

/** Poll period of the bell, in milliseconds (spec §2 "polled every 30 s"). */
export const BELL_POLL_MS = 30_000;

export interface BellPoller {
  stop(): void;
}

/**
 * Calls `load` now (when visible), then every 30 s while `document.visibilityState === 'visible'`;
 * a hidden tab makes no calls, and a tab that becomes visible loads at once and restarts the period.
 */
export function pollWhileVisible(load: () => void, doc: Document = document): BellPoller {
  let timer: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    if (timer !== null) return;
    load();
    timer = setInterval(() => {
      if (doc.visibilityState === 'visible') load();
    }, BELL_POLL_MS);
  };
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => (doc.visibilityState === 'visible' ? start() : stopTimer());
  doc.addEventListener('visibilitychange', onVisibility);
  if (doc.visibilityState === 'visible') start();
  return {
    stop() {
      stopTimer();
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** The bell's items for a signed-in member (`enabled`), and `open(id)` which marks one read. */
export function useBell(client: Client, enabled: boolean) {
  const [items, setItems] = useState<Notification[]>([]);
  const load = useCallback(() => {
    getBellNotifications(client).then(setItems, (error) => console.warn('notifications failed', error));
  }, [client]);
  useEffect(() => {
    if (!enabled) {
      setItems([]);
      return;
    }
    const poller = pollWhileVisible(load);
    return () => poller.stop();
  }, [enabled, load]);
  const open = useCallback(
    async (id: number) => {
      setItems((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)));
      try {
        await markNotificationRead(client, id);
      } catch (error) {
        console.warn('mark read failed', error);
      }
    },
    [client],
  );
  return { items, open };
}
