import { Button, GoogleMark, Heading } from '@lightbearers/ui';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { startSignIn } from '../../session/handoff';
import { QuietPage } from '../QuietPage';

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
    <QuietPage width="form">
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.login.pageTitle}
      </Heading>
      <p>{copy.login.pageLead}</p>
      <Button
        size="lg"
        variant="secondary"
        leadingIcon={<GoogleMark />}
        onClick={() => void signInWithGoogle()}
      >
        {copy.login.google}
      </Button>
    </QuietPage>
  );
}
