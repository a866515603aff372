/**
 * The root route: the router link for every ui `Link`, the navigation progress bar, the cookie
 * notice, the login dialog and the switch-account question around every layout. Kept small: it is in the first screen.
 */
import { isKioskPath } from '@lightbearers/domain';
import { LinkProvider, type RouterAnchorProps } from '@lightbearers/ui';
import { forwardRef, useEffect } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigation } from 'react-router-dom';
import { ConsentNotice } from './app/ConsentNotice';
import { LoginDialogHost } from './app/LoginDialogHost';
import { Progress } from './app/Progress';
import { SessionSwitchHost } from './app/SessionSwitchHost';
import { DocumentTitle } from './router/meta';

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
  const navigation = useNavigation();
  // The app runs: from here a tap on a part still hydrating is replayed once it is (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  const { pathname } = useLocation();
  return (
    <LinkProvider component={RouterAnchor}>
      <DocumentTitle />
      <Progress active={navigation.state !== 'idle'} />
      <Outlet />
      <ConsentNotice pathname={pathname} />
      <LoginDialogHost />
      <SessionSwitchHost />
    </LinkProvider>
  );
}
