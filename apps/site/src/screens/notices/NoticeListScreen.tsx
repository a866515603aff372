/**
 * `/notice`: the official notices, newest first, each with its icon, topic and relative Thai time.
 * A failed load goes to `/all/other` (docs/product.md, "Errors").
 */
import type { Notice } from '@lightbearers/api-client';
import { thaiRelativeTime } from '@lightbearers/domain';
import { Heading, NoticeList, PageColumn, Skeleton, SkeletonGroup } from '@lightbearers/ui';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { failTo } from '../../router/failure';
import { useHydrated } from '../../router/hydrated';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { NOTICE_FAILURE_PATH } from './paths';

export async function loader({ site }: ScreenArgs) {
  try {
    const { getNotices } = await calls();
    return { notices: await getNotices(site.api), now: site.now() };
  } catch (error) {
    return failTo(NOTICE_FAILURE_PATH, error, 'notices');
  }
}

export function meta() {
  return { title: copy.notices.title, description: copy.notices.description };
}

function NoticeListView({ notices, now }: { notices: readonly Notice[] | null; now?: number }) {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  return (
    <PageColumn
      width="text"
      padding={['6', '4']}
      data-testid="notices-page"
      data-state={notices && hydrated ? 'ready' : 'loading'}
    >
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
    </PageColumn>
  );
}

export function Pending() {
  return <NoticeListView notices={null} />;
}

export default function NoticeListScreen() {
  const { notices, now } = useScreenData<typeof loader>();
  return <NoticeListView notices={notices} now={now} />;
}
