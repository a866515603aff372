/**
 * `/login/line`: LINE sign-in through LIFF. Starts LINE login (LINE brings the member back here),
 * then posts the ID token to the service — an e-mail is required, else the 'Cannot login Line' path —
 * and goes on like every sign-in. The LIFF app id is the site's setting (the service's `LIFF_ID`).
 */
import { Alert, Button, Heading, Spinner } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import * as copy from '../../copy';
import { siteClient } from '../../router/calls';
import { useSiteSettings } from '../../settings';
import { QuietPage } from '../QuietPage';

type State = 'working' | 'unconfigured' | 'failed';

export function meta() {
  return { title: copy.login.lineTitle, noindex: true };
}

/** The LIFF flow (browser only): where to go once signed in, or null (redirecting to LINE, or kept). */
async function signInWithLine(liffId: string): Promise<string | null> {
  const [client, { lineSignIn }, { finishSignIn }] = await Promise.all([
    siteClient(),
    import('../../session/line'),
    import('../../session/signIn'),
  ]);
  const result = await lineSignIn(client, liffId);
  if (result.kind !== 'session') return null;
  // Null: the member kept the session they have (asked before switching).
  return (await finishSignIn(client, result.session)) ?? '/';
}

/**
 * Each visit's sign-in, by the router's location of the visit (the same object until the router
 * moves on), joined when the screen mounts again during the visit — the chrome a sign-in brings
 * mounts the page anew: one LINE login and one ID token posted per visit of `/login/line`.
 */
const visits = new WeakMap<Location, Promise<string | null>>();

function signInOnce(liffId: string, visit: Location): Promise<string | null> {
  let signIn = visits.get(visit);
  if (!signIn) {
    signIn = signInWithLine(liffId);
    visits.set(visit, signIn);
  }
  return signIn;
}

export default function LineSignInScreen() {
  const { liffId } = useSiteSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const state: State = !liffId ? 'unconfigured' : failed ? 'failed' : 'working';

  // LINE's login runs in the browser only (the LIFF SDK): started once the page runs.
  useEffect(() => {
    if (!liffId) return;
    signInOnce(liffId, location)
      .then((to) => {
        if (to) navigate(to, { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Cannot login Line', error);
        setFailed(true);
      });
  }, [liffId, location, navigate]);

  return (
    <QuietPage width="form">
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.login.lineTitle}
      </Heading>
      {state === 'working' ? (
        <p>
          <Spinner /> {copy.login.lineWorking}
        </p>
      ) : null}
      {state === 'unconfigured' ? <Alert tone="info">{copy.login.lineNotConfigured}</Alert> : null}
      {state === 'failed' ? <Alert tone="danger">{copy.login.lineFailed}</Alert> : null}
      <Button variant="ghost" onClick={() => navigate('/')}>
        {copy.login.back}
      </Button>
    </QuietPage>
  );
}
