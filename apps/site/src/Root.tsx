/**
 * The root route: the router link for every ui `Link` around every layout, the cookie notice (in the
 * service's page, so it comes with the first paint), and, once the page runs, the extras
 * (`app/RootExtras`: title, progress bar, dialogs). Kept small: it is in the first screen.
 */
import { isKioskPath } from '@lightbearers/domain';
import { LinkProvider, type RouterAnchorProps } from '@lightbearers/ui';
import { forwardRef, lazy, Suspense, useEffect } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { ConsentNotice } from './app/ConsentNotice';
import { useHydrated } from './router/hydrated';

// The title, progress bar and dialogs: after the first screen's code.
const RootExtras = lazy(() => import('./app/RootExtras'));
/**
 * react-router's `Link` taking `href`, for ui's `LinkProvider`. A card route (`/card22`, …) is the
 * card kiosk's, another app on this origin (ADR 039): its link loads the page, never a client
 * navigation into the site's router.
 */
export const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(
  { href, ...rest },
  ref,
) {
  return (
    <RouterLink ref={ref} to={href} reloadDocument={isKioskPath(href.replace(/[?#].*$/su, ''))} {...rest} />
  );
});

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
