import { CookieConsent } from '@lightbearers/ui';
import { useCookieConsent } from './consent';

/** The cookie notice until 'accept-all' is stored; closed on /privacy and /cookie. */
export function ConsentNotice({ pathname }: { pathname: string }) {
  const { show, accept } = useCookieConsent(pathname);
  return show ? <CookieConsent onAccept={accept} /> : null;
}
