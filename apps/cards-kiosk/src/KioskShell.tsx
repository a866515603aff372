import { Button, LinkProvider, mq, type RouterAnchorProps } from '@lightbearers/ui';
import { forwardRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { copy } from './copy';
import { useFullscreen } from './kiosk/useFullscreen';
import { useMediaQuery } from './kiosk/useMediaQuery';
import { NavButton, ShellBrand, ShellHeader, ShellMain, ShellNav, ShellRoot } from './kiosk.styles';
import { HOME } from './origin';

/** react-router's `Link` taking `href`: ui's links (the not-found page's way home) stay in the app. */
const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});

/**
 * The kiosk frame: the name of the app, a way home (inside the app only: the kiosk has no links
 * out), and the staff's full-screen toggle.
 */
export function KioskShell() {
  const { pathname } = useLocation();
  const fullscreen = useFullscreen();
  const compact = useMediaQuery(mq.phoneOnly);
  return (
    <ShellRoot>
      <ShellHeader>
        <ShellBrand>
          {copy.appName}
          <small>{copy.brand}</small>
        </ShellBrand>
        <ShellNav aria-label={copy.appName}>
          {pathname.replace(/(.)\/$/u, '$1') !== HOME ? (
            <NavButton as={Link} to={HOME}>
              {copy.home}
            </NavButton>
          ) : null}
          {fullscreen.supported ? (
            <Button
              variant="secondary"
              size={compact ? 'md' : 'lg'}
              aria-pressed={fullscreen.active}
              onClick={fullscreen.toggle}
              data-kiosk="fullscreen"
            >
              {fullscreen.active ? copy.fullscreenOff : copy.fullscreenOn}
            </Button>
          ) : null}
        </ShellNav>
      </ShellHeader>
      <ShellMain>
        <LinkProvider component={RouterAnchor}>
          <Outlet />
        </LinkProvider>
      </ShellMain>
    </ShellRoot>
  );
}
