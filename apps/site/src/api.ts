/**
 * The site's one api client. Its bearer comes from the session atom; a 401 on a call that carried
 * it ends the session cleanly (both stores cleared, to `/`; no loop: signed out, no call carries a
 * bearer any more, so no second 401 can end anything).
 */
import { type Client, createClient } from '@lightbearers/api-client';
import { navigateTo } from './session/navigate';
import { appStore, currentSession, endSession } from './session/store';

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
const base = (import.meta.env.VITE_API_URL as string | undefined) || origin;

/** What a 401 does: end the session once and go home. */
export function handleUnauthorized(store = appStore): void {
  if (!currentSession(store)) return;
  endSession(store);
  navigateTo('/');
}

export function createSiteClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}): Client {
  const root = (options.baseUrl ?? base).replace(/\/+$/, '');
  return createClient({
    baseUrl: root,
    statsUrl: `${root}/stats`,
    shortLinkBase: (import.meta.env.VITE_SHORT_LINK_BASE as string | undefined) || `${root}/s`,
    getToken: () => currentSession()?.userJWT ?? null,
    onUnauthorized: () => handleUnauthorized(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** The client every screen uses. */
export const api: Client = createSiteClient();
