// Imported once by main.tsx: registers the service worker and shows the offline notice, in a small
// root of its own so it shows over every layout (blank, default, no-login) without the app's
// layouts knowing about it. The banner's code loads only when the device first goes offline, or
// when a tap that needs a connection was refused (`connectionNotice.ts` says so with an event).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './serviceWorker';

registerServiceWorker();

let mounted = false;
async function mountBanner() {
  if (mounted) return;
  mounted = true;
  const { OfflineBanner } = await import('./OfflineBanner');
  const host = document.createElement('div');
  host.id = 'offline-notice';
  document.body.append(host);
  createRoot(host).render(createElement(OfflineBanner));
}

if (!navigator.onLine) void mountBanner();
else window.addEventListener('offline', () => void mountBanner(), { once: true });
window.addEventListener('lightbearers:needs-connection', () => void mountBanner(), { once: true });
