/**
 * `/staff/applications` (ADR 030): staff review pending creator applications; approve makes the
 * member a creator, reject removes the application; the service notifies the member either way.
 * A decided application leaves the list at once, then the loader reads the list again. A member
 * who is not staff gets the not-found page (`StaffScreen`).
 */
import type { PendingCreatorApplication } from '@lightbearers/api-client';
import { formatCount, formatThaiDate } from '@lightbearers/domain';
import { Alert, ApplicationReviewList, type ReviewItem } from '@lightbearers/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { calls, siteClient } from '../../router/calls';
import { staffRead } from './access';
import { reviewCopy as text } from './reviewCopy';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';

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

export async function loader({ site }: StaffArgs) {
  return staffRead(site, 'staff', async () => {
    const { getPendingCreatorApplications } = await calls();
    const page = await getPendingCreatorApplications(site.api, { pageSize: 100 });
    return page.items.map(toItem);
  });
}

type Data = Awaited<ReturnType<typeof loader>>;

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

export default function ApplicationReviewPage({ data, title }: { data: Data; title: string }) {
  return (
    <StaffFrame role={data.role} screen="staff-applications" title={title} lead={text.lead}>
      {data.value ? <Review items={data.value} /> : <Alert tone="danger">{text.failed}</Alert>}
    </StaffFrame>
  );
}
