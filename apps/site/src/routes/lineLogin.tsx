import type { Client, LiffSdk } from '@lightbearers/api-client';
import { Alert, Button, Spinner } from '@lightbearers/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { LIFF_ID, lineSignIn } from '../session/line';
import { finishSignIn } from '../session/signIn';
import { PageColumn } from './Page';

type State = 'working' | 'unconfigured' | 'failed';

/**
 * `/login/line`: LINE sign-in through LIFF. Starts LINE login (LINE brings the member back here),
 * then posts the ID token to the service — an e-mail is required, else the spec's 'Cannot login
 * Line' path — and goes on like every sign-in.
 */
export function LineLoginRoute({
  client = api,
  liffId = LIFF_ID,
  sdk,
}: {
  client?: Client;
  liffId?: string | null;
  sdk?: LiffSdk;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>(liffId ? 'working' : 'unconfigured');
  const started = useRef(false);

  useEffect(() => {
    if (!liffId || started.current) return;
    started.current = true;
    lineSignIn(client, liffId, sdk)
      .then(async (result) => {
        if (result.kind === 'session')
          // Null: the member kept the session they have (asked before switching).
          navigate((await finishSignIn(client, result.session)) ?? '/', { replace: true });
      })
      .catch((error) => {
        console.warn('Cannot login Line', error);
        setState('failed');
      });
  }, [client, liffId, sdk, navigate]);

  return (
    <PageColumn>
      <h1>{copy.login.lineTitle}</h1>
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
    </PageColumn>
  );
}
