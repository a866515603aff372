import { CookieConsent } from '@lightbearers/ui';
import { useLayoutEffect, useRef } from 'react';
import { footerLinks } from '../chrome/navigation';
import { useCookieConsent } from './consent';

/**
 * The cookie notice until 'accept-all' is stored; closed on /privacy and /cookie. While it is open
 * the page gets as much room below as the notice is tall, so the last controls of a page (a
 * basket's buttons on a phone) can be scrolled above it instead of staying under it.
 */
export function ConsentNotice({ pathname }: { pathname: string }) {
  const { show, accept } = useCookieConsent(pathname);
  const notice = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = notice.current;
    if (!show || !el) return;
    const room = () => document.body.style.setProperty('padding-bottom', `${el.offsetHeight}px`);
    room();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(room);
    observer?.observe(el);
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
