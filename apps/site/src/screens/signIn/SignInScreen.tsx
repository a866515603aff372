import { Button, GoogleMark } from '@lightbearers/ui';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { PageColumn } from '../../routes/Page';
import { startSignIn } from '../../session/handoff';

export function meta() {
  return { title: copy.login.pageTitle, description: copy.login.pageLead };
}

/** Leaves for the service's Google OAuth start with this tab's sign-in nonce (ADR 020). */
async function signInWithGoogle() {
  const [{ signInUrl }, client] = await Promise.all([calls(), siteClient()]);
  location.assign(signInUrl(client, 'google', startSignIn()));
}

/** `/login`: a single Google sign-in button leading to the service's Google OAuth start. */
export default function SignInScreen() {
  return (
    <PageColumn>
      <h1>{copy.login.pageTitle}</h1>
      <p>{copy.login.pageLead}</p>
      <Button
        size="lg"
        variant="secondary"
        leadingIcon={<GoogleMark />}
        onClick={() => void signInWithGoogle()}
      >
        {copy.login.google}
      </Button>
    </PageColumn>
  );
}
