import '@lightbearers/ui/fonts';
import type { SiteSettings } from '@lightbearers/api-client';
import { GlobalStyle } from '@lightbearers/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, RouterProvider } from 'react-router-dom';
import { captureInstallPrompt } from './install';
import { routes } from './routes';
import './offline/start';
import { resolveLazyRoutes } from './router/resolveLazy';
import { captureJwtFromAddress } from './session/jwt';
import { setNavigate } from './session/navigate';
import { appStore, currentSession, loadSession } from './session/store';
import { rememberSiteSettings } from './settings';

declare global {
  interface Window {
    /** The loaders' data of a page the service rendered (ADR 037), written by React Router. */
    __staticRouterHydrationData?: HydrationState;
  }
}

// Before anything else: the sign-in token (and its nonce) leaves the address bar, the stored login
// is read (login data without a user id is dropped and the member starts at `/`), the install
// prompt is caught.
const handoff = captureJwtFromAddress();
if (loadSession() === 'dropped' && location.pathname !== '/') location.replace('/');
captureInstallPrompt();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

// A page the service rendered is hydrated with the data it was rendered from; the client shell
// (offline, or a page the service could not render) renders from scratch. Either way the matched
// layout and screen modules are loaded first, so the first render has them.
const hydrationData = rootElement.hasChildNodes() ? window.__staticRouterHydrationData : undefined;
await resolveLazyRoutes(routes, `${location.pathname}${location.search}`);
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
rememberSiteSettings(hydrationData?.loaderData?.root as SiteSettings | undefined);
setNavigate((to) => void router.navigate(to, { replace: true }));

// The api client loads after the first screen's code: the token sign-in and the daily user log.
const session = currentSession();
// A member's chrome (side menu, bell) starts loading with the first screen's code.
if (session) void import('./chrome/MemberChrome');
if (handoff || session) {
  void Promise.all([import('./api'), import('./session/signIn'), import('./session/userLog')]).then(
    ([{ api }, { signInFromAddress }, { sendUserLogIfDue }]) => {
      // Only a sign-in this tab started counts (its nonce); a refused or declined one stays here.
      if (handoff)
        void signInFromAddress(api, handoff).then((to) => {
          if (to) void router.navigate(to, { replace: true });
          else if (session) void sendUserLogIfDue(api, session.userID);
        });
      else if (session) void sendUserLogIfDue(api, session.userID);
    },
  );
}

const app = (
  <StrictMode>
    <Provider store={appStore}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);
if (hydrationData) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);

// Text posts' public gradients load once the page has loaded and the browser is idle (ADR 041).
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 1000);
const loadGradients = () =>
  whenIdle(() => void import('./posts/gradients').then((m) => m.loadPublicGradients()));
if (document.readyState === 'complete') loadGradients();
else addEventListener('load', loadGradients, { once: true });
