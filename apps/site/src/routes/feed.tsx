/**
 * The feed (spec §2, §4): `/all/other`, `/feed`, `/all/cat/{catId}` (titled with the category's
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
import { parseFeedSocial, TIKTOK_CAROUSEL_DELAY_MS } from '@lightbearers/domain';
import {
  Button,
  Cluster,
  CreatorsCarousel,
  EmptyState,
  Heading,
  InstallIcon,
  Link,
  MediaCarousel,
  type PlayerModalItem,
  Skeleton,
  SkeletonGroup,
  Stack,
  Surface,
  Text,
} from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../api';
import { copy } from '../copy';
import { FeedColumn, FeedList, FeedSentinel } from '../feed/FeedLayout';
import type { FeedQuery } from '../feed/loadFeed';
import { useFeed } from '../feed/useFeed';
import { creatorItem, mediaItem, playerItem, type VideoSocial } from '../feed/videos';
import { useInstallPrompt } from '../install';
import { FeedPost } from '../posts/FeedPost';
import { PostOverlays } from '../posts/PostOverlays';
import { signedInAtom } from '../session/store';
import { NotFoundRoute } from './notFound';

const PlayerSheet = lazy(() => import('../feed/PlayerSheet').then((m) => ({ default: m.PlayerSheet })));

/** Which feed: everything, or one category. */
export interface FeedScreenProps {
  /** `/all/cat/{catId}` or `/all/other/{cat}`: only this category, titled with its name. */
  catId?: number | null;
}

/** The route: reads `:catId` (or `:cat`) from the address; a new address is a new feed. */
export function FeedRoute() {
  const params = useParams();
  // `/all/{social}`: only `other` is a feed here (youtube and tiktok have their own rows).
  if (params.social !== undefined && parseFeedSocial(params.social) !== 'other') return <NotFoundRoute />;
  const raw = params.catId ?? params.cat;
  const catId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return <FeedScreen key={catId ?? 'all'} catId={catId} />;
}

export function FeedScreen({ catId = null }: FeedScreenProps) {
  const signedIn = useAtomValue(signedInAtom);
  const query = useMemo<FeedQuery>(() => ({ cat: catId, types: null }), [catId]);
  const feed = useFeed(api, query);
  const categoryName = useCategoryName(catId);
  const { items, done } = feed.list;
  const empty = done && items.length === 0;

  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = feed;
  // Re-observed after each page: a sentinel still in view after a short page loads the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-arms the observer on purpose.
  useEffect(() => {
    const mark = sentinel.current;
    if (!mark || done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, [loadMore, done, items.length]);

  const title = catId === null ? copy.feed.allTitle : (categoryName ?? copy.feed.category);
  return (
    <FeedColumn data-screen="feed">
      <Heading as="h1" size="lg" visuallyHidden={catId === null}>
        {title}
      </Heading>
      <FeedRows signedIn={signedIn} />
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
          title={copy.feed.emptyTitle}
          description={copy.feed.emptyText}
          action={
            <Link href="/all/other" variant="standalone">
              {copy.feed.backToFeed}
            </Link>
          }
        />
      ) : null}
      {feed.failed ? (
        <EmptyState
          titleAs="h2"
          title={copy.feed.errorTitle}
          description={copy.feed.errorText}
          action={<Button onClick={loadMore}>{copy.feed.retry}</Button>}
        />
      ) : null}
      {done && !empty ? (
        <Text tone="muted" align="center" data-part="FeedEnd">
          {copy.feed.end}
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

const SKELETON_KEYS = ['first', 'second', 'third'] as const;

/** Two cards' worth of skeleton while a page loads. */
export function FeedSkeletons({ count = 2 }: { count?: number }) {
  return (
    <SkeletonGroup label={copy.feed.loading} data-part="Skeletons">
      <Stack gap="5">
        {SKELETON_KEYS.slice(0, count).map((key) => (
          <Surface as="div" key={key}>
            <Stack gap="4">
              <Cluster gap="4" wrap={false}>
                <Skeleton shape="circle" size="md" />
                <div style={{ flex: 1 }}>
                  <Skeleton size="sm" lines={2} />
                </div>
              </Cluster>
              <Skeleton shape="rect" ratio="16:9" />
              <Skeleton lines={3} />
              <Skeleton shape="rect" ratio="button" />
            </Stack>
          </Surface>
        ))}
      </Stack>
    </SkeletonGroup>
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

/** The rows above the posts: TikTok (after 500 ms), YouTube, creators, install. */
function FeedRows({ signedIn }: { signedIn: boolean }) {
  const [tiktok, setTiktok] = useState<Post[]>([]);
  const [youtube, setYoutube] = useState<Post[]>([]);
  const [creators, setCreators] = useState<Profile[]>([]);
  const [player, setPlayer] = useState<{ social: VideoSocial; index: number } | null>(null);
  const { installed } = useInstallPrompt();

  useEffect(() => {
    let alive = true;
    const rows = (social: VideoSocial, set: (posts: Post[]) => void) =>
      getPosts(api, {
        types: social === 'youtube' ? ['videoYoutube'] : ['videoTikTok'],
        page: 1,
        pageSize: PAGE_SIZES.carousel,
      })
        .then((page) => alive && set(page.items))
        .catch((error: unknown) => console.warn(`${social} carousel failed`, error));
    void rows('youtube', setYoutube);
    const timer = setTimeout(() => void rows('tiktok', setTiktok), TIKTOK_CAROUSEL_DELAY_MS);
    getProfilesPage(api, { page: 1, type: 'creator' })
      .then((page) => alive && setCreators(page.items))
      .catch((error: unknown) => console.warn('creators failed', error));
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

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
        <MediaCarousel
          heading={copy.feed.tiktok}
          headingHref="/all/tiktok"
          items={tiktokItems}
          shape="portrait"
          onSelectItem={onTiktok}
        />
      ) : null}
      {youtubeItems.length ? (
        <MediaCarousel
          heading={copy.feed.youtube}
          headingHref="/all/youtube"
          items={youtubeItems}
          shape="landscape"
          onSelectItem={onYoutube}
        />
      ) : null}
      {creatorItems.length ? (
        <CreatorsCarousel heading={copy.feed.creators} headingHref="/creator" items={creatorItems} />
      ) : null}
      {installed ? null : (
        <Link href="/app" variant="standalone" leadingIcon={<InstallIcon />} data-part="Install">
          {copy.feed.install}
        </Link>
      )}
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
