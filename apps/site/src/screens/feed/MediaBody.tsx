/**
 * The body of the All YouTube and All TikTok pages (a part of its own, loaded beside the route's
 * data, ADR 027): `/all/youtube`, `/all/tiktok` and, with a category, `/all/{social}/{cat}` — the
 * category dropdown, the grid of videos (20 YouTube or 8 TikTok a page), Load More until an empty
 * page, the full-screen player modal (next and previous wrap once everything is loaded; the ends are
 * ends before), and sharing a video.
 */
import type { Category, Post } from '@lightbearers/api-client';
import { appendPage, type PagedList, TIKTOK_PAGE_SIZE, YOUTUBE_PAGE_SIZE } from '@lightbearers/domain';
import {
  Button,
  EmptyState,
  Heading,
  MediaGrid,
  type MediaGridItem,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@lightbearers/ui';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openShare } from '../../posts/overlays';
import { PostOverlays } from '../../posts/PostOverlays';
import { PICTURE_SIZES } from '../../posts/pictures';
import { withCalls } from '../../router/calls';
import { useSignedIn } from '../../session/store';
import { feedCopy } from './copy';
import { MediaColumn } from './FeedLayout';
import { mediaItem, playerItem, VIDEO_TYPES, type VideoSocial } from './videos';

const PlayerSheet = lazy(() => import('./PlayerSheet').then((m) => ({ default: m.PlayerSheet })));

/** What the video pages' route loader read. */
export interface VideoFeedData {
  social: VideoSocial;
  catId: number | null;
  /** Page 1 of the videos (empty and not done when it failed). */
  first: PagedList<Post>;
  failed: boolean;
  categories: Category[];
}

export default function MediaBody({ social, catId, first, failed: firstFailed, categories }: VideoFeedData) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [list, setList] = useState<PagedList<Post>>(first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(firstFailed);
  const [player, setPlayer] = useState<number | null>(null);
  const busy = useRef(false);
  const listRef = useRef(list);
  listRef.current = list;
  const pageSize = social === 'youtube' ? YOUTUBE_PAGE_SIZE : TIKTOK_PAGE_SIZE;

  const loadMore = useCallback(() => {
    const current = listRef.current;
    if (busy.current || current.done) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    // The typed calls and the site's client load with the second page (ADR 037).
    withCalls((calls, client) =>
      calls.getPosts(client, { types: VIDEO_TYPES[social], cat: catId, page: current.page + 1, pageSize }),
    )
      .then((page) => setList((l) => appendPage(l, page.items)))
      .catch((error: unknown) => {
        console.error('videos failed', error);
        setFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [social, catId, pageSize]);

  const items = useMemo(
    () => list.items.map((post) => mediaItem(post, social, signedIn, PICTURE_SIZES.gridTile)),
    [list.items, social, signedIn],
  );
  const players = useMemo(
    () => list.items.flatMap((post) => playerItem(post, social) ?? []),
    [list.items, social],
  );
  const onSelectItem = useCallback((_: MediaGridItem, index: number) => setPlayer(index), []);
  const onShareItem = useCallback((_: MediaGridItem, index: number) => {
    const post = listRef.current.items[index];
    if (post) openShare(post);
  }, []);
  const options = useMemo(
    () => [
      { value: '', label: feedCopy.allCategories },
      ...categories.map((c) => ({ value: String(c.id), label: c.name })),
    ],
    [categories],
  );
  const title = social === 'youtube' ? feedCopy.allYoutube : feedCopy.allTiktok;
  const empty = list.done && list.items.length === 0;

  return (
    <MediaColumn data-screen="media" data-social={social}>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Select
        label={feedCopy.category}
        options={options}
        value={catId === null ? '' : String(catId)}
        onChange={(event) =>
          navigate(event.target.value ? `/all/${social}/${event.target.value}` : `/all/${social}`)
        }
      />
      {items.length ? (
        <MediaGrid
          items={items}
          shape={social === 'youtube' ? 'landscape' : 'portrait'}
          aria-label={title}
          onSelectItem={onSelectItem}
          onShareItem={onShareItem}
          // The first tile is the page's largest picture above the fold.
          priorityCount={1}
        />
      ) : null}
      {loading && !items.length ? (
        <SkeletonGroup label={feedCopy.loading}>
          <Skeleton shape="rect" ratio={social === 'youtube' ? '16:9' : '9:16'} />
        </SkeletonGroup>
      ) : null}
      {empty ? (
        <EmptyState titleAs="h2" title={feedCopy.emptyTitle} description={feedCopy.emptyText} />
      ) : null}
      {failed ? (
        <EmptyState
          titleAs="h2"
          title={feedCopy.errorTitle}
          description={feedCopy.errorText}
          action={<Button onClick={loadMore}>{feedCopy.retry}</Button>}
        />
      ) : null}
      {!list.done && items.length && !failed ? (
        <Button variant="secondary" onClick={loadMore} loading={loading} data-part="LoadMore">
          {feedCopy.loadMore}
        </Button>
      ) : null}
      {player !== null && players.length ? (
        <Suspense fallback={null}>
          <PlayerSheet
            items={players}
            index={Math.min(player, players.length - 1)}
            onIndexChange={setPlayer}
            onClose={() => setPlayer(null)}
            wrap={list.done}
          />
        </Suspense>
      ) : null}
      <PostOverlays />
    </MediaColumn>
  );
}
