/**
 * The feed: `/all/other`, `/feed`, `/all/cat/{catId}` (titled with the category's name) and
 * `/all/other/{cat}`. The loader reads page 1 (pins and today's top posts first), the rows above the
 * posts and the category's name at once; the body — cards, carousels — is a part of its own that
 * loads beside the data, so a member's first screen carries only this module (ADR 024, 027).
 */
import { parseFeedSocial } from '@lightbearers/domain';
import { Suspense } from 'react';
import { data } from 'react-router-dom';
import { keptOffline } from '../../offline/keptReading';
import { PICTURE_SIZES, videoPoster } from '../../posts/pictures';
import { calls } from '../../router/calls';
import { lazyPart } from '../../router/lazyPart';
import { type FontFaceName, type MetaArgs, type ScreenArgs, useScreenData } from '../../router/screen';
import { feedCopy } from './copy';
import type { FeedData } from './FeedBody';
import { FeedInstallLink } from './FeedInstallLink';
import { FeedColumn } from './FeedLayout';
import { FeedSkeletons, feedRowSkeletons } from './FeedSkeletons';

const body = lazyPart<FeedData>(() => import('./FeedBody'));
const FeedBody = body.Component;

/** A category id from the address (`/all/cat/{catId}`, `/all/other/{cat}`), else the whole feed. */
function categoryOf(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

export async function loader({ site, params }: ScreenArgs): Promise<FeedData> {
  // `/all/{social}`: only `other` is a feed here (YouTube and TikTok have pages of their own).
  if (params.social !== undefined && parseFeedSocial(params.social) !== 'other')
    throw data('Not Found', { status: 404 });
  const catId = categoryOf(params.catId ?? params.cat);
  const code = body.preload();
  code.catch(() => undefined);
  const [{ loadFeedRows, loadFirstFeedPage }, { getCategory }] = await Promise.all([
    import('./loadFeed'),
    calls(),
  ]);
  const [first, rows, categoryName] = await Promise.all([
    loadFirstFeedPage(site.api, { cat: catId, types: null }),
    loadFeedRows(site.api),
    catId === null
      ? null
      : getCategory(site.api, catId).then(
          (category) => category.name,
          (error: unknown) => {
            console.warn('category failed', error);
            return null;
          },
        ),
  ]);
  await code;
  return { catId, first, rows, categoryName };
}

/** Kept for offline reading (ADR 024), unless page 1 failed. */
export const offline = keptOffline<FeedData>((feed) => !feed.first.failed);

/** Beyond the shell's faces: the rows' medium headings and the cards' Latin digits (`ScreenModule`). */
export const faces: readonly FontFaceName[] = [
  'sarabun-thai-500',
  'sarabun-latin-500',
  'sarabun-latin-700',
  'noto-serif-thai-thai-500',
  'noto-serif-thai-latin-500',
];

export function meta({ data: feed, origin }: MetaArgs<FeedData, unknown>) {
  const picture = feed.first.list.items.find((post) => post.photos.length)?.photos[0];
  // A phone's largest picture is the TikTok row's first tile, which shows 500 ms after the page.
  const tile = feed.rows.tiktok[0] ? videoPoster(feed.rows.tiktok[0], PICTURE_SIZES.carouselTile) : null;
  return {
    title: feed.catId === null ? feedCopy.allTitle : (feed.categoryName ?? feedCopy.category),
    description: feedCopy.description,
    ...(picture ? { image: new URL(picture.large || picture.url, origin).href } : {}),
    ...(tile
      ? { lcpImage: { src: tile.src, ...(tile.srcSet ? { srcSet: tile.srcSet, sizes: tile.sizes } : {}) } }
      : {}),
  };
}

/** The page's final layout at once: the rows at their loaded size and two skeleton cards. */
export function Pending() {
  return (
    <FeedColumn data-screen="feed">
      {feedRowSkeletons.tiktok}
      {feedRowSkeletons.youtube}
      {feedRowSkeletons.creators}
      <FeedInstallLink />
      <FeedSkeletons count={2} />
    </FeedColumn>
  );
}

export default function FeedScreen() {
  const feed = useScreenData<typeof loader>();
  // A new address is a new feed.
  return (
    <Suspense fallback={<Pending />}>
      <FeedBody key={feed.catId ?? 'all'} {...feed} />
    </Suspense>
  );
}
