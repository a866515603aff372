import { KIOSK_SITE_SCOPE } from '@lightbearers/domain';

/**
 * Where this build runs (ADR 039): on an origin of its own (`vite build`, at `/`) or on the members'
 * site's origin (`vite build --mode site`, its files under `/card-kiosk/`, which is also its home).
 */
export const ON_SITE = import.meta.env.MODE === 'site';

/** The kiosk's home page: `/` on its own origin, `/card-kiosk` on the site's. */
export const HOME = ON_SITE ? import.meta.env.BASE_URL.replace(/\/$/u, '') : '/';

/** The service worker's scope: the whole origin on its own, the `/card` prefix on the site's. */
export const WORKER_SCOPE = ON_SITE ? KIOSK_SITE_SCOPE : import.meta.env.BASE_URL;
