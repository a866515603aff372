/**
 * `/orgsub`, the inner-zone member page (nologin layout): signed out, the Google sign-in button;
 * signed in, the two organisation selectors (submit only when both are chosen); after a successful
 * save, a confirmation, then `/u{userID}` after 1.8 s. The loader reads nothing but the session:
 * the group's units, the profile and the save load with the api client on the first tap.
 */
import { REDIRECT_DELAY_MS } from '@lightbearers/domain';
import { Alert, Button, Heading, type OrgChoice, OrgPicker } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { startSignIn } from '../../session/handoff';
import { QuietPage } from '../QuietPage';
import { joinOrganisationCopy as text } from './joinOrganisationCopy';
import { fetchServiceUnits, useOrgUnits } from './useOrgUnits';

export function loader({ session }: ScreenArgs) {
  return {
    member: session ? { userID: session.userID, name: session.name, des: session.des } : null,
  };
}

export function meta() {
  return { title: text.title };
}

type Member = NonNullable<ReturnType<typeof loader>['member']>;

function SignedOut() {
  return (
    <QuietPage width="form" data-screen="orgsub">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      <p>{text.signedOut}</p>
      <Button
        onClick={async () => {
          const [{ signInUrl }, client] = await Promise.all([calls(), siteClient()]);
          window.location.assign(signInUrl(client, 'google', startSignIn()));
        }}
      >
        {text.google}
      </Button>
    </QuietPage>
  );
}

function Join({ member }: { member: Member }) {
  const navigate = useNavigate();
  const units = useOrgUnits(fetchServiceUnits);
  const [saving, setSaving] = useState(false);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  // The confirmation stays 1.8 s, then the member's profile.
  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => navigate(`/u${member.userID}`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, member.userID, navigate]);

  const save = async (choice: OrgChoice) => {
    setSaving(true);
    setState('idle');
    try {
      const [{ getProfileByUid, updateProfile }, client] = await Promise.all([calls(), siteClient()]);
      const profile = await getProfileByUid(client, member.userID);
      await updateProfile(client, member.userID, {
        name: profile?.name || member.name,
        des: profile?.des ?? member.des ?? '',
        org1: choice.org1,
        org2: choice.org2,
      });
      setState('saved');
    } catch (error) {
      console.error(error);
      setState('failed');
      setSaving(false);
    }
  };

  return (
    <QuietPage width="form" data-screen="orgsub">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.title}
      </Heading>
      <p>{text.lead}</p>
      {state === 'saved' ? (
        <Alert tone="success" role="status">
          {text.saved}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="danger" role="alert">
          {text.failed}
        </Alert>
      ) : null}
      {units.failed ? <Alert tone="warning">{text.unitsFailed}</Alert> : null}
      <OrgPicker
        org2Options={units.options}
        loadingOrg2={units.loading}
        onOrg1Change={units.load}
        onSubmit={(choice) => void save(choice)}
        submitting={saving}
      />
    </QuietPage>
  );
}

export default function JoinOrganisationScreen() {
  const { member } = useScreenData<typeof loader>();
  return member ? <Join member={member} /> : <SignedOut />;
}
