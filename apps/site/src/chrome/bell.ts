/**
 * The header bell (product §2, §7): `getnoti` every 30 s, only while the tab is visible (and at once
 * when it becomes visible again); the first 4 and the service's unread count (`meta.unread`), kept
 * in the shared `bellAtom` so `/noti` lowers the count too; tapping one marks it read and opens `/noti`.
 */
import { type Client, getBellFeed, markNotificationRead } from '@lightbearers/api-client';
import { useCallback, useEffect } from 'react';
import { bellAfterRead } from '../notifications/bellState';
import { useBellState } from './data';

/** Poll period of the bell, in milliseconds (product §2 "polled every 30 s"). */
export const BELL_POLL_MS = 30_000;

export interface BellPoller {
  stop(): void;
}

/**
 * Calls `load` now (when visible; not when `fresh` says the data was just read), then every 30 s
 * while `document.visibilityState === 'visible'`; a hidden tab makes no calls, and a tab that
 * becomes visible loads at once and restarts the period.
 */
export function pollWhileVisible(
  load: () => void,
  doc: Document = document,
  { fresh = false }: { fresh?: boolean } = {},
): BellPoller {
  let timer: ReturnType<typeof setInterval> | null = null;
  let skip = fresh;
  const start = () => {
    if (timer !== null) return;
    if (!skip) load();
    skip = false;
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
 * The bell of the signed-in member: its items and unread count (first from the layout's loader,
 * then polled), and `open(id)` which marks one read (the count drops at once, here and on `/noti`).
 */
export function useBell(client: Client) {
  const [bell, setBell] = useBellState();
  const load = useCallback(() => {
    getBellFeed(client).then(
      (feed) => setBell(() => feed),
      (error) => console.warn('notifications failed', error),
    );
  }, [client, setBell]);
  useEffect(() => {
    // The layout's loader has just read it: the first poll is in 30 s.
    const poller = pollWhileVisible(load, document, { fresh: true });
    return () => poller.stop();
  }, [load]);
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
