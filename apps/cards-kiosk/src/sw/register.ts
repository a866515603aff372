/**
 * Registers the precaching service worker (built by `build/precache.ts`) in production builds, so
 * the kiosk works offline after its first load. Resolves once a worker controls the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const url = `${import.meta.env.BASE_URL}sw.js`;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(url).catch((error: unknown) => {
      // Offline support is an extra: the kiosk still works online without it.
      console.warn('service worker registration failed', error);
    });
  });
}
