/**
 * `/staff/applications` (ADR 030): staff review pending creator applications; approve makes the
 * member a creator, reject removes the application; the service notifies the member either way.
 * A decided application leaves the list at once, then the loader reads the list again.
 */
import type { PendingCreatorApplication } from '@lightbearers/api-client';
import { formatCount, formatThaiDate } from '@lightbearers/domain';
import { Alert, ApplicationReviewList, type ReviewItem, Spinner } from '@lightbearers/ui';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { WidePage } from '../../routes/WidePage';
import { reviewCopy as text } from './reviewCopy';

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

export async function loader({ site }: ScreenArgs) {
  try {
    const { getPendingCreatorApplications, isStaffMember } = await calls();
    if (!(await isStaffMember(site.api))) return { kind: 'not-staff' as const };
    const page = await getPendingCreatorApplications(site.api, { pageSize: 100 });
    return { kind: 'ready' as const, items: page.items.map(toItem) };
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    console.warn('creator applications failed', error);
    return { kind: 'failed' as const };
  }
}

export function meta() {
  return { title: text.title, noindex: true };
}

function ReviewPage({ children }: { children?: ReactNode }) {
  return (
    <WidePage data-screen="staff-applications">
      <h1>{text.title}</h1>
      <p>{text.lead}</p>
      {children}
    </WidePage>
  );
}

export function Pending() {
  return (
    <ReviewPage>
      <Spinner />
    </ReviewPage>
  );
}

function Review({ items }: { items: ReviewItem[] }) {
  const revalidator = useRevalidator();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const decide = async (id: number, decision: 'approved' | 'rejected') => {
    const name = items.find((a) => a.id === id)?.memberName ?? '';
    setBusyId(id);
    setMessage(null);
    try {
      const [{ reviewCreatorApplication }, client] = await Promise.all([calls(), siteClient()]);
      await reviewCreatorApplication(client, id, decision);
      setDecided((ids) => new Set(ids).add(id));
      setMessage({
        tone: 'success',
        text: decision === 'approved' ? text.approved(name) : text.rejected(name),
      });
      void revalidator.revalidate();
    } catch {
      setMessage({ tone: 'danger', text: text.actionFailed });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      {message ? (
        <Alert tone={message.tone} role="status">
          {message.text}
        </Alert>
      ) : null}
      <ApplicationReviewList
        items={items.filter((item) => !decided.has(item.id))}
        busyId={busyId}
        onApprove={(id) => void decide(id, 'approved')}
        onReject={(id) => void decide(id, 'rejected')}
      />
    </>
  );
}

export default function ApplicationReviewScreen() {
  const data = useScreenData<typeof loader>();
  return (
    <ReviewPage>
      {data.kind === 'not-staff' ? <Alert tone="warning">{text.staffOnly}</Alert> : null}
      {data.kind === 'failed' ? <Alert tone="danger">{text.failed}</Alert> : null}
      {data.kind === 'ready' ? <Review items={data.items} /> : null}
    </ReviewPage>
  );
}
