/**
 * The All YouTube and All TikTok pages (`/all/youtube`, `/all/tiktok`, `/all/{social}/{cat}`): the
 * loader reads the first page of videos and the categories of the dropdown; the page's body (grid,
 * dropdown, player) is a part of its own that loads beside the data (ADR 024, 027).
 */
import type { Post } from '@lightbearers/api-client';
import { appendPage, emptyPagedList } from '@lightbearers/domain';
import { Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { Suspense } from 'react';
import { keptOffline } from '../../offline/keptReading';
import { calls } from '../../router/calls';
import { isNetworkFailure } from '../../router/failure';
import { lazyPart } from '../../router/lazyPart';
import { type FontFaceName, type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { feedCopy } from './copy';
import { MediaColumn } from './FeedLayout';
import type { VideoFeedData } from './MediaBody';
import { VIDEO_TYPES, type VideoSocial } from './videos';

const body = lazyPart<VideoFeedData>(() => import('./MediaBody'));
const MediaBody = body.Component;

export async function loader({
  site,
  params,
  preset,
}: ScreenArgs<{ social: VideoSocial }>): Promise<VideoFeedData> {
  const { social } = preset;
  const catId = params.cat && /^\d+$/.test(params.cat) ? Number(params.cat) : null;
  const { getCategories, getPosts, PAGE_SIZES } = await calls();
  const pageSize = social === 'youtube' ? PAGE_SIZES.youtube : PAGE_SIZES.tiktok;
  const code = body.preload();
  code.catch(() => undefined);
  const [videos, categories] = await Promise.all([
    getPosts(site.api, { types: VIDEO_TYPES[social], cat: catId, page: 1, pageSize }).then(
      (page) => ({ list: appendPage(emptyPagedList<Post>(), page.items), failed: false }),
      (error: unknown) => {
        if (isNetworkFailure(error)) throw error;
        console.error('videos failed', error);
        return { list: emptyPagedList<Post>(), failed: true };
      },
    ),
    getCategories(site.api).catch((error: unknown) => {
      console.warn('categories failed', error);
      return [];
    }),
  ]);
  await code;
  return { social, catId, first: videos.list, failed: videos.failed, categories };
}

/** Kept for offline reading (ADR 024), unless the videos failed. */
export const offline = keptOffline<VideoFeedData>((videos) => !videos.failed);

/** Beyond the shell's faces (`ScreenModule`). */
export const faces: readonly FontFaceName[] = ['sarabun-thai-500'];

export function meta({ data }: MetaArgs<VideoFeedData, unknown>) {
  return {
    title: data.social === 'youtube' ? feedCopy.allYoutube : feedCopy.allTiktok,
    description: feedCopy.description,
  };
}

function Loading({ social }: { social: VideoSocial }) {
  return (
    <MediaColumn data-screen="media">
      <SkeletonGroup label={feedCopy.loading}>
        <Skeleton shape="rect" ratio={social === 'youtube' ? '16:9' : '9:16'} />
      </SkeletonGroup>
    </MediaColumn>
  );
}

export function Pending() {
  return <Loading social="youtube" />;
}

export default function VideoFeedScreen() {
  const videos = useScreenData<typeof loader>();
  return (
    <Suspense fallback={<Loading social={videos.social} />}>
      <MediaBody key={`${videos.social}:${videos.catId ?? 'all'}`} {...videos} />
    </Suspense>
  );
}
