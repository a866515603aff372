/**
 * The feed's screen module: `/all/other`, `/feed`, `/all/cat/{catId}`, `/all/other/{cat}`. It paints
 * the page's final layout at once — the rows above the posts at their loaded size (ui
 * CarouselSkeleton, no Embla) and skeleton cards — and loads the feed's body (cards, carousels, the
 * api client) in parallel, starting as this module is evaluated, so the first screen carries only
 * this shell (ADR 024, 027).
 */
import { parseFeedSocial } from '@lightbearers/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { FeedInstallLink } from '../feed/FeedInstallLink';
import { FeedColumn } from '../feed/FeedLayout';
import { FeedSkeletons, feedRowSkeletons } from '../feed/FeedSkeletons';
import NotFoundScreen from '../screens/notFound/NotFoundScreen';

export type { FeedScreenProps } from '../feed/FeedBody';

// Started at module evaluation: the body downloads while the shell renders.
const body = import('../feed/FeedBody');
const FeedBody = lazy(() => body.then((m) => ({ default: m.FeedBody })));

/** The route: reads `:catId` (or `:cat`) from the address; a new address is a new feed. */
export function FeedRoute() {
  const params = useParams();
  // `/all/{social}`: only `other` is a feed here (youtube and tiktok have their own rows).
  if (params.social !== undefined && parseFeedSocial(params.social) !== 'other') return <NotFoundScreen />;
  const raw = params.catId ?? params.cat;
  const catId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return <FeedScreen key={catId ?? 'all'} catId={catId} />;
}

/** The feed of everything, or of one category (titled with its name). */
export function FeedScreen({ catId = null }: { catId?: number | null }) {
  return (
    <Suspense
      fallback={
        <FeedColumn data-screen="feed">
          {feedRowSkeletons.tiktok}
          {feedRowSkeletons.youtube}
          {feedRowSkeletons.creators}
          <FeedInstallLink />
          <FeedSkeletons count={2} />
        </FeedColumn>
      }
    >
      <FeedBody catId={catId} />
    </Suspense>
  );
}
