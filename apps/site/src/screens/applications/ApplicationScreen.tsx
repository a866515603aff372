/**
 * `/creator-sub` and `/sharer` (blank layout; the route table's preset picks the kind): the
 * application form; on submit the application, then the profile update with the links (and, for a
 * sharer, the affiliation), then the done modal (its button goes to /all/other; a sharer's invites to
 * the chat group when the site's settings name one). A creator with an application awaiting review
 * sees it with a cancel button instead of the form; a member who is already a creator is told so.
 */
import type { Application, SocialLink } from '@lightbearers/api-client';
import { Alert, type ApplicationFormValues, Button, Heading, Spinner, Stack } from '@lightbearers/ui';
import { Suspense, useState } from 'react';
import { redirect, useNavigate, useRevalidator } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { lazyPart } from '../../router/lazyPart';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { useSiteSettings } from '../../settings';
import { fetchServiceUnits, readUnits, useOrgUnits } from '../organisations/useOrgUnits';
import { QuietPage } from '../QuietPage';
import { applicationCopy as text } from './applicationCopy';

// The form and its modals load beside the member's data (ADR 024 budget).
// Form fields: inert until hydrated (router/lazyPart.ts).
const form = lazyPart(() => import('./ApplicationFormLazy'), { fields: true });
const ApplicationForm = form.Component;

export interface ApplicationPreset {
  kind: 'creator' | 'sharer';
}

export async function loader({ site, session, preset }: ScreenArgs<ApplicationPreset>) {
  // The blank layout's guard already sent a visitor home.
  if (!session) throw redirect('/');
  const { kind } = preset;
  const uid = session.userID;
  const { getCreatorApplication, getProfileByUid, getServiceOrganisations, getSharerMe } = await calls();
  const [profile, application] = await Promise.all([
    getProfileByUid(site.api, uid).catch(() => null),
    // The creator application awaiting review, or the member's last sharer registration.
    (kind === 'creator' ? getCreatorApplication(site.api, uid) : getSharerMe(site.api)).catch(
      (): Application | null => null,
    ),
  ]);
  const already = kind === 'creator' && session.type === 'creator';
  const pending = kind === 'creator' && application !== null;
  const [units] = await Promise.all([
    // The sharer form's affiliation starts at the profile's group, with its units.
    kind === 'sharer'
      ? readUnits((org1) => getServiceOrganisations(site.api, org1), profile?.org1 ?? null)
      : [],
    already || pending ? undefined : form.preload(),
  ]);
  return {
    kind,
    already,
    application,
    units,
    defaultValues: {
      name: application?.name ?? profile?.name ?? session.name,
      tel: application?.tel ?? '',
      lineid: application?.lineid ?? '',
      address: application?.address ?? '',
      org1: profile?.org1 ?? '',
      org2: profile?.org2 ?? '',
      links: Object.fromEntries((profile?.links ?? []).map((l) => [l.social, l.url])),
    },
    /** What the sharer's profile update keeps. */
    profile: { uid, name: profile?.name ?? '', des: profile?.des ?? '' },
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta({ preset }: MetaArgs<Data, ApplicationPreset>) {
  return {
    title: preset.kind === 'creator' ? text.creatorSub.title : text.sharer.title,
    noindex: true,
  };
}

export function Pending() {
  return (
    <QuietPage width="form" aria-busy="true">
      <Spinner />
    </QuietPage>
  );
}

export default function ApplicationScreen() {
  const data = useScreenData<typeof loader>();
  const { kind } = data;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const units = useOrgUnits(fetchServiceUnits, data.units);
  const { chatGroupUrl } = useSiteSettings();

  const submit = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    setError(null);
    const sent = { name: values.name, tel: values.tel, lineid: values.lineid, address: values.address };
    try {
      const [{ applyCreator, applySharer, updateProfile }, client] = await Promise.all([
        calls(),
        siteClient(),
      ]);
      // The application, then the profile's links (and a sharer's affiliation), then done.
      if (kind === 'creator') await applyCreator(client, sent);
      else await applySharer(client, sent);
      const links: SocialLink[] = Object.entries(values.links)
        .filter(([, url]) => url !== '')
        .map(([social, url]) => ({ social: social as SocialLink['social'], url }));
      await updateProfile(client, data.profile.uid, {
        name: data.profile.name || values.name,
        des: data.profile.des,
        links,
        ...(kind === 'sharer' && values.org1 ? { org1: values.org1, org2: values.org2 || null } : {}),
      });
      setDone(true);
    } catch {
      setError(text.sendFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const pending = kind === 'creator' ? data.application : null;
  const copy = kind === 'creator' ? text.creatorSub : text.sharer;
  return (
    <QuietPage width="form" data-screen={kind === 'creator' ? 'creator-sub' : 'sharer'}>
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.title}
      </Heading>
      <p>{copy.lead}</p>
      {data.already && !done ? (
        <Alert tone="success" title={text.creatorSub.already}>
          {text.creatorSub.alreadyLead}
        </Alert>
      ) : pending && !done ? (
        <Stack gap="4">
          <Alert tone="info" title={text.creatorSub.pending}>
            {text.creatorSub.pendingLead}
          </Alert>
          <Button
            variant="secondary"
            onClick={async () => {
              await Promise.all([calls(), siteClient()])
                .then(([{ cancelCreatorApplication }, client]) =>
                  cancelCreatorApplication(client, pending.id),
                )
                .catch(() => undefined);
              await revalidator.revalidate();
            }}
          >
            {text.creatorSub.cancelPending}
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<Spinner />}>
          <ApplicationForm
            kind={kind}
            terms={text.creatorSub.terms}
            doneMessage={
              kind === 'creator'
                ? text.creatorSub.done
                : chatGroupUrl
                  ? text.sharer.doneChatGroup
                  : text.sharer.done
            }
            leaveHref={kind === 'creator' ? '/me' : '/all/other'}
            defaultValues={data.defaultValues}
            onSubmit={(values) => void submit(values)}
            submitting={submitting}
            error={error}
            org2Options={units.options}
            loadingOrg2={units.loading}
            onOrg1Change={units.load}
            done={done}
            onDone={() => navigate('/all/other')}
            {...(chatGroupUrl ? { chatGroupHref: chatGroupUrl } : {})}
          />
        </Suspense>
      )}
    </QuietPage>
  );
}
