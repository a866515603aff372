import {
  type Client,
  getPendingCreatorApplications,
  isStaffMember,
  type PendingCreatorApplication,
  reviewCreatorApplication,
} from '@lightbearers/api-client';
import { formatCount, formatThaiDate } from '@lightbearers/domain';
import { Alert, ApplicationReviewList, type ReviewItem, Spinner } from '@lightbearers/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api';
import { copyOrg } from '../copyOrg/review';
import { WidePage } from './WidePage';

const toItem = (a: PendingCreatorApplication): ReviewItem => ({
  id: a.id,
  name: a.name,
  memberName: a.member.name,
  href: a.member.at ? `/@${a.member.at}` : `/u${a.member.id}`,
  picture: a.member.picture,
  sent: formatThaiDate(a.createdAt),
  tel: a.tel,
  lineid: a.lineid,
  address: a.address,
  posts: formatCount(a.member.posts),
  shares: formatCount(a.member.shares),
  clicks: formatCount(a.member.clicks),
});

type State =
  | { kind: 'loading' }
  | { kind: 'not-staff' }
  | { kind: 'failed' }
  | { kind: 'ready'; items: PendingCreatorApplication[] };

/**
 * `/staff/applications` (ADR 030): staff review pending creator applications; approve makes the
 * member a creator, reject removes the application; the service notifies the member either way.
 */
export function StaffReviewRoute({ client = api }: { client?: Client }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const load = useCallback(async () => {
    if (!(await isStaffMember(client))) return setState({ kind: 'not-staff' });
    const page = await getPendingCreatorApplications(client, { pageSize: 100 });
    setState({ kind: 'ready', items: page.items });
  }, [client]);

  useEffect(() => {
    load().catch(() => setState({ kind: 'failed' }));
  }, [load]);

  const decide = async (id: number, decision: 'approved' | 'rejected') => {
    if (state.kind !== 'ready') return;
    const app = state.items.find((a) => a.id === id);
    setBusyId(id);
    setMessage(null);
    try {
      await reviewCreatorApplication(client, id, decision);
      setState({ kind: 'ready', items: state.items.filter((a) => a.id !== id) });
      const name = app?.member.name ?? '';
      setMessage({
        tone: 'success',
        text: decision === 'approved' ? copyOrg.review.approved(name) : copyOrg.review.rejected(name),
      });
    } catch {
      setMessage({ tone: 'danger', text: copyOrg.review.actionFailed });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <WidePage data-screen="staff-applications">
      <h1>{copyOrg.review.title}</h1>
      <p>{copyOrg.review.lead}</p>
      {message ? (
        <Alert tone={message.tone} role="status">
          {message.text}
        </Alert>
      ) : null}
      {state.kind === 'loading' ? <Spinner /> : null}
      {state.kind === 'not-staff' ? <Alert tone="warning">{copyOrg.review.staffOnly}</Alert> : null}
      {state.kind === 'failed' ? <Alert tone="danger">{copyOrg.review.failed}</Alert> : null}
      {state.kind === 'ready' ? (
        <ApplicationReviewList
          items={state.items.map(toItem)}
          busyId={busyId}
          onApprove={(id) => void decide(id, 'approved')}
          onReject={(id) => void decide(id, 'rejected')}
        />
      ) : null}
    </WidePage>
  );
}
