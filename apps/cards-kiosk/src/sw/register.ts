import { WORKER_SCOPE } from '../origin';

/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox, ADR 017) in production
 * builds, so the kiosk works offline after its first load. It claims the page on its first install.
 * On the site's origin its scope is the `/card` prefix (ADR 039): the service allows it with a
 * `Service-Worker-Allowed` header, and it never takes the site's pages from the site's worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const url = `${import.meta.env.BASE_URL}sw.js`;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(url, { scope: WORKER_SCOPE }).catch((error: unknown) => {
      // Offline support is an extra: the kiosk still works online without it.
      console.warn('service worker registration failed', error);
    });
  });
}
