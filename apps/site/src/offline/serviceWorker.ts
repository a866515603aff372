/** The cache of the last posts and profiles read (see `runtimeCaching` in vite.config.ts). */
export const READS_CACHE = 'lightbearers-site-reads';

/**
 * Registers the service worker vite-plugin-pwa generates (Workbox, ADR 024), in production builds
 * only, after the page has loaded so it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((error: unknown) => {
      // Offline support is an extra: the site still works online without it.
      console.warn('service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Empties the cache of pages read (call it on logout: nothing of the member stays on the device). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(READS_CACHE);
}
