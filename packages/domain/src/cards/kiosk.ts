/**
 * Where the card kiosk lives on the members' site's origin (ADR 039): the service serves the
 * kiosk's site build under this folder, and the folder itself is the kiosk's home page there.
 */
export const KIOSK_SITE_BASE = '/card-kiosk/';

/**
 * The kiosk's service-worker scope on the site's origin: a URL prefix, so it covers every card
 * route (`/card`, `/card/as`, `/card22`, …) and the kiosk's folder, and nothing of the site's.
 */
export const KIOSK_SITE_SCOPE = '/card';

/**
 * The kiosk's pages on the site's origin: its home and the route of each card variant (the paths of
 * `CARD_VARIANTS`, written out so the site's first screen does not carry the templates; a test
 * keeps the two lists equal).
 */
export const KIOSK_SITE_PAGES: readonly string[] = [
  '/card-kiosk',
  '/card',
  '/card22',
  '/card22m',
  '/card22s',
  '/card/m7',
  '/card/as',
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Matches a kiosk page's path on the site's origin (a trailing slash allowed, no query). */
export const KIOSK_SITE_PAGE_PATTERN = new RegExp(
  `^(?:${KIOSK_SITE_PAGES.map(escapeRegExp).join('|')})/?$`,
  'u',
);

/** Whether `pathname` is one of the kiosk's pages on the site's origin (never the site's). */
export function isKioskPage(pathname: string): boolean {
  return KIOSK_SITE_PAGE_PATTERN.test(pathname);
}

/** Whether `pathname` belongs to the kiosk on the site's origin: one of its pages, or a file of its build. */
export function isKioskPath(pathname: string): boolean {
  return isKioskPage(pathname) || pathname.startsWith(KIOSK_SITE_BASE);
}
