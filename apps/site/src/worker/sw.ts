/**
 * The site's service worker (ADR 024), built by vite-plugin-pwa (`injectManifest`) into `sw.js`:
 * - the shell precached (Workbox precaching: the app's code, styles, fonts, icons, `index.html`);
 * - pages from the service first (it renders them, ADR 037); offline, the precached client shell
 *   stands in, and the app shows what it kept of the screens read (`src/offline/keptScreens.ts`);
 * - the pictures the member's pages loaded (the service's `/uploads/…` and video posters
 *   `/thumbs/…`) kept in a cache bounded by entries and bytes, oldest out first, so a kept screen
 *   shows with its pictures.
 * The service's answers (`/api`, `/stats`) are never cached here: what a screen showed is kept by
 * the page, per member (see ADR 024).
 */
/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { type CacheBounds, stamped, trim } from '../offline/bounded';
import { pictureFamily } from '../offline/pictureFamily';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The pictures cache and its bounds. */
const PICTURES_CACHE = 'lightbearers-site-pictures';
const PICTURE_BOUNDS: CacheBounds = {
  maxEntries: 300,
  maxBytes: 30 * 1000 * 1000,
  maxEntryBytes: 3 * 1000 * 1000,
};

/**
 * Caches of earlier workers this one no longer fills: the service's answers (`RETIRED_READS_CACHE`
 * of src/offline/serviceWorker.ts, which logout empties too) and the posters alone.
 */
const RETIRED_CACHES = ['lightbearers-site-reads', 'lightbearers-site-posters'];

// Cache names start `lightbearers-site-`: the site's own, apart from the kiosk's on this origin.
setCacheNameDetails({ prefix: 'lightbearers-site' });
// No clean-up of outdated precaches: Workbox's deletes every precache whose name holds this
// worker's scope — the origin's root, so the card kiosk's too (ADR 039).
precacheAndRoute(self.__WB_MANIFEST);

// A new build's worker takes over at once; it updates the one precache in place.
void self.skipWaiting();
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

/** The service's own paths are never pages, nor the card kiosk's (another app with its own worker). */
const SERVICE_PATH = /^\/(api|stats|s|uploads|thumbs|download|health)(\/|$)/;
const KIOSK_PATH = /^\/card/;

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !SERVICE_PATH.test(url.pathname) && !KIOSK_PATH.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

/** A picture of the service: uploads never change (their names are their content); posters may. */
const PICTURE_PATH = /^\/(uploads|thumbs)\//;

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && PICTURE_PATH.test(url.pathname),
  async ({ request, url, event }) => {
    const extend = (work: Promise<unknown>) => (event as ExtendableEvent).waitUntil(work);
    const cache = await caches.open(PICTURES_CACHE);
    const kept = await cache.match(request);
    const poster = url.pathname.startsWith('/thumbs/');
    if (kept && !poster) return kept;
    const fresh = fetch(request).then((response) => {
      if (response.status === 200 && response.type === 'basic')
        extend(keepPicture(cache, request, response.clone()));
      return response;
    });
    // Offline, a size never kept: another size of the same picture that was.
    if (!kept)
      return fresh.catch(async (error: unknown) => (await keptSibling(cache, url)) ?? Promise.reject(error));
    // A poster read again online is asked for in the background: a generated stand-in gives way
    // to the real picture next time.
    extend(fresh.catch(() => undefined));
    return kept;
  },
);

/** The largest kept size of the picture at `url` (its other widths or variants), if any. */
async function keptSibling(cache: Cache, url: URL): Promise<Response | undefined> {
  const family = pictureFamily(url.pathname);
  if (!family) return undefined;
  let best: { request: Request; bytes: number } | undefined;
  for (const request of await cache.keys()) {
    if (pictureFamily(new URL(request.url).pathname) !== family) continue;
    const bytes = (await (await cache.match(request))?.blob())?.size ?? 0;
    if (!best || bytes > best.bytes) best = { request, bytes };
  }
  return best ? cache.match(best.request) : undefined;
}

async function keepPicture(cache: Cache, request: Request, response: Response): Promise<void> {
  const copy = await stamped(response, Date.now(), PICTURE_BOUNDS.maxEntryBytes);
  if (!copy) return;
  await cache.put(request, copy);
  await trimPictures();
}

/** One trim at a time, run again once if pictures came in meanwhile (a feed brings dozens at once). */
let trimming: Promise<void> | null = null;
let again = false;
function trimPictures(): Promise<void> {
  if (trimming) {
    again = true;
    return trimming;
  }
  trimming = (async () => {
    do {
      again = false;
      await trim(await caches.open(PICTURES_CACHE), PICTURE_BOUNDS);
    } while (again);
  })()
    .catch((error: unknown) => console.warn('pictures trim failed', error))
    .finally(() => {
      trimming = null;
    });
  return trimming;
}
