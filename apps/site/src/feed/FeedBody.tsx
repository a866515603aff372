/**
 * The feed's body, loaded by the screen module in parallel with its first render (ADR 027)
 * — the feed (spec §2, §4): `/all/other`, `/feed`, `/all/cat/{catId}` (titled with the category's
 * name) and `/all/other/{cat}` — TikTok and YouTube carousels, the creators heading and carousel,
 * the install-app button (hidden when installed), then the posts in the spec's order with
 * infinite scroll: one load at a time, stopping at an empty page, skeletons while loading.
 */
import {
  getCategory,
  getPosts,
  getProfilesPage,
  PAGE_SIZES,
  type Post,
  type Profile,
} from '@lightbearers/api-client';
import { TIKTOK_CAROUSEL_DELAY_MS } from '@lightbearers/domain';
import {
  Button,
  CreatorsCarousel,
  EmptyState,
  Heading,
  Link,
  MediaCarousel,
  type PlayerModalItem,
  Text,
} from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api';
import { FeedPost } from '../posts/FeedPost';
import { PostOverlays } from '../posts/PostOverlays';
import { signedInAtom } from '../session/store';
import { feedCopy } from './copy';
import { FeedInstallLink } from './FeedInstallLink';
import { FeedColumn, FeedList, FeedSentinel } from './FeedLayout';
import { FeedSkeletons, feedRowSkeletons } from './FeedSkeletons';
import type { FeedQuery } from './loadFeed';
import { useFeed } from './useFeed';
import { creatorItem, mediaItem, playerItem, type VideoSocial } from './videos';

const PlayerSheet = lazy(() => import('./PlayerSheet').then((m) => ({ default: m.PlayerSheet })));

/** Which feed: everything, or one category. */
export interface FeedScreenProps {
  /** `/all/cat/{catId}` or `/all/other/{cat}`: only this category, titled with its name. */
  catId?: number | null;
}

export function FeedBody({ catId = null }: FeedScreenProps) {
  const signedIn = useAtomValue(signedInAtom);
  const query = useMemo<FeedQuery>(() => ({ cat: catId, types: null }), [catId]);
  // The first page's requests go out first; the rows' after them (effects run in order).
  const feed = useFeed(api, query);
  const rows = useFeedRows();
  const categoryName = useCategoryName(catId);
  const { items, done } = feed.list;
  const empty = done && items.length === 0;

  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, failed } = feed;
  // Re-observed after each page: a sentinel still in view after a short page loads the next one.
  // Not after a failure: the retry button asks again (the rows above settling would otherwise move
  // the sentinel back into view and retry by themselves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-arms the observer on purpose.
  useEffect(() => {
    const mark = sentinel.current;
    if (!mark || done || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, [loadMore, done, failed, items.length]);

  const title = catId === null ? feedCopy.allTitle : (categoryName ?? feedCopy.category);
  return (
    <FeedColumn data-screen="feed">
      <Heading as="h1" size="lg" visuallyHidden={catId === null}>
        {title}
      </Heading>
      <FeedRows signedIn={signedIn} rows={rows} />
      <FeedList aria-busy={feed.loading} data-part="FeedList">
        {items.map((post, i) => (
          <FeedItem
            key={post.id}
            post={post}
            author={feed.profiles.get(post.uid)}
            signedIn={signedIn}
            eager={i === 0}
          />
        ))}
        {feed.loading ? <FeedSkeletons count={items.length ? 1 : 2} /> : null}
      </FeedList>
      {empty ? (
        <EmptyState
          titleAs="h2"
          title={feedCopy.emptyTitle}
          description={feedCopy.emptyText}
          action={
            <Link href="/all/other" variant="standalone">
              {feedCopy.backToFeed}
            </Link>
          }
        />
      ) : null}
      {feed.failed ? (
        <EmptyState
          titleAs="h2"
          title={feedCopy.errorTitle}
          description={feedCopy.errorText}
          action={<Button onClick={loadMore}>{feedCopy.retry}</Button>}
        />
      ) : null}
      {done && !empty ? (
        <Text tone="muted" align="center" data-part="FeedEnd">
          {feedCopy.end}
        </Text>
      ) : null}
      <FeedSentinel ref={sentinel} aria-hidden="true" data-part="Sentinel" />
      <PostOverlays />
    </FeedColumn>
  );
}

/** One card with its author's name and picture as plain props (the card is memoised). */
function FeedItem({
  post,
  author,
  signedIn,
  eager,
}: {
  post: Post;
  author: Profile | undefined;
  signedIn: boolean;
  eager: boolean;
}) {
  return (
    <FeedPost
      post={post}
      authorName={author?.name ?? `#${post.uid}`}
      authorPicture={author?.pictureThumbnail ?? author?.picture ?? null}
      signedIn={signedIn}
      eager={eager}
    />
  );
}

function useCategoryName(catId: number | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (catId === null) return;
    let alive = true;
    getCategory(api, catId)
      .then((category) => alive && setName(category.name))
      .catch((error: unknown) => console.warn('category failed', error));
    return () => {
      alive = false;
    };
  }, [catId]);
  return name;
}

/** The rows' items: `null` while they load (the row is drawn at its final size), `[]` when left out. */
interface FeedRowsData {
  tiktok: Post[] | null;
  youtube: Post[] | null;
  creators: Profile[] | null;
}

/**
 * Loads the rows above the posts: YouTube, creators and TikTok at once, TikTok shown after 500 ms
 * (spec §4).
 * Called after `useFeed` in the same component, so its requests go out after the first page's
 * (effects run in order); the rows' items are committed in a transition, which React renders in
 * slices that yield to the posts' render and to input (no long task from three carousels). A row
 * that fails or comes back empty is left out (logged).
 */
function useFeedRows(): FeedRowsData {
  const [rows, setRows] = useState<FeedRowsData>({ tiktok: null, youtube: null, creators: null });
  useEffect(() => {
    let alive = true;
    const set = (patch: Partial<FeedRowsData>) => {
      if (alive) startTransition(() => setRows((before) => ({ ...before, ...patch })));
    };
    const videos = (social: VideoSocial) =>
      getPosts(api, {
        types: social === 'youtube' ? ['videoYoutube'] : ['videoTikTok'],
        page: 1,
        pageSize: PAGE_SIZES.carousel,
      })
        .then((page) => page.items)
        .catch((error: unknown) => {
          console.warn(`${social} carousel failed`, error);
          return [];
        });
    void videos('youtube').then((youtube) => set({ youtube }));
    // TikTok's row appears 500 ms after the feed (spec §4): its items are asked for now and shown at
    // the later of the two, not asked for after the wait.
    const tiktok = videos('tiktok');
    const timer = setTimeout(
      () => void tiktok.then((items) => set({ tiktok: items })),
      TIKTOK_CAROUSEL_DELAY_MS,
    );
    getProfilesPage(api, { page: 1, type: 'creator' })
      .then((page) => set({ creators: page.items }))
      .catch((error: unknown) => {
        console.warn('creators failed', error);
        set({ creators: [] });
      });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return rows;
}

/** The rows above the posts: TikTok, YouTube, creators (each drawn at its final size while it loads), install. */
function FeedRows({ signedIn, rows }: { signedIn: boolean; rows: FeedRowsData }) {
  const { tiktok, youtube, creators } = rows;
  const [player, setPlayer] = useState<{ social: VideoSocial; index: number } | null>(null);

  const tiktokItems = useMemo(
    () => tiktok?.map((p) => mediaItem(p, 'tiktok', signedIn)) ?? null,
    [tiktok, signedIn],
  );
  const youtubeItems = useMemo(
    () => youtube?.map((p) => mediaItem(p, 'youtube', signedIn)) ?? null,
    [youtube, signedIn],
  );
  const creatorItems = useMemo(
    () => creators?.map((p) => creatorItem(p, signedIn)) ?? null,
    [creators, signedIn],
  );
  const playerItems = useMemo<PlayerModalItem[]>(() => {
    if (!player) return [];
    const posts = (player.social === 'youtube' ? youtube : tiktok) ?? [];
    return posts.flatMap((p) => playerItem(p, player.social) ?? []);
  }, [player, youtube, tiktok]);
  const onTiktok = useCallback((_: unknown, index: number) => setPlayer({ social: 'tiktok', index }), []);
  const onYoutube = useCallback((_: unknown, index: number) => setPlayer({ social: 'youtube', index }), []);

  return (
    <>
      {tiktokItems === null ? (
        feedRowSkeletons.tiktok
      ) : tiktokItems.length ? (
        <MediaCarousel
          heading={feedCopy.tiktok}
          headingHref="/all/tiktok"
          items={tiktokItems}
          shape="portrait"
          onSelectItem={onTiktok}
        />
      ) : null}
      {youtubeItems === null ? (
        feedRowSkeletons.youtube
      ) : youtubeItems.length ? (
        <MediaCarousel
          heading={feedCopy.youtube}
          headingHref="/all/youtube"
          items={youtubeItems}
          shape="landscape"
          onSelectItem={onYoutube}
        />
      ) : null}
      {creatorItems === null ? (
        feedRowSkeletons.creators
      ) : creatorItems.length ? (
        <CreatorsCarousel heading={feedCopy.creators} headingHref="/creator" items={creatorItems} />
      ) : null}
      <FeedInstallLink />
      {player && playerItems.length ? (
        <Suspense fallback={null}>
          <PlayerSheet
            items={playerItems}
            index={Math.min(player.index, playerItems.length - 1)}
            onIndexChange={(index) => setPlayer({ ...player, index })}
            onClose={() => setPlayer(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
