import { useEffect, useState } from 'react';

/** How long an idle callback may wait when the page never goes idle (busy phones). */
const IDLE_TIMEOUT_MS = 3_000;

/** Calls `run` when the main thread is idle (or at once on the next task where there is no idle API). */
function whenIdle(run: () => void): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const id = request(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(id);
  }
  const timer = window.setTimeout(run, 0);
  return () => window.clearTimeout(timer);
}

/**
 * Returns `src` only once the page has loaded, is visible and the main thread is idle — so a heavy
 * media source (the hero video) never competes with the first screen. Null before that, and
 * always null when the reader asks for reduced motion (a looping video is motion).
 */
export function useDeferredSource(src: string | undefined): string | null {
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    setReady(null);
    if (!src) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancelIdle: (() => void) | undefined;
    const attach = () => {
      if (document.visibilityState !== 'visible' || document.readyState !== 'complete') return;
      cleanup();
      cancelIdle = whenIdle(() => setReady(src));
    };
    const cleanup = () => {
      document.removeEventListener('visibilitychange', attach);
      window.removeEventListener('load', attach);
    };
    document.addEventListener('visibilitychange', attach);
    window.addEventListener('load', attach);
    attach();
    return () => {
      cleanup();
      cancelIdle?.();
    };
  }, [src]);

  return ready;
}
