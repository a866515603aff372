import { Hono } from 'hono';
import type { AppEnv } from '../context.js';

/**
 * `GET /api/site-settings`: the site's public settings from the service's configuration (the LIFF
 * app id, the landing page's video, the metaverse hall, the chat group, the user manual, the
 * community's pages on the networks), whether sign-in links go out by e-mail and whether the
 * development sign-in is offered — read at run time, so one build of the site runs anywhere. An
 * unset setting is null: the site hides its element.
 */
export const siteSettings = new Hono<AppEnv>();

siteSettings.get('/', (c) => {
  const { config } = c.get('deps');
  c.header('cache-control', 'public, max-age=60');
  const { mailer } = c.get('deps');
  return c.json({
    data: { ...config.siteSettings, emailSignIn: mailer !== null, devSignIn: config.authDev },
  });
});
