import '@lightbearers/ui/fonts';
import '@lightbearers/ui/tokens.css';
// Chinese names and the Chinese certificate: one weight, and each unicode-range file loads only
// when a text needs it (the service worker precaches them all for offline use).
import '@fontsource/noto-serif-sc/700.css';
import { GlobalStyle } from '@lightbearers/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { KioskStyle } from './kiosk.styles';
import { routes } from './routes';
import { registerServiceWorker } from './sw/register';

const router = createBrowserRouter(routes);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <GlobalStyle />
    <KioskStyle />
    <RouterProvider router={router} />
  </StrictMode>,
);

registerServiceWorker();
