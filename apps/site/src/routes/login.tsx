import { signInUrl } from '@lightbearers/api-client';
import { Button, GoogleMark } from '@lightbearers/ui';
import { api } from '../api';
import { copy } from '../copy';
import { startSignIn } from '../session/handoff';
import { PageColumn } from './Page';

/** `/login` (spec §2): a single Google sign-in button leading to the service's Google OAuth start. */
export function LoginRoute({ go = (url: string) => location.assign(url) }: { go?: (url: string) => void }) {
  return (
    <PageColumn>
      <h1>{copy.login.pageTitle}</h1>
      <p>{copy.login.pageLead}</p>
      <Button
        size="lg"
        variant="secondary"
        leadingIcon={<GoogleMark />}
        onClick={() => go(signInUrl(api, 'google', startSignIn()))}
      >
        {copy.login.google}
      </Button>
    </PageColumn>
  );
}
