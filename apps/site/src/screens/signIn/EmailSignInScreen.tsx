/**
 * `/login/email`: sign-in — and the product's e-mail sign-up — with a one-time link (ADR 041). The
 * member gives an address; the service sends a link back to this page, `#token=…` in its fragment
 * (never sent to a server). Opened, the page trades the token for a session with a nonce of its own
 * tab (the hand-off of every sign-in, ADR 020) and goes on like every sign-in. A used or expired
 * link says so above the form, so a new one is one tap away. Hidden (a notice instead) when the
 * service sends no mail.
 */
import { Alert, Button, Heading, Link, Spinner, Stack, TextField } from '@lightbearers/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { useSiteSettings } from '../../settings';
import { QuietPage } from '../QuietPage';

const text = copy.login.email;

type State =
  | { kind: 'form'; notice?: 'linkInvalid' | 'blocked' | 'failed' | 'tooMany' | 'invalidAddress' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string; minutes: number }
  | { kind: 'verifying' };

export function meta() {
  return { title: text.title, description: text.lead, noindex: true };
}

/** The status of a failed call (429, 401, 403…), or null. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error && 'status' in error
    ? (error as { status: number | null }).status
    : null;

/** The link's token, taken out of the address (so a reload or a shared screenshot does not carry it). */
function takeToken(): string | null {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (token) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return token;
}

/** The token for a session; where to go next (null: the member kept the session they have). */
async function completeSignIn(token: string): Promise<string | null> {
  const [client, { signInWithEmailToken }] = await Promise.all([
    siteClient(),
    import('../../session/signIn'),
  ]);
  return signInWithEmailToken(client, token);
}

export default function EmailSignInScreen() {
  const { emailSignIn } = useSiteSettings();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'form' });
  const [email, setEmail] = useState('');
  const started = useRef(false);

  // The link's token is in the fragment, which only the browser sees: read once the page runs.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeToken();
    if (!token) return;
    setState({ kind: 'verifying' });
    completeSignIn(token)
      .then((to) => navigate(to ?? '/', { replace: true }))
      .catch((error: unknown) => {
        const status = statusOf(error);
        setState({
          kind: 'form',
          notice: status === 401 ? 'linkInvalid' : status === 403 ? 'blocked' : 'failed',
        });
      });
  }, [navigate]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setState({ kind: 'form', notice: 'invalidAddress' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const [{ requestEmailSignIn }, client] = await Promise.all([calls(), siteClient()]);
      const sent = await requestEmailSignIn(client, email.trim());
      setState({ kind: 'sent', email: sent.email, minutes: sent.minutes });
    } catch (error) {
      const status = statusOf(error);
      setState({
        kind: 'form',
        notice: status === 429 ? 'tooMany' : status === 400 ? 'invalidAddress' : 'failed',
      });
    }
  };

  const notice = state.kind === 'form' ? state.notice : undefined;
  return (
    <QuietPage width="form" data-testid="email-sign-in" data-state={state.kind}>
      <Stack gap="4">
        <Heading as="h1" size="xl" wrap="greedy">
          {text.title}
        </Heading>
        {state.kind === 'verifying' ? (
          <p>
            <Spinner /> {copy.login.signingIn}
          </p>
        ) : !emailSignIn ? (
          <Alert tone="info">{text.unavailable}</Alert>
        ) : state.kind === 'sent' ? (
          <Stack gap="4">
            <Alert tone="success" title={text.sentTitle} role="status">
              {text.sent(state.email, state.minutes)}
            </Alert>
            <div>
              <Button variant="secondary" onClick={() => setState({ kind: 'form' })}>
                {text.again}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack gap="4">
            {notice ? (
              <Alert
                tone={notice === 'tooMany' || notice === 'invalidAddress' ? 'warning' : 'danger'}
                role="alert"
              >
                {text[notice]}
              </Alert>
            ) : null}
            <p>{text.lead}</p>
            <form onSubmit={(event) => void send(event)} noValidate>
              <Stack gap="4">
                <TextField
                  label={text.field}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={email}
                  disabled={state.kind === 'sending'}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <p>
                  {text.privacy} <Link href="/privacy">{text.privacyLink}</Link>
                </p>
                <div>
                  <Button type="submit" loading={state.kind === 'sending'}>
                    {text.send}
                  </Button>
                </div>
              </Stack>
            </form>
          </Stack>
        )}
        <div>
          <Button variant="ghost" onClick={() => navigate('/')}>
            {copy.login.back}
          </Button>
        </div>
      </Stack>
    </QuietPage>
  );
}
