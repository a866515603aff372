/**
 * What the offline notice says after a tap that needs a connection was refused (a like while
 * offline, ADR 024): that tap's own words for a few seconds, then the notice's usual message. A
 * tiny external store, read by the notice with `useSyncExternalStore`; a refusal also brings the
 * notice up when the browser still believes it is online (a read got no answer).
 */

/** How long a refusal's words stay (ms). */
export const NOTICE_MS = 6000;

let text: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function changed(next: string | null) {
  text = next;
  for (const listener of listeners) listener();
}

/** Shows `words` in the offline notice for a few seconds (the notice comes up if it is not). */
export function sayNeedsConnection(words: string): void {
  clearTimeout(timer);
  changed(words);
  timer = setTimeout(() => changed(null), NOTICE_MS);
  // `start.ts` mounts the notice on this (an event: the first screen shares no module with this one).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('lightbearers:needs-connection'));
}

/** The external store of the refusal's words (null: none now). */
export const connectionNotice = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): string | null => text,
  getServerSnapshot: (): string | null => null,
};

/** True while the browser reports no network (never on the service). */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
