// The kiosk's service worker: precaches the whole built app (code, fonts, manifest, icons) on
// install, then answers every same-origin GET from the cache first, and every navigation with the
// cached app shell, so a kiosk that has loaded once keeps working when the venue's network is down.
// The build (build/precache.ts) replaces the two placeholders below.
const VERSION = self.__PRECACHE_VERSION__;
const URLS = self.__PRECACHE_URLS__;
const PREFIX = 'cards-kiosk-';
const CACHE = PREFIX + VERSION;
const shell = new URL('./', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(URLS.map((u) => new URL(u, self.registration.scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every route is the same single-page app: the cached shell, the network only if it is missing.
    event.respondWith(
      caches.open(CACHE).then((cache) => cache.match(shell).then((hit) => hit || fetch(request))),
    );
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))),
  );
});
