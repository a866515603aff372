/**
 * Keeps each screen the member reads for offline reading (ADR 024): the page the service rendered
 * once it runs, then every screen a navigation settles on — when its screen module says it is kept
 * (`offline`, ADR 024) and its data came from the service just now (never a kept copy again). Loaded by
 * `main.tsx` after the first screen; the work waits for an idle moment.
 */
import type { DataRouter, RouterState } from 'react-router-dom';
import type { ScreenHandle } from '../router/buildRoutes';
import { appStore, sessionAtom } from '../session/store';
import { keptAtOf } from './keptReading';
import { currentBuild, keepScreen, ownerOf } from './keptScreens';

/** The screen of `state` worth keeping, as kept, or null. */
export function screenToKeep(state: RouterState, now: number, build: string, origin: string) {
  if (state.navigation.state !== 'idle' || state.errors) return null;
  const leaf = state.matches.at(-1);
  const handle = leaf?.route.handle as ScreenHandle | undefined;
  if (!leaf || !handle?.offline) return null;
  const data: unknown = state.loaderData[leaf.route.id];
  if (data === undefined || data === null || keptAtOf(data) !== null || !handle.offline.keep(data))
    return null;
  return {
    path: `${state.location.pathname}${state.location.search}`,
    // The screen's own title, as its meta gives it (the page's title without the site's name).
    title: handle.meta?.({ data, params: leaf.params, preset: handle.preset as never, origin }).title ?? '',
    keptAt: now,
    build,
    data,
  };
}

const idle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 200);

/** Keeps the current screen now and each one the member reads from here on. */
export function keepReading(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  const build = currentBuild();
  let last: unknown = null;
  const consider = (state: RouterState) => {
    const owner = ownerOf(appStore.get(sessionAtom));
    const now = Date.now();
    // Worked out at the idle moment too: a screen's title is counted with Intl, whose first use
    // costs the browser its ICU data, and the page's first screen is kept while the page starts.
    idle(() => {
      const screen = screenToKeep(state, now, build, location.origin);
      // The same data object is the same read: a navigation's other updates do not keep it twice.
      if (!screen || screen.data === last) return;
      last = screen.data;
      keepScreen(owner, screen).catch((error: unknown) => console.warn('keeping the screen failed', error));
    });
  };
  consider(router.state);
  return router.subscribe(consider);
}
