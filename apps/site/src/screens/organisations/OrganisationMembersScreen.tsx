/**
 * `/statlist/{org1}/{org2}`: two dropdowns and the unit's members page by page (`?page=`). Contact
 * details are what the service gives: everyone's to staff, only their own to anyone else (ADR 008).
 * Members that cannot be read show a notice (a request that never reached the service is the
 * route's error).
 */
import type { Application, Client, Profile, Session } from '@lightbearers/api-client';
import { formatCount, orgUnitPath } from '@lightbearers/domain';
import {
  Alert,
  Heading,
  Link,
  type OrgChoice,
  type OrgMemberRow,
  type ProfileSocialNetwork,
  Spinner,
} from '@lightbearers/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { lazyPart } from '../../router/lazyPart';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { QuietPage } from '../QuietPage';
import { organisationStatsCopy as text } from './organisationStatsCopy';
import { fetchServiceUnits, readUnits, useOrgUnits } from './useOrgUnits';

// The dropdowns and the table load beside the members (ADR 024 budget).
const view = lazyPart(() => import('./OrganisationMembersView'));
const OrganisationMembersView = view.Component;

const profileHref = (p: Profile) => (p.at ? `/@${p.at}` : `/u${p.uid}`);

interface Members {
  rows: OrgMemberRow[];
  page: number;
  pageCount: number;
}

/** One page of the unit's members, with what the viewer may see of their contact details. */
async function readMembers(
  client: Client,
  session: Session | null,
  choice: OrgChoice,
  page: number,
): Promise<{ staff: boolean; members: Members }> {
  const { getOrgMembersPage, getSharedByUser, getSharerApplications, isStaffMember } = await calls();
  const staff = session ? await isStaffMember(client).catch(() => false) : false;
  const list = await getOrgMembersPage(client, { ...choice, page });
  const uids = list.items.map((p) => p.uid);
  const contacts = new Map<number, Application>();
  if (session && uids.length) {
    const subs = await getSharerApplications(client, { userIds: uids, pageSize: 100 }).catch(() => null);
    for (const sub of subs?.items ?? []) if (sub.userId != null) contacts.set(sub.userId, sub);
  }
  const totals = await Promise.all(
    uids.map((uid) =>
      getSharedByUser(client, uid).then(
        (s) => s.sum,
        () => null,
      ),
    ),
  );
  const seen = (uid: number) => staff || uid === session?.userID;
  const rows = list.items.map((p, i): OrgMemberRow => {
    const sub = contacts.get(p.uid);
    // Only what the viewer may see (ADR 008): the service enforces it; the page never shows more.
    const contact = (value: string | null | undefined) => (seen(p.uid) ? (sub ? (value ?? '') : '') : null);
    return {
      uid: p.uid,
      number: formatCount((list.page - 1) * list.pageSize + i + 1),
      name: p.name,
      href: profileHref(p),
      picture: p.pictureThumbnail ?? p.picture,
      org: [p.org1, p.org2].filter(Boolean).join(' · '),
      lineid: contact(sub?.lineid),
      address: contact(sub?.address),
      tel: contact(sub?.tel),
      links: p.links.map((l) => ({ social: l.social as ProfileSocialNetwork, url: l.url })),
      total: totals[i] == null ? '—' : formatCount(totals[i]),
    };
  });
  return { staff, members: { rows, page: list.page, pageCount: list.pageCount } };
}

export async function loader({ site, session, params, url }: ScreenArgs) {
  const choice = { org1: params.org1 ?? '', org2: params.org2 ?? '' };
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const viewLoaded = view.preload();
  viewLoaded.catch(() => undefined);
  const [units, read] = await Promise.all([
    readUnits(async (org1) => (await calls()).getServiceOrganisations(site.api, org1), choice.org1),
    readMembers(site.api, session, choice, page).catch((error: unknown) => {
      if (isNetworkFailure(error)) throw error;
      console.error('organisation members failed', error);
      return { staff: false, members: null };
    }),
  ]);
  await viewLoaded;
  return { ...choice, units, ...read };
}

type Data = Awaited<ReturnType<typeof loader>>;

export function meta({ data }: MetaArgs<Data, unknown>) {
  return { title: `${text.membersTitle} ${[data.org1, data.org2].filter(Boolean).join(' ')}` };
}

function MembersPage({ staff, failed, children }: { staff: boolean; failed: boolean; children: ReactNode }) {
  return (
    <QuietPage width="wide" quiet="rows" data-screen="statlist-members">
      <Heading as="h1" size="xl" wrap="greedy">
        {text.membersTitle}
      </Heading>
      <Link href="/statlist">{text.back}</Link>
      {staff ? null : <Alert tone="info">{text.staffOnly}</Alert>}
      {failed ? <Alert tone="danger">{text.membersFailed}</Alert> : null}
      {children}
    </QuietPage>
  );
}

export function Pending() {
  return (
    <MembersPage staff={false} failed={false}>
      <Spinner />
    </MembersPage>
  );
}

/** One unit's page: the dropdowns start at the unit, with its group's units from the loader. */
function Unit({ data }: { data: Data }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<OrgChoice>({ org1: data.org1, org2: data.org2 });
  const units = useOrgUnits(fetchServiceUnits, data.units);
  return (
    <MembersPage staff={data.staff} failed={data.members === null}>
      <Suspense fallback={<Spinner />}>
        <OrganisationMembersView
          org1={data.org1}
          org2={data.org2}
          choice={choice}
          onChoice={(next) => {
            setChoice(next);
            if (next.org1 && next.org2) navigate(orgUnitPath(next.org1, next.org2));
          }}
          onOrg1Change={units.load}
          units={units.options}
          loadingUnits={units.loading}
          members={data.members}
          failed={data.members === null}
        />
      </Suspense>
    </MembersPage>
  );
}

export default function OrganisationMembersScreen() {
  const data = useScreenData<typeof loader>();
  // Another unit starts its dropdowns afresh; another page of the same unit keeps them.
  return <Unit key={`${data.org1}\n${data.org2}`} data={data} />;
}
