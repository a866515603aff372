import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Link } from '../Link';
import {
  ReviewActions,
  ReviewCard,
  ReviewDetails,
  ReviewEmpty,
  ReviewHead,
  ReviewList,
  ReviewListRoot,
  ReviewName,
  ReviewStats,
} from './ApplicationReviewList.styles';

/** One creator application awaiting review, formatted by the app. */
export interface ReviewItem {
  /** The application's id (passed back to `onApprove` / `onReject`). */
  id: number;
  /** The name on the application. */
  name: string;
  /** The member's profile name and address (`/@{at}` or `/u{uid}`). */
  memberName: string;
  href: string;
  picture?: string | null;
  /** When it was sent, as a Thai date. */
  sent: string;
  tel: string;
  lineid: string;
  address: string;
  /** The member's activity, formatted: posts published, posts shared, clicks those shares earned. */
  posts: string;
  shares: string;
  clicks: string;
}

export interface ApplicationReviewListProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The pending applications, oldest first. */
  items: readonly ReviewItem[];
  /** Approve pressed. */
  onApprove?: (id: number) => void;
  /** Reject pressed. */
  onReject?: (id: number) => void;
  /** The application being decided: its buttons spin, every button is disabled. */
  busyId?: number | null;
  /** The list's accessible name (default 'ใบสมัครที่รอการตรวจสอบ'). */
  label?: string;
  /** What an empty list says (default 'ไม่มีใบสมัครที่รอการตรวจสอบ'). */
  empty?: string;
}

/**
 * The staff review of creator applications (ADR 030): each pending application with the member, the
 * contact details, the date, the member's posts and shares, and Approve / Reject.
 */
export const ApplicationReviewList = forwardRef<HTMLElement, ApplicationReviewListProps>(
  function ApplicationReviewList(
    {
      items,
      onApprove,
      onReject,
      busyId = null,
      label = th.review.listLabel,
      empty = th.review.empty,
      ...rest
    },
    ref,
  ) {
    const busy = busyId !== null;
    return (
      <ReviewListRoot
        ref={ref}
        aria-label={label}
        aria-busy={busy}
        data-component="ApplicationReviewList"
        data-state={busy ? 'loading' : items.length ? 'idle' : 'empty'}
        {...rest}
      >
        {items.length ? (
          <ReviewList>
            {items.map((item) => (
              <li key={item.id}>
                <ReviewCard aria-labelledby={`review-${item.id}`} data-part="Item" data-id={item.id}>
                  <ReviewHead>
                    <Avatar name={item.memberName} src={item.picture} size="md" decorative />
                    <div>
                      <ReviewName id={`review-${item.id}`}>{item.name}</ReviewName>
                      <Link href={item.href}>{item.memberName}</Link>
                    </div>
                  </ReviewHead>
                  <ReviewDetails>
                    <dt>{th.review.sent}</dt>
                    <dd>{item.sent}</dd>
                    <dt>{th.review.tel}</dt>
                    <dd>{item.tel}</dd>
                    <dt>{th.review.lineid}</dt>
                    <dd>{item.lineid}</dd>
                    <dt>{th.review.address}</dt>
                    <dd>{item.address || '—'}</dd>
                  </ReviewDetails>
                  <ReviewStats data-part="Stats">
                    <div>
                      <dt>{th.review.posts}</dt>
                      <dd>{item.posts}</dd>
                    </div>
                    <div>
                      <dt>{th.review.shares}</dt>
                      <dd>{item.shares}</dd>
                    </div>
                    <div>
                      <dt>{th.review.clicks}</dt>
                      <dd>{item.clicks}</dd>
                    </div>
                  </ReviewStats>
                  <ReviewActions>
                    <Button
                      onClick={() => onApprove?.(item.id)}
                      disabled={busy}
                      loading={busyId === item.id}
                      aria-describedby={`review-${item.id}`}
                      data-part="Approve"
                    >
                      {th.review.approve}
                    </Button>
                    <Button
                      variant="danger"
                      onClick={() => onReject?.(item.id)}
                      disabled={busy}
                      aria-describedby={`review-${item.id}`}
                      data-part="Reject"
                    >
                      {th.review.reject}
                    </Button>
                  </ReviewActions>
                </ReviewCard>
              </li>
            ))}
          </ReviewList>
        ) : (
          <ReviewEmpty data-part="Empty">{empty}</ReviewEmpty>
        )}
      </ReviewListRoot>
    );
  },
);
