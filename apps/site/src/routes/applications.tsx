import {
  type Application,
  applyCreator,
  applySharer,
  type Client,
  cancelCreatorApplication,
  getCreatorApplication,
  getProfileByUid,
  getSharerMe,
  type Profile,
  type SocialLink,
  updateProfile,
} from '@lightbearers/api-client';
import { Alert, type ApplicationFormValues, Button, Spinner, Stack } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { copyOrg } from '../copyOrg/applications';
import { sessionAtom } from '../session/store';
import { PageColumn } from './Page';
import { useOrgUnits } from './useOrgUnits';

const loadForm = () => import('./applicationFormChunk');
const ApplicationForm = lazy(() => loadForm().then((m) => ({ default: m.ApplicationForm })));

const CHAT_GROUP_URL = (import.meta.env.VITE_CHAT_GROUP_URL as string | undefined) || undefined;

type Loaded = {
  profile: Profile | null;
  /** The creator application awaiting review, or the member's last sharer registration. */
  application: Application | null;
};

/**
 * `/creator-sub` and `/sharer` (spec §2, §4 Applications): the application form; on submit the
 * application, then (sharer) the profile update with links and affiliation, then the done modal
 * (its button goes to /all/other). A creator with an application awaiting review sees it with a
 * cancel button instead of the form.
 */
export function ApplicationsRoute({ kind, client = api }: { kind: 'creator' | 'sharer'; client?: Client }) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const uid = session?.userID ?? 0;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The directory call loads with the first group chosen (only the sharer form has the affiliation).
  const units = useOrgUnits(
    useCallback(
      async (org1: string) => (await import('./orgUnitsCall')).getServiceOrganisations(client, org1),
      [client],
    ),
  );
  const { load: loadUnits } = units;

  useEffect(() => {
    // The form's chunk loads while the profile is read.
    void loadForm();
  }, []);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    const application =
      kind === 'creator'
        ? getCreatorApplication(client, uid).catch(() => null)
        : getSharerMe(client).catch(() => null);
    Promise.all([getProfileByUid(client, uid).catch(() => null), application]).then(([profile, app]) => {
      if (!live) return;
      setLoaded({ profile, application: app });
      if (kind === 'sharer' && profile?.org1) loadUnits(profile.org1);
    });
    return () => {
      live = false;
    };
  }, [client, uid, kind, loadUnits]);

  if (!session || !loaded)
    return (
      <PageColumn aria-busy="true">
        <Spinner />
      </PageColumn>
    );

  const submit = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    setError(null);
    const form = { name: values.name, tel: values.tel, lineid: values.lineid, address: values.address };
    try {
      if (kind === 'creator') await applyCreator(client, form);
      else {
        await applySharer(client, form);
        const links: SocialLink[] = Object.entries(values.links)
          .filter(([, url]) => url !== '')
          .map(([social, url]) => ({ social: social as SocialLink['social'], url }));
        await updateProfile(client, uid, {
          name: loaded.profile?.name || values.name,
          des: loaded.profile?.des ?? '',
          links,
          ...(values.org1 ? { org1: values.org1, org2: values.org2 || null } : {}),
        });
      }
      setDone(true);
    } catch {
      setError(copyOrg.sendFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const pending = kind === 'creator' ? loaded.application : null;
  const text = kind === 'creator' ? copyOrg.creatorSub : copyOrg.sharer;
  return (
    <PageColumn data-screen={kind === 'creator' ? 'creator-sub' : 'sharer'}>
      <h1>{text.title}</h1>
      <p>{text.lead}</p>
      {kind === 'creator' && session.type === 'creator' && !done ? (
        <Alert tone="success" title={copyOrg.creatorSub.already}>
          {copyOrg.creatorSub.alreadyLead}
        </Alert>
      ) : pending && !done ? (
        <Stack gap="4">
          <Alert tone="info" title={copyOrg.creatorSub.pending}>
            {copyOrg.creatorSub.pendingLead}
          </Alert>
          <Button
            variant="secondary"
            onClick={async () => {
              await cancelCreatorApplication(client, pending.id).catch(() => undefined);
              setLoaded({ ...loaded, application: null });
            }}
          >
            {copyOrg.creatorSub.cancelPending}
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<Spinner />}>
          <ApplicationForm
            kind={kind}
            terms={copyOrg.creatorSub.terms}
            doneMessage={kind === 'creator' ? copyOrg.creatorSub.done : copyOrg.sharer.done}
            leaveHref={kind === 'creator' ? '/me' : '/all/other'}
            defaultValues={{
              name: loaded.application?.name ?? loaded.profile?.name ?? session.name,
              tel: loaded.application?.tel ?? '',
              lineid: loaded.application?.lineid ?? '',
              address: loaded.application?.address ?? '',
              org1: loaded.profile?.org1 ?? '',
              org2: loaded.profile?.org2 ?? '',
              links: Object.fromEntries((loaded.profile?.links ?? []).map((l) => [l.social, l.url])),
            }}
            onSubmit={(values) => void submit(values)}
            submitting={submitting}
            error={error}
            org2Options={units.options}
            loadingOrg2={units.loading}
            onOrg1Change={units.load}
            done={done}
            onDone={() => navigate('/all/other')}
            chatGroupHref={CHAT_GROUP_URL}
          />
        </Suspense>
      )}
    </PageColumn>
  );
}
