/**
 * A profile's posts tabs: `other` (all posts), `youtube`, `tiktok`. The member's pinned posts
 * first, then five a page (page 1 from the route's loader), more on scroll or with the button; the
 * owner's menu deletes (after the confirmation) and pins.
 */
import {
  deletePost,
  type Post,
  type PostPin,
  type Profile,
  pinPost,
  toggleLike,
  unpinPost,
} from '@lightbearers/api-client';
import {
  embedProvider,
  fitText,
  formatCount,
  formatThaiDate,
  hasLiked,
  postPath,
  shortLinkUrl,
  TITLE_CUTS,
  userPath,
} from '@lightbearers/domain';
import {
  Alert,
  Button,
  Embed,
  EmptyState,
  type ImageSource,
  LikeBar,
  PhotoGrid,
  PostCard,
  PostMenu,
  ShareDialog,
  Spinner,
  Stack,
} from '@lightbearers/ui';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { gradientFor, usePublicGradients } from '../../posts/gradients';
import { facadePoster, PICTURE_SIZES, photoImage } from '../../posts/pictures';
import { membersCopy } from '../members/copy';
import { loadProfilePosts, type PostsTab, type ProfilePostsPage } from './profileData';

/** How the tab loads its media pictures. */
export interface PostMediaLoading {
  /** A video facade's picture: the service's poster (ADR 038), `null` for none. */
  thumbnail: (post: Post) => ImageSource | null;
  /** The pictures of the post at `index`: the first card's eagerly (the page's largest picture), the rest lazily. */
  loading: (index: number) => 'eager' | 'lazy';
}

/**
 * The tab's media loading. Page stories replace it: a screenshot shows the facades without a
 * picture and waits for every picture.
 */
export const PostMediaContext = createContext<PostMediaLoading>({
  thumbnail: facadePoster,
  loading: (index) => (index === 0 ? 'eager' : 'lazy'),
});

interface ListState {
  posts: Post[];
  /** The last page read (0 before the first). */
  page: number;
  done: boolean;
  loading: boolean;
  failed: boolean;
}

export interface ProfilePostsProps {
  profile: Profile;
  tab: PostsTab;
  signedIn: boolean;
  memberId: number | null;
  /** Page 1, as the route's loader read it. */
  first: ProfilePostsPage & { failed: boolean };
}

export function ProfilePosts({ profile, tab, signedIn, memberId, first }: ProfilePostsProps) {
  const owner = memberId === profile.uid;
  const navigate = useNavigate();
  const [state, setState] = useState<ListState>({
    posts: first.posts,
    page: first.page,
    done: first.done,
    loading: false,
    failed: first.failed,
  });
  const [pins, setPins] = useState<PostPin[]>(first.pins);
  const [sharing, setSharing] = useState<Post | null>(null);
  // The built-in gradients, and the public list's once loaded (ADR 026, 041).
  const publicGradients = usePublicGradients();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const media = useContext(PostMediaContext);
  const busy = useRef(false);
  const pinnedIds = useRef<number[]>(first.pinnedIds);

  const loadPage = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, loading: true }));
      try {
        const read = await loadProfilePosts(api, profile.uid, tab, page, pinnedIds.current);
        if (page === 1) {
          setPins(read.pins);
          pinnedIds.current = read.pinnedIds;
        }
        setState((s) => {
          const before = page === 1 ? [] : s.posts;
          const ids = new Set(before.map((post) => post.id));
          return {
            posts: [...before, ...read.posts.filter((post) => !ids.has(post.id))],
            page,
            done: read.done,
            loading: false,
            failed: false,
          };
        });
      } catch (error) {
        console.warn('cannot load posts', error);
        setState((s) => ({ ...s, loading: false, failed: true }));
      } finally {
        busy.current = false;
      }
    },
    [profile.uid, tab],
  );

  const more = () => {
    if (!state.done && !state.loading) void loadPage(state.page + 1);
  };

  // Infinite scroll: the sentinel under the list loads the next page when it nears the screen.
  const sentinel = useRef<HTMLDivElement>(null);
  const latestMore = useRef(more);
  latestMore.current = more;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestMore.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const remove = async (id: number) => {
    setDeleting(id);
    setProblem(null);
    try {
      await deletePost(api, id);
      setState((s) => ({ ...s, posts: s.posts.filter((post) => post.id !== id) }));
    } catch (error) {
      console.warn('delete failed', error);
      setProblem(membersCopy.posts.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  const setPinned = async (post: Post, pinned: boolean) => {
    try {
      if (pinned) {
        const pin = await pinPost(api, { pid: post.id, uid: profile.uid });
        setPins((list) => [...list, pin]);
      } else {
        const pin = pins.find((p) => p.pid === post.id);
        if (pin) await unpinPost(api, pin.id);
        setPins((list) => list.filter((p) => p.pid !== post.id));
      }
      setState((s) => ({ ...s, posts: s.posts.map((p) => (p.id === post.id ? { ...p, pinned } : p)) }));
    } catch (error) {
      console.warn('pin failed', error);
    }
  };

  const like = async (post: Post) => {
    try {
      const likers = await toggleLike(api, post.id);
      setState((s) => ({
        ...s,
        posts: s.posts.map((p) => (p.id === post.id ? { ...p, likers, likeCount: likers.length } : p)),
      }));
    } catch (error) {
      console.warn('like failed', error);
    }
  };

  const shareUrl = sharing ? shortLinkUrl(api.shortLinkBase, sharing.key, memberId) : '';

  return (
    <Stack gap="5" data-testid="profile-posts">
      {problem ? (
        <Alert tone="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      {state.failed && state.posts.length === 0 ? (
        <Alert tone="danger" role="alert">
          {membersCopy.posts.failed}
        </Alert>
      ) : null}
      {!state.loading && !state.failed && state.posts.length === 0 ? (
        <EmptyState title={tab === 'other' ? membersCopy.posts.empty : membersCopy.posts.emptyVideos} />
      ) : null}
      {state.posts.length > 0 ? (
        <Stack
          gap="5"
          role="feed"
          aria-label={membersCopy.posts.listLabel}
          aria-busy={state.loading}
          data-part="Posts"
        >
          {state.posts.map((post, index) => {
            const when = post.publishedAt ?? post.createdAt;
            const provider = embedProvider(post.type);
            const gradient = gradientFor(post.id, publicGradients);
            return (
              <PostCard
                key={post.id}
                type={post.type}
                href={postPath(post.id, signedIn)}
                shortLink={shortLinkUrl(api.shortLinkBase, post.key)}
                authorName={profile.name}
                authorHref={userPath(profile.uid, signedIn)}
                authorPicture={profile.pictureThumbnail ?? profile.picture}
                dateLabel={formatThaiDate(when)}
                dateTime={when}
                categoryName={post.category?.name ?? null}
                categoryHref={post.category ? `/all/cat/${post.category.id}` : null}
                description={post.des}
                gradient={gradient}
                pinned={post.pinned}
              >
                <PostCard.Menu>
                  <PostMenu
                    isOwner={owner}
                    pinned={post.pinned}
                    onShare={() => setSharing(post)}
                    onEdit={() => navigate(postPath(post.id, signedIn))}
                    onDelete={() => void remove(post.id)}
                    deleteBusy={deleting === post.id}
                    onPinnedChange={(pinned) => void setPinned(post, pinned)}
                  />
                </PostCard.Menu>
                {post.photos.length ? (
                  <PostCard.Media>
                    <PhotoGrid
                      photos={post.photos.map((photo) => photoImage(photo, 'small', PICTURE_SIZES.card))}
                      loading={media.loading(index)}
                      onOpen={() => navigate(postPath(post.id, signedIn))}
                    />
                  </PostCard.Media>
                ) : null}
                {provider && post.url ? (
                  <PostCard.Media>
                    <Embed
                      type={post.type}
                      url={post.url}
                      title={fitText(post.des.split('\n')[0] ?? '', TITLE_CUTS.player)}
                      thumbnail={media.thumbnail(post)}
                      loading={media.loading(index)}
                    />
                  </PostCard.Media>
                ) : null}
                <PostCard.Footer>
                  <LikeBar
                    liked={hasLiked(post.likers, memberId)}
                    count={formatCount(post.likeCount)}
                    likers={post.likers}
                    canLike={signedIn}
                    onLikedChange={() => void like(post)}
                    onComment={() => navigate(postPath(post.id, signedIn))}
                    onShare={() => setSharing(post)}
                  />
                </PostCard.Footer>
              </PostCard>
            );
          })}
        </Stack>
      ) : null}
      {state.loading ? <Spinner label={membersCopy.profile.loading} /> : null}
      {!state.done && !state.loading && state.posts.length > 0 ? (
        <Button variant="secondary" onClick={more} data-testid="profile-posts-more">
          {membersCopy.posts.more}
        </Button>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      <ShareDialog
        open={sharing !== null}
        onOpenChange={(open) => {
          if (!open) setSharing(null);
        }}
        url={shareUrl}
        defaultText={sharing?.des ?? ''}
        onSendLine={(message) => {
          // LIFF's share target picker inside LINE (loaded on this tap), LINE's share link elsewhere.
          if (sharing)
            void import('../../posts/share').then(({ sendToLine }) => sendToLine(message, sharing));
        }}
        onCopy={async (url) => {
          await navigator.clipboard.writeText(url);
        }}
      />
    </Stack>
  );
}
