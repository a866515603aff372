import type { Client } from '@lightbearers/api-client';
import { REDIRECT_DELAY_MS } from '@lightbearers/domain';
import { Alert, Button, type OrgChoice, OrgPicker } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { copyOrg } from '../copyOrg/orgsub';
import { startSignIn } from '../session/handoff';
import { sessionAtom } from '../session/store';
import { PageColumn } from './Page';
import { useOrgUnits } from './useOrgUnits';

/** The page's calls and the site's client, loaded on the first tap. */
const loadCalls = () => import('./orgsubCalls');

/**
 * `/orgsub`, the inner-zone member page (spec §2, §4): signed out, the Google sign-in button;
 * signed in, the two organisation selectors (submit only when both are chosen); after a successful
 * save, a confirmation, then `/u{userID}` after 1.8 s. `client` (tests) replaces the site's client.
 */
export function OrgSubRoute({ client }: { client?: Client }) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const fetchUnits = useCallback(
    async (org1: string) => {
      const calls = await loadCalls();
      return calls.getServiceOrganisations(client ?? calls.api, org1);
    },
    [client],
  );
  const units = useOrgUnits(fetchUnits);
  const [saving, setSaving] = useState(false);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'saved' || !session) return;
    const timer = setTimeout(() => navigate(`/u${session.userID}`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, session, navigate]);

  if (!session)
    return (
      <PageColumn data-screen="orgsub">
        <h1>{copyOrg.orgsub.title}</h1>
        <p>{copyOrg.orgsub.signedOut}</p>
        <Button
          onClick={async () => {
            const calls = await loadCalls();
            window.location.assign(calls.signInUrl(client ?? calls.api, 'google', startSignIn()));
          }}
        >
          {copyOrg.orgsub.google}
        </Button>
      </PageColumn>
    );

  const save = async (choice: OrgChoice) => {
    setSaving(true);
    setState('idle');
    try {
      const calls = await loadCalls();
      const c = client ?? calls.api;
      const profile = await calls.getProfileByUid(c, session.userID);
      await calls.updateProfile(c, session.userID, {
        name: profile?.name || session.name,
        des: profile?.des ?? session.des ?? '',
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
    <PageColumn data-screen="orgsub">
      <h1>{copyOrg.orgsub.title}</h1>
      <p>{copyOrg.orgsub.lead}</p>
      {state === 'saved' ? (
        <Alert tone="success" role="status">
          {copyOrg.orgsub.saved}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="danger" role="alert">
          {copyOrg.orgsub.failed}
        </Alert>
      ) : null}
      {units.failed ? <Alert tone="warning">{copyOrg.orgsub.unitsFailed}</Alert> : null}
      <OrgPicker
        org2Options={units.options}
        loadingOrg2={units.loading}
        onOrg1Change={units.load}
        onSubmit={(choice) => void save(choice)}
        submitting={saving}
      />
    </PageColumn>
  );
}
