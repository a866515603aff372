import '@lightbearers/ui/fonts';
import '@lightbearers/ui/tokens.css';
import type { SiteSettings } from '@lightbearers/api-client';
import { GlobalStyle } from '@lightbearers/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, RouterProvider } from 'react-router-dom';
import { captureInstallPrompt } from './install';
import { partsArrived } from './router/lazyPart';
import { resolveLazyRoutes } from './router/resolveLazy';
import { routes } from './routes';
import { captureJwtFromAddress } from './session/jwt';
import { setNavigate } from './session/navigate';
import { appStore, currentSession, hydrateWithSession, loadSession } from './session/store';
import { rememberSiteSettings } from './settings';
// The chrome's links (ADR 044) go with the entry: every first screen's header or footer uses them,
// and in the entry's chunk they share its compression window and cost no chunk of their own; so
// does the origin the cards' links are written with.
import './chrome/navigation';
import './siteOrigin';

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

// No top-level await: the entry shares its chunk with the first screen's modules, and a lazy
// module importing from that chunk would wait for an entry still awaiting it (a deadlock).
void start(rootElement);

async function start(root: HTMLElement) {
  // A page the service rendered is hydrated with the data it was rendered from; the client shell
  // (offline, or a page the service could not render) renders from scratch. Either way the matched
  // layout and screen modules are loaded first, so the first render has them.
  const hydrationData = root.hasChildNodes() ? window.__staticRouterHydrationData : undefined;
  // A member's chrome (side menu, bell) too: the member's page hydrates with it.
  const session = currentSession();
  await Promise.all([
    resolveLazyRoutes(routes, `${location.pathname}${location.search}`),
    session ? import('./chrome/SiteChrome').then((m) => m.preloadMemberChrome()) : null,
  ]);
  // …and the parts the screen declares: a tap on a part hydrated later would be lost.
  if (hydrationData) await partsArrived();
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  rememberSiteSettings(hydrationData?.loaderData?.root as SiteSettings | undefined);
  setNavigate((to) => void router.navigate(to, { replace: true }));

  // The api client loads after the first screen's code: the token sign-in and the daily user log.
  if (handoff)
    void Promise.all([import('./api'), import('./session/signIn')]).then(([{ api }, { signInFromAddress }]) =>
      // Only a sign-in this tab started counts (its nonce); a refused or declined one stays here.
      signInFromAddress(api, handoff).then((to) => {
        if (to) void router.navigate(to, { replace: true });
        else if (session) void sendUserLog(session.userID);
      }),
    );
  else if (session) void sendUserLog(session.userID);

  const app = (
    <StrictMode>
      <Provider store={appStore}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (hydrationData) {
    // The page was rendered for this login (its cookie): a sign-in landing while parts still hydrate
    // changes the page after they have, never the HTML they hydrate (`useSession`).
    hydrateWithSession(session);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);

  // The service worker and the offline notice: after the first screen's code; the screens read from
  // here on are kept for offline reading, this one first.
  void import('./offline/start');
  void import('./offline/keepReading').then(({ keepReading }) => keepReading(router));
}

/** The daily user log (at most once per Bangkok day), with the client it needs. */
function sendUserLog(uid: number) {
  return Promise.all([import('./api'), import('./session/userLog')]).then(([{ api }, { sendUserLogIfDue }]) =>
    sendUserLogIfDue(api, uid),
  );
}

// Text posts' public gradients: once the page has loaded, two seconds on (after the first screen's
// pictures), in their own chunk (ADR 041).
addEventListener(
  'load',
  () => setTimeout(() => void import('./posts/gradients').then((m) => m.loadPublicGradients()), 2000),
  { once: true },
);
