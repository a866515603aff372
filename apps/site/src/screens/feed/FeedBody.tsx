/**
 * The feed's body, a part of its own loaded beside the route's data (ADR 027): `/all/other`,
 * `/feed`, `/all/cat/{catId}` (titled with the category's name) and `/all/other/{cat}` — TikTok and
 * YouTube carousels, the creators heading and carousel, the install-app button (hidden when
 * installed), then the posts in the product's order with infinite scroll: one load at a time,
 * stopping at an empty page, a skeleton while a page loads.
 */
import type { Post, Profile } from '@lightbearers/api-client';
import { CREATORS_PATH, FEED_PATH, TIKTOK_CAROUSEL_DELAY_MS, videoFeedPath } from '@lightbearers/domain';
import {
  Button,
  CreatorsCarousel,
  EmptyState,
  Heading,
  Link,
  MediaCarousel,
  type PlayerModalItem,
  Reveal,
  Text,
} from '@lightbearers/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FeedPost } from '../../posts/FeedPost';
import { PostOverlays } from '../../posts/PostOverlays';
import { useSignedIn } from '../../session/store';
import { feedCopy } from './copy';
import { FeedInstallLink } from './FeedInstallLink';
import { FeedColumn, FeedList, FeedSentinel } from './FeedLayout';
import { FeedSkeletons, feedRowSkeletons } from './FeedSkeletons';
import type { FeedFirstPage, FeedQuery, FeedRowsData } from './loadFeed';
import { useFeed } from './useFeed';
import { creatorItem, mediaItem, playerItem, type VideoSocial } from './videos';

const PlayerSheet = lazy(() => import('./PlayerSheet').then((m) => ({ default: m.PlayerSheet })));

/** What the feed's route loader read. */
export interface FeedData {
  /** `/all/cat/{catId}` or `/all/other/{cat}`: only this category, titled with its name. */
  catId: number | null;
  first: FeedFirstPage;
  rows: FeedRowsData;
  /** The category's name (null for the whole feed, or when it could not be read). */
  categoryName: string | null;
}

export default function FeedBody({ catId, first, rows, categoryName }: FeedData) {
  const signedIn = useSignedIn();
  const query = useMemo<FeedQuery>(() => ({ cat: catId, types: null }), [catId]);
  const feed = useFeed(query, first);
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
            <Link href={FEED_PATH} variant="standalone">
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

/** The rows above the posts: TikTok, YouTube, creators (each drawn at its final size while it loads), install. */
function FeedRows({ signedIn, rows }: { signedIn: boolean; rows: FeedRowsData }) {
  const { tiktok, youtube, creators } = rows;
  const [player, setPlayer] = useState<{ social: VideoSocial; index: number } | null>(null);

  const tiktokItems = useMemo(() => tiktok.map((p) => mediaItem(p, 'tiktok', signedIn)), [tiktok, signedIn]);
  const youtubeItems = useMemo(
    () => youtube.map((p) => mediaItem(p, 'youtube', signedIn)),
    [youtube, signedIn],
  );
  const creatorItems = useMemo(() => creators.map((p) => creatorItem(p, signedIn)), [creators, signedIn]);
  const playerItems = useMemo<PlayerModalItem[]>(() => {
    if (!player) return [];
    const posts = player.social === 'youtube' ? youtube : tiktok;
    return posts.flatMap((p) => playerItem(p, player.social) ?? []);
  }, [player, youtube, tiktok]);
  const onTiktok = useCallback((_: unknown, index: number) => setPlayer({ social: 'tiktok', index }), []);
  const onYoutube = useCallback((_: unknown, index: number) => setPlayer({ social: 'youtube', index }), []);

  return (
    <>
      {tiktokItems.length ? (
        // TikTok's row shows half a second after the feed (the product's rule), its skeleton in its
        // place meanwhile. The style sheet keeps that time: from the first paint of the service's
        // page, not from when the page's script has started (seconds later on a slow phone).
        <Reveal after={TIKTOK_CAROUSEL_DELAY_MS} placeholder={feedRowSkeletons.tiktok}>
          <MediaCarousel
            heading={feedCopy.tiktok}
            headingHref={videoFeedPath('tiktok')}
            items={tiktokItems}
            shape="portrait"
            onSelectItem={onTiktok}
            // A phone's largest picture once the row is shown: its first tile.
            priorityCount={1}
          />
        </Reveal>
      ) : null}
      {youtubeItems.length ? (
        <MediaCarousel
          heading={feedCopy.youtube}
          headingHref={videoFeedPath('youtube')}
          items={youtubeItems}
          shape="landscape"
          onSelectItem={onYoutube}
          // The first picture of the server's page (TikTok's row comes 500 ms later).
          priorityCount={1}
        />
      ) : null}
      {creatorItems.length ? (
        <CreatorsCarousel heading={feedCopy.creators} headingHref={CREATORS_PATH} items={creatorItems} />
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
