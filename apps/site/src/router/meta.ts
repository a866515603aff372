/**
 * A page's head from its route's meta (ADR 037): the document title (30–50 characters with the
 * site's name), the meta description (100–600), robots, and the Open Graph and Twitter tags a link
 * preview reads (LINE, Facebook). The service writes them into the HTML it renders; in the browser
 * `DocumentTitle` keeps the title current on each navigation.
 */
import { metaDescription, pageTitle } from '@lightbearers/domain';
import { useEffect, useRef } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router-dom';
import * as copy from '../copy';
import type { ScreenHandle } from './buildRoutes';
import type { ScreenMeta } from './screen';

/** The site's own picture for pages without one. */
export const SITE_IMAGE_PATH = '/icons/icon-512.png';

export interface PageHead {
  title: string;
  description: string;
  image: string;
  type: string;
  url: string;
  noindex: boolean;
  /** The screen's largest picture, preloaded from the head (null for none). */
  lcpImage: ScreenMeta['lcpImage'] | null;
}

/** The deepest matched screen's meta, from its loader's data (null before its module is loaded). */
export function screenMeta(matches: readonly UIMatch[], origin: string): ScreenMeta | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle as ScreenHandle | undefined;
    if (!match || !handle?.meta) continue;
    if (match.data === undefined || match.data === null) return null;
    return handle.meta({
      data: match.data as never,
      params: match.params,
      preset: handle.preset as never,
      origin,
    });
  }
  return null;
}

/** The head of a page at `url`, its meta applied to the site's limits and defaults. */
export function pageHead(meta: ScreenMeta | null, origin: string, url: URL): PageHead {
  return {
    title: meta?.title ? pageTitle(meta.title, copy.brand) : pageTitle(copy.siteTitle),
    description: metaDescription(meta?.description ?? copy.siteDescription, copy.siteDescription),
    image: meta?.image ? new URL(meta.image, origin).href : new URL(SITE_IMAGE_PATH, origin).href,
    type: meta?.type ?? 'website',
    url: new URL(url.pathname + url.search, origin).href,
    noindex: meta?.noindex ?? false,
    lcpImage: meta?.lcpImage ?? null,
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text escaped for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A preload of a picture at the size the browser will pick from its `srcset` (fetched first). */
function preloadImageTag(image: NonNullable<PageHead['lcpImage']>): string {
  const e = escapeHtml;
  const set = image.srcSet
    ? ` imagesrcset="${e(image.srcSet)}"${image.sizes ? ` imagesizes="${e(image.sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${e(image.src)}"${set} fetchpriority="high" />`;
}

/** The head's tags as HTML (every value escaped). */
export function headTags(head: PageHead): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${e(head.url)}" />`,
    `<meta property="og:site_name" content="${e(copy.brand)}" />`,
    `<meta property="og:type" content="${e(head.type)}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    `<meta property="og:image" content="${e(head.image)}" />`,
    '<meta property="og:locale" content="th_TH" />',
    `<meta name="twitter:card" content="${head.image.endsWith(SITE_IMAGE_PATH) ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    `<meta name="twitter:image" content="${e(head.image)}" />`,
    head.lcpImage ? preloadImageTag(head.lcpImage) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Keeps `document.title` on the current screen's title (in the root route). The first screen of a page
 * the service rendered already has its title, written from the same data: it is not worked out again
 * while the page starts (a title's characters are counted, which may need Intl, whose first use costs
 * the browser its ICU data).
 */
export function DocumentTitle() {
  const matches = useMatches();
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    const first = !started.current;
    started.current = true;
    if (first && location.key === 'default' && window.__staticRouterHydrationData) return;
    const meta = screenMeta(matches, window.location.origin);
    if (meta?.title) document.title = pageTitle(meta.title, copy.brand);
  }, [matches, location.key]);
  return null;
}
