/**
 * `/notice/{id}`: one notice — icon, topic, publish time, the Markdown body (no raw HTML,
 * `javascript:` links inert: the ui `NoticeView`) and Back to `/notice`. An id that is not a number
 * or a failed load goes to `/all/other` (docs/product.md, "Errors").
 */
import { metaDescription, thaiRelativeTime } from '@lightbearers/domain';
import { PageColumn, Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { Suspense } from 'react';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { failTo } from '../../router/failure';
import { useHydrated } from '../../router/hydrated';
import { lazyPart } from '../../router/lazyPart';
import { type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { NOTICE_FAILURE_PATH } from './paths';

// The Markdown renderer is too heavy for the first screen (ADR 024): it loads beside the notice.
const view = lazyPart(() => import('./NoticeViewLazy'));
const NoticeView = view.Component;

export async function loader({ site, params }: ScreenArgs) {
  const param = params.id ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const viewLoaded = view.preload();
  viewLoaded.catch(() => undefined);
  try {
    if (!Number.isSafeInteger(id)) throw new Error(`bad notice id ${param}`);
    const { getNotice } = await calls();
    const notice = await getNotice(site.api, id);
    await viewLoaded;
    return { notice, now: site.now() };
  } catch (error) {
    return failTo(NOTICE_FAILURE_PATH, error, 'notice');
  }
}

export function meta({ data }: MetaArgs<Awaited<ReturnType<typeof loader>>, unknown>) {
  return {
    title: data.notice.topic,
    description: metaDescription(data.notice.des.replace(/[#>*_`[\]()-]+/g, ' '), copy.notices.description),
    type: 'article' as const,
  };
}

function Loading() {
  return (
    <PageColumn width="text" padding={['6', '4']} data-testid="notice-page" data-state="loading">
      <SkeletonGroup label={copy.notices.loading}>
        <Skeleton shape="text" size="xl" />
        <Skeleton shape="text" size="md" lines={8} />
      </SkeletonGroup>
    </PageColumn>
  );
}

export { Loading as Pending };

export default function NoticeScreen() {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  const { notice, now } = useScreenData<typeof loader>();
  return (
    <Suspense fallback={<Loading />}>
      <PageColumn
        width="text"
        padding={['6', '4']}
        data-testid="notice-page"
        data-state={hydrated ? 'ready' : 'loading'}
      >
        <NoticeView
          topic={notice.topic}
          icon={notice.icon}
          body={notice.des}
          time={thaiRelativeTime(notice.publishedAt, now)}
          dateTime={notice.publishedAt}
          backHref="/notice"
        />
      </PageColumn>
    </Suspense>
  );
}
