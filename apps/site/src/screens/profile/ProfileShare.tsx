/**
 * A profile's share-statistics tab: the posts the member shared with their clicks, for creators
 * also their posts others shared; the lists of all days come from the route's loader, a date range
 * (from 2022-03-04) reads both again.
 */
import { Alert, ShareStatsPanel, type StatRangeValue } from '@lightbearers/ui';
import { useRef, useState } from 'react';
import { siteClient } from '../../router/calls';
import { membersCopy } from '../members/copy';
import type { ShareLists } from './profileData';

export interface ProfileShareProps {
  uid: number;
  creator: boolean;
  signedIn: boolean;
  /** Today in Bangkok: the latest date of the range. */
  today: string;
  /** The lists of all days, as the route's loader read them. */
  first: ShareLists & { failed: boolean };
}

export function ProfileShare({ uid, creator, signedIn, today, first }: ProfileShareProps) {
  const [range, setRange] = useState<StatRangeValue | null>(null);
  const [lists, setLists] = useState<ShareLists>(first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(first.failed);
  const latest = useRef(0);

  /** A new range reads both lists again; an answer to an older range is dropped. */
  const changeRange = (next: StatRangeValue | null) => {
    setRange(next);
    const ticket = ++latest.current;
    setLoading(true);
    // The lists' loading and the site's client load with the first new range (ADR 037).
    Promise.all([import('./profileData'), siteClient()])
      .then(([{ loadShareLists }, client]) => loadShareLists(client, uid, creator, signedIn, next))
      .then(
        (read) => {
          if (ticket !== latest.current) return;
          setLists(read);
          setFailed(false);
          setLoading(false);
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          console.warn('cannot get Stat', error);
          setFailed(true);
          setLoading(false);
        },
      );
  };

  return (
    <>
      {failed ? (
        <Alert tone="danger" role="alert">
          {membersCopy.share.failed}
        </Alert>
      ) : null}
      <ShareStatsPanel
        data-testid="share-stats"
        today={today}
        range={range}
        onRangeChange={changeRange}
        shared={lists.shared}
        others={lists.others}
        loading={loading}
      />
    </>
  );
}
