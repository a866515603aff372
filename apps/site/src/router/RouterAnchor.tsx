/**
 * The site's router link: an anchor whose click, inside the site, is a client navigation. ui's
 * `LinkProvider` renders it for every site-relative `Link` (ui knows no router), and the staff tabs
 * use it directly. Built on React Router's `useHref` and `useLinkClickHandler` rather than its
 * `Link`, which carries framework-mode prefetching this site never uses (ADR 024: with React
 * Router's unused components dropped by the build, −4.0 kB gzip on every first screen). A card
 * route (`/card22`, …) is the card kiosk's, another app on this origin (ADR 039): its link loads the
 * page, never a client navigation into the site's router.
 */
import { isKioskPath } from '@lightbearers/domain';
import type { RouterAnchorProps } from '@lightbearers/ui';
import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(
  { href, onClick, target, ...rest },
  ref,
) {
  const pageLoad = isKioskPath(href.replace(/[?#].*$/su, ''));
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click, a middle click or another target stays the browser's (the handler checks).
    if (!event.defaultPrevented) navigate(event);
  };
  return <a ref={ref} href={resolved} target={target} onClick={pageLoad ? onClick : click} {...rest} />;
});
