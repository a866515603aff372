/**
 * `/notice/{id}` (spec §2): one notice — icon, topic, publish time, the Markdown body (no raw
 * HTML, `javascript:` links inert: the ui `NoticeView`) and Back to `/notice`. An id that is not a
 * number or a failed load goes to `/all/other` (spec §8).
 */
import { type Client, getNotice, type Notice } from '@lightbearers/api-client';
import { thaiRelativeTime } from '@lightbearers/domain';
import { Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { useLazyComponent } from '../lazyModule';
import { NOTICE_FAILURE_PATH } from './notices';
import { ReadingColumn } from './StatsPage';

// The Markdown renderer loads with the notice (in parallel), not before the first render (ADR 024).
const loadView = () => import('../notices/NoticeViewLazy');

function Loading() {
  return (
    <SkeletonGroup label={copy.notices.loading}>
      <Skeleton shape="text" size="xl" />
      <Skeleton shape="text" size="md" lines={8} />
    </SkeletonGroup>
  );
}

export interface NoticeRouteProps {
  client?: Client;
  /** Stories fix the clock of the relative times. */
  now?: number;
  /** The notice id when no route parameter gives it (page stories render under a catch-all route). */
  id?: string;
}

export function NoticeRoute({ client = api, now, id: idProp }: NoticeRouteProps) {
  const navigate = useNavigate();
  const params = useParams();
  const param = params.id ?? idProp ?? '';
  const [notice, setNotice] = useState<Notice | null>(null);
  const NoticeView = useLazyComponent(loadView, () => navigate(NOTICE_FAILURE_PATH, { replace: true }));
  useEffect(() => {
    let live = true;
    setNotice(null);
    const id = /^\d+$/.test(param) ? Number(param) : Number.NaN;
    const load = Number.isSafeInteger(id)
      ? getNotice(client, id)
      : Promise.reject(new Error(`bad notice id ${param}`));
    load.then(
      (n) => live && setNotice(n),
      (error: unknown) => {
        console.warn('notice failed', error);
        if (live) navigate(NOTICE_FAILURE_PATH, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, navigate, param]);
  return (
    <ReadingColumn data-testid="notice-page" data-state={notice && NoticeView ? 'ready' : 'loading'}>
      {notice && NoticeView ? (
        <NoticeView
          topic={notice.topic}
          icon={notice.icon}
          body={notice.des}
          time={thaiRelativeTime(notice.publishedAt, now)}
          dateTime={notice.publishedAt}
          backHref="/notice"
        />
      ) : (
        <Loading />
      )}
    </ReadingColumn>
  );
}
