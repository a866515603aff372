/** The site's settings as a test wants them: `server.use(settingsHandler({ liffId: '…' }))`. */
import type { SiteSettings } from '@lightbearers/api-client';
import { HttpResponse, http } from 'msw';
import { NO_SETTINGS } from '../settings';
import { ORIGIN } from './mockApi';

export function settingsHandler(settings: Partial<SiteSettings>) {
  return http.get(`${ORIGIN}/api/site-settings`, () =>
    HttpResponse.json({ data: { ...NO_SETTINGS, ...settings } }),
  );
}
