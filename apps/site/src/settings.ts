/**
 * The site's public settings (the LIFF id, the landing page's video, the metaverse hall, the chat
 * group, the user manual, whether the development sign-in is offered), read from the service at run
 * time by the root route's loader — embedded in the page the service renders — so one build runs
 * anywhere. An unset setting hides its element.
 */
import type { SiteSettings } from '@lightbearers/api-client';
import { useRouteLoaderData } from 'react-router-dom';
import { calls } from './router/calls';
import { type SiteContext, siteContext } from './router/screen';

/** Nothing configured (what shows when the settings cannot be read). */
export const NO_SETTINGS: SiteSettings = {
  liffId: null,
  heroVideoUrl: null,
  metaverseUrl: null,
  chatGroupUrl: null,
  manualUrl: null,
  socialLinks: { facebook: null, youtube: null, tiktok: null, twitter: null, line: null },
  emailSignIn: false,
  devSignIn: false,
};

let current: SiteSettings = NO_SETTINGS;

/** The settings outside React (logout ends the LIFF login with the LIFF id). */
export function siteSettings(): SiteSettings {
  return current;
}

/** Keeps the browser's copy (the root loader's answer, or the data a hydrated page came with). */
export function rememberSiteSettings(settings: SiteSettings | undefined): void {
  if (settings) current = settings;
}

/** The root route's loader: the settings, or none when they cannot be read (logged). */
export async function settingsLoader({ context }: { context?: unknown }): Promise<SiteSettings> {
  const site: SiteContext = await siteContext(context);
  try {
    const { getSiteSettings } = await calls();
    const settings = await getSiteSettings(site.api);
    if (!site.server) rememberSiteSettings(settings);
    return settings;
  } catch (error) {
    console.warn('site settings failed', error);
    return NO_SETTINGS;
  }
}

/** The settings in React (from the root route's data). */
export function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData('root') as SiteSettings | undefined) ?? NO_SETTINGS;
}
