/**
 * `/notice` (spec §2): the official notices, newest first, each with its icon, topic and relative
 * Thai time. A failed load goes to `/all/other` (spec §8).
 */
import { type Client, getNotices, type Notice } from '@lightbearers/api-client';
import { thaiRelativeTime } from '@lightbearers/domain';
import { Heading, NoticeList, Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { ReadingColumn } from './StatsPage';

/** Where a failed notice load goes (spec §8). */
export const NOTICE_FAILURE_PATH = '/all/other';

export function NoticesRoute({
  client = api,
  now,
}: {
  client?: Client /** Stories fix the clock of the relative times. */;
  now?: number;
}) {
  const navigate = useNavigate();
  const [notices, setNotices] = useState<Notice[] | null>(null);
  useEffect(() => {
    let live = true;
    getNotices(client).then(
      (list) => live && setNotices(list),
      (error: unknown) => {
        console.warn('notices failed', error);
        if (live) navigate(NOTICE_FAILURE_PATH, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, navigate]);
  return (
    <ReadingColumn data-testid="notices-page" data-state={notices ? 'ready' : 'loading'}>
      <Heading as="h1" size="2xl">
        {copy.notices.title}
      </Heading>
      {notices ? (
        <NoticeList
          notices={notices.map((n) => ({
            id: n.id,
            href: `/notice/${n.id}`,
            topic: n.topic,
            icon: n.icon,
            time: thaiRelativeTime(n.publishedAt, now),
            dateTime: n.publishedAt,
          }))}
        />
      ) : (
        <SkeletonGroup label={copy.notices.loading}>
          <Skeleton shape="text" size="lg" lines={6} />
        </SkeletonGroup>
      )}
    </ReadingColumn>
  );
}
