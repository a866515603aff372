/**
 * The root route: the router link for every ui `Link` around every layout, the cookie notice (in the
 * service's page, so it comes with the first paint), and, once the page runs, the extras
 * (`app/RootExtras`: title, progress bar, dialogs). Kept small: it is in the first screen.
 */
import { LinkProvider } from '@lightbearers/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ConsentNotice } from './app/ConsentNotice';
import { useHydrated } from './router/hydrated';
import { RouterAnchor } from './router/RouterAnchor';

// The title, progress bar and dialogs: after the first screen's code.
const RootExtras = lazy(() => import('./app/RootExtras'));

export function Root() {
  // The app runs: from here a tap on a part still hydrating is replayed once it is (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <LinkProvider component={RouterAnchor}>
      <Outlet />
      <ConsentNotice pathname={pathname} />
      {hydrated ? (
        <Suspense fallback={null}>
          <RootExtras />
        </Suspense>
      ) : null}
    </LinkProvider>
  );
}
