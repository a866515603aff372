import '@lightbearers/ui/fonts';
import { GlobalStyle } from '@lightbearers/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { api, setUnauthorizedNavigate } from './api';
import { captureInstallPrompt } from './install';
import { routes } from './routes';
import { captureJwtFromAddress } from './session/jwt';
import { signInWithToken } from './session/signIn';
import { appStore, currentSession, loadSession } from './session/store';
import { sendUserLogIfDue } from './session/userLog';

// Before anything else: the sign-in token leaves the address bar, the stored login is read (login
// data without a user id is dropped and the member starts at `/`), the install prompt is caught.
const jwt = captureJwtFromAddress();
if (loadSession() === 'dropped' && location.pathname !== '/') history.replaceState(null, '', '/');
captureInstallPrompt();

const router = createBrowserRouter(routes);
setUnauthorizedNavigate((to) => void router.navigate(to, { replace: true }));

if (jwt) {
  void signInWithToken(api, jwt).then((to) => router.navigate(to ?? '/', { replace: true }));
} else {
  const session = currentSession();
  if (session) void sendUserLogIfDue(api, session.userID);
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
