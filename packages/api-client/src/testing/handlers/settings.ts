/** Handlers of `calls/settings`: the site's public settings (the mock's `siteSettings` option). */
import { type HttpHandler, HttpResponse } from 'msw';
import { NO_SITE_SETTINGS } from '../../calls/settings';
import type { MockContext } from './context';

export function settingsHandlers(m: MockContext): HttpHandler[] {
  const { api, route, options } = m;
  // As a development service answers: the development sign-in on, and a user manual (the side menu
  // shows its link); nothing else configured.
  const settings = {
    ...NO_SITE_SETTINGS,
    devSignIn: true,
    manualUrl: 'https://manual.example/lightbearers',
    ...options.siteSettings,
  };
  return [route('get', api, '/site-settings', () => HttpResponse.json({ data: settings }))];
}
