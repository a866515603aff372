/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox, ADR 017) in production
 * builds, so the kiosk works offline after its first load. It claims the page on its first install.
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
