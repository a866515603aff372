/**
 * The header bell (spec §2, §7): `getnoti` every 30 s, only while the tab is visible (and at once
 * when it becomes visible again); the first 4 and the service's unread count (`meta.unread`), kept
 * in the shared `bellAtom` so `/noti` lowers the count too; tapping one marks it read and opens `/noti`.
 */
import { type Client, getBellFeed, markNotificationRead } from '@lightbearers/api-client';
import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { bellAfterRead, bellAtom, emptyBell } from '../notifications/bellState';

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

/**
 * The bell for a signed-in member (`enabled`): its items and unread count, and `open(id)` which
 * marks one read (the count drops at once, here and on `/noti`).
 */
export function useBell(client: Client, enabled: boolean) {
  const [bell, setBell] = useAtom(bellAtom);
  const load = useCallback(() => {
    getBellFeed(client).then(setBell, (error) => console.warn('notifications failed', error));
  }, [client, setBell]);
  useEffect(() => {
    if (!enabled) {
      setBell(emptyBell);
      return;
    }
    const poller = pollWhileVisible(load);
    return () => poller.stop();
  }, [enabled, load, setBell]);
  const open = useCallback(
    async (id: number) => {
      setBell((current) => bellAfterRead(current, id, false));
      try {
        await markNotificationRead(client, id);
      } catch (error) {
        console.warn('mark read failed', error);
      }
    },
    [client, setBell],
  );
  return { items: bell.items, unread: bell.unread, open };
}
