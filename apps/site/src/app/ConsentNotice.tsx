import { CookieConsent } from '@lightbearers/ui';
import { useEffect, useRef } from 'react';
import { footerLinks } from '../chrome/navigation';
import { useCookieConsent } from './consent';

/**
 * The cookie notice until 'accept-all' is stored; closed on /privacy and /cookie. While it is open
 * the page gets as much room below as the notice is tall, so the last controls of a page (a
 * basket's buttons on a phone) can be scrolled above it instead of staying under it.
 *
 * The height comes from a ResizeObserver, which reports it after the browser's own layout: reading
 * `offsetHeight` here would lay the whole page out in the middle of its hydration (on a first visit,
 * when the notice shows, that forced layout was the largest piece of the hydration's long task).
 */
export function ConsentNotice({ pathname }: { pathname: string }) {
  const { show, accept } = useCookieConsent(pathname);
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = notice.current;
    if (!show || !el) return;
    const room = (height: number) => document.body.style.setProperty('padding-bottom', `${height}px`);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => room(entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight));
    if (observer) observer.observe(el);
    else room(el.offsetHeight);
    return () => {
      observer?.disconnect();
      document.body.style.removeProperty('padding-bottom');
    };
  }, [show]);
  return show ? (
    <CookieConsent
      ref={notice}
      privacyHref={footerLinks.privacy}
      cookieHref={footerLinks.cookie}
      onAccept={accept}
    />
  ) : null;
}
