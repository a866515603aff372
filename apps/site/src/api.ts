/**
 * The site's one api client, on the site's own origin (the service serves the site, `/api`, `/stats`
 * and the short links `/s/…` on one origin, ADR 024 — so no build-time address). Its bearer comes
 * from the session atom; a 401 on a call that carried it ends the session cleanly (both stores
 * cleared, to `/`; no loop: signed out, no call carries a bearer any more, so no second 401 can end
 * anything).
 */
import { type Client, createClient } from '@lightbearers/api-client';
import { navigateTo } from './session/navigate';
import { appStore, currentSession, endSession } from './session/store';
import { pageOrigin, shortLinkBaseOf } from './siteOrigin';

const origin = pageOrigin();

/** What a 401 does: end the session once and go home. */
export function handleUnauthorized(store = appStore): void {
  if (!currentSession(store)) return;
  endSession(store);
  navigateTo('/');
}

export function createSiteClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}): Client {
  const root = (options.baseUrl ?? origin).replace(/\/+$/, '');
  return createClient({
    baseUrl: root,
    statsUrl: `${root}/stats`,
    shortLinkBase: shortLinkBaseOf(root),
    // The public gradients list, as the service fetches and keeps it (ADR 041).
    gradientsUrl: `${root}/api/gradients`,
    getToken: () => currentSession()?.userJWT ?? null,
    onUnauthorized: () => handleUnauthorized(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** The client every screen uses. */
export const api: Client = createSiteClient();
