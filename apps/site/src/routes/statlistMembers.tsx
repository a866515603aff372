import {
  type Application,
  type Client,
  getOrgMembersPage,
  getServiceOrganisations,
  getSharedByUser,
  getSharerApplications,
  isStaffMember,
  type Page,
  type Profile,
} from '@lightbearers/api-client';
import { formatCount } from '@lightbearers/domain';
import {
  Alert,
  Link,
  type OrgChoice,
  type OrgMemberRow,
  type ProfileSocialNetwork,
  Spinner,
} from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../api';
import { copyOrg } from '../copyOrg/statlist';
import { sessionAtom } from '../session/store';
import { unitHref } from './unitHref';
import { useOrgUnits } from './useOrgUnits';
import { WidePage } from './WidePage';

const loadView = () => import('./statlistMembersView');
const StatListMembersView = lazy(() => loadView().then((m) => ({ default: m.StatListMembersView })));

type Members = { page: Page<Profile>; rows: OrgMemberRow[] };

const profileHref = (p: Profile) => (p.at ? `/@${p.at}` : `/u${p.uid}`);

/**
 * `/statlist/{org1}/{org2}` (spec §2): two dropdowns and the unit's members page by page. Contact
 * details are what the service gives: everyone's to staff, only their own to anyone else (ADR 008).
 */
export function StatListMembersRoute({
  client = api,
  org1: org1Prop,
  org2: org2Prop,
}: {
  client?: Client;
  org1?: string;
  org2?: string;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const org1 = org1Prop ?? params.org1 ?? '';
  const org2 = org2Prop ?? params.org2 ?? '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const [choice, setChoice] = useState<OrgChoice>({ org1, org2 });
  const [members, setMembers] = useState<Members | null>(null);
  const [staff, setStaff] = useState(false);
  const [failed, setFailed] = useState(false);
  const units = useOrgUnits(useCallback((org1: string) => getServiceOrganisations(client, org1), [client]));
  const { load: loadUnits } = units;

  useEffect(() => {
    // The view's chunk loads while the members are read.
    void loadView();
  }, []);

  useEffect(() => {
    setChoice({ org1, org2 });
    loadUnits(org1);
  }, [org1, org2, loadUnits]);

  useEffect(() => {
    let live = true;
    setMembers(null);
    setFailed(false);
    (async () => {
      const isStaff = session ? await isStaffMember(client).catch(() => false) : false;
      const list = await getOrgMembersPage(client, { org1, org2, page });
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
      const seen = (uid: number) => isStaff || uid === session?.userID;
      const rows = list.items.map((p, i): OrgMemberRow => {
        const sub = contacts.get(p.uid);
        // Only what the viewer may see (ADR 008): the service enforces it; the page never shows more.
        const contact = (value: string | null | undefined) =>
          seen(p.uid) ? (sub ? (value ?? '') : '') : null;
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
      if (live) {
        setStaff(isStaff);
        setMembers({ page: list, rows });
      }
    })().catch((error: unknown) => {
      console.error(error);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [client, org1, org2, page, session]);

  return (
    <WidePage data-screen="statlist-members">
      <h1>{copyOrg.statlist.membersTitle}</h1>
      <Link href="/statlist">{copyOrg.statlist.back}</Link>
      {staff ? null : <Alert tone="info">{copyOrg.statlist.staffOnly}</Alert>}
      {failed ? <Alert tone="danger">{copyOrg.statlist.membersFailed}</Alert> : null}
      <Suspense fallback={<Spinner />}>
        <StatListMembersView
          org1={org1}
          org2={org2}
          choice={choice}
          onChoice={(next) => {
            setChoice(next);
            if (next.org1 && next.org2) navigate(unitHref(next.org1, next.org2));
          }}
          onOrg1Change={units.load}
          units={units.options}
          loadingUnits={units.loading}
          members={
            members
              ? { rows: members.rows, page: members.page.page, pageCount: members.page.pageCount }
              : null
          }
          failed={failed}
        />
      </Suspense>
    </WidePage>
  );
}
