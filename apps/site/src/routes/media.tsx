/**
 * The All YouTube and All TikTok pages' screen module (`/all/youtube`, `/all/tiktok`,
 * `/all/{social}/{cat}`): a skeleton at once, the page's body (grid, dropdown, the api client)
 * loading in parallel from this module's evaluation (ADR 024, 027).
 */
import { Skeleton, SkeletonGroup } from '@lightbearers/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { feedCopy } from '../feed/copy';
import { MediaColumn } from '../feed/FeedLayout';
import type { MediaScreenProps } from '../feed/MediaBody';
import type { VideoSocial } from '../feed/videos';

export type { MediaScreenProps } from '../feed/MediaBody';

const body = import('../feed/MediaBody');
const MediaBody = lazy(() => body.then((m) => ({ default: m.MediaBody })));

export function MediaRoute({ social }: { social: VideoSocial }) {
  const { cat } = useParams();
  const catId = cat && /^\d+$/.test(cat) ? Number(cat) : null;
  return <MediaScreen key={`${social}:${catId ?? 'all'}`} social={social} catId={catId} />;
}

export function MediaScreen(props: MediaScreenProps) {
  return (
    <Suspense
      fallback={
        <MediaColumn data-screen="media">
          <SkeletonGroup label={feedCopy.loading}>
            <Skeleton shape="rect" ratio={props.social === 'youtube' ? '16:9' : '9:16'} />
          </SkeletonGroup>
        </MediaColumn>
      }
    >
      <MediaBody {...props} />
    </Suspense>
  );
}
