/**
 * The site's public origin in what a page renders (the short links on its cards): the service
 * renders with its public origin, the browser with the page's own, so a served page links where the
 * browser will and hydrates with the same links (ADR 037).
 */
import { createContext, useContext } from 'react';

/** The page's origin in the browser; `http://localhost` where there is no page (the service, tests). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** The origin pages render links with: the service provides its own, the browser's is the page's. */
export const SiteOrigin = createContext(pageOrigin());

/** Where the site's short links live on `origin` (the service answers `/s/…`, ADR 024). */
export function shortLinkBaseOf(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/s`;
}

/** The short links' base of the page being rendered. */
export function useShortLinkBase(): string {
  return shortLinkBaseOf(useContext(SiteOrigin));
}
