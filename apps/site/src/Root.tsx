/**
 * The root route: the router link for every ui `Link`, the navigation progress bar, the cookie
 * notice, the login dialog and the switch-account question around every layout. Kept small: it is in the first screen.
 */
import { LinkProvider, type RouterAnchorProps } from '@lightbearers/ui';
import { forwardRef } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigation } from 'react-router-dom';
import { ConsentNotice } from './app/ConsentNotice';
import { LoginDialogHost } from './app/LoginDialogHost';
import { Progress } from './app/Progress';
import { SessionSwitchHost } from './app/SessionSwitchHost';

/** react-router's `Link` taking `href`, for ui's `LinkProvider`. */
export const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(
  { href, ...rest },
  ref,
) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

export function Root() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <LinkProvider component={RouterAnchor}>
      <Progress active={navigation.state !== 'idle'} />
      <Outlet />
      <ConsentNotice pathname={pathname} />
      <LoginDialogHost />
      <SessionSwitchHost />
    </LinkProvider>
  );
}
