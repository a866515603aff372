/** The site's public settings, read from the service at run time (one build runs anywhere). */
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import type { SiteSettings } from '../plain';
import { siteSettingsSchema } from '../wire/settings';

/** Nothing configured: every element that needs a setting is hidden. */
export const NO_SITE_SETTINGS: SiteSettings = {
  liffId: null,
  heroVideoUrl: null,
  metaverseUrl: null,
  chatGroupUrl: null,
  manualUrl: null,
  socialLinks: { facebook: null, youtube: null, tiktok: null, twitter: null, line: null },
  emailSignIn: false,
  devSignIn: false,
};

/** `GET /api/site-settings`. */
export async function getSiteSettings(client: Client): Promise<SiteSettings> {
  const wire = await request(client, {
    url: `${client.api}/site-settings`,
    schema: siteSettingsSchema,
    errorMessage: ERROR_MESSAGES.generic,
  });
  return wire.data;
}
