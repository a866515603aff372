/**
 * Registers the site's service worker (`src/worker/sw.ts`, built by vite-plugin-pwa, ADR 024), in
 * production builds only, after the page has loaded so it never competes with the first screen.
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
