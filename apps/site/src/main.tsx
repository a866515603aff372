import '@lightbearers/ui/fonts';
import { GlobalStyle } from '@lightbearers/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { captureInstallPrompt } from './install';
import { routes } from './routes';
import './offline/start';
import { captureJwtFromAddress } from './session/jwt';
import { setNavigate } from './session/navigate';
import { appStore, currentSession, loadSession } from './session/store';

// Before anything else: the sign-in token (and its nonce) leaves the address bar, the stored login
// is read (login data without a user id is dropped and the member starts at `/`), the install
// prompt is caught.
const handoff = captureJwtFromAddress();
if (loadSession() === 'dropped' && location.pathname !== '/') history.replaceState(null, '', '/');
captureInstallPrompt();

const router = createBrowserRouter(routes);
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

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <Provider store={appStore}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
