/**
 * A profile's posts tabs: `other` (all posts), `youtube`, `tiktok`. The member's pinned posts
 * first, then five a page (page 1 from the route's loader), more on scroll or with the button. Each
 * post is the feed's card (`FeedPost`: likes through the post's atom, share and photos through the
 * page's one `PostOverlays`) with the profile's menu, whose owner deletes (after the confirmation)
 * and pins.
 */
import type { Post, PostPin, Profile } from '@lightbearers/api-client';
import { postPath } from '@lightbearers/domain';
import { Alert, Button, EmptyState, PostMenu, Spinner, Stack } from '@lightbearers/ui';
import { useStore } from 'jotai';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeedPost } from '../../posts/FeedPost';
import { seedLikes } from '../../posts/likes';
import { openShare } from '../../posts/overlays';
import { PostOverlays } from '../../posts/PostOverlays';
import { PostMediaContext } from '../../posts/postMedia';
import { siteClient, withCalls } from '../../router/calls';
import { membersCopy } from '../members/copy';
import type { PostsTab, ProfilePostsPage } from './profileData';

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
  const store = useStore();
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
        // The profile's loading, the typed calls and the site's client load with the first change
        // or later page: a profile the service rendered hydrates without them (ADR 037).
        const [{ loadProfilePosts }, client] = await Promise.all([import('./profileData'), siteClient()]);
        const read = await loadProfilePosts(client, profile.uid, tab, page, pinnedIds.current);
        // Each post's like state lives in its own atom (ADR 027): a reload or a later page updates it.
        seedLikes(read.posts, store);
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
    [profile.uid, tab, store],
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
      await withCalls((calls, client) => calls.deletePost(client, id));
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
        const pin = await withCalls((calls, client) =>
          calls.pinPost(client, { pid: post.id, uid: profile.uid }),
        );
        setPins((list) => [...list, pin]);
      } else {
        const pin = pins.find((p) => p.pid === post.id);
        if (pin) await withCalls((calls, client) => calls.unpinPost(client, pin.id));
        setPins((list) => list.filter((p) => p.pid !== post.id));
      }
      setState((s) => ({ ...s, posts: s.posts.map((p) => (p.id === post.id ? { ...p, pinned } : p)) }));
    } catch (error) {
      console.warn('pin failed', error);
    }
  };

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
          {state.posts.map((post, index) => (
            <FeedPost
              key={post.id}
              post={post}
              authorName={profile.name}
              authorPicture={profile.pictureThumbnail ?? profile.picture}
              signedIn={signedIn}
              eager={media.loading(index) === 'eager'}
              menu={
                <PostMenu
                  isOwner={owner}
                  pinned={post.pinned}
                  onShare={() => openShare(post)}
                  onEdit={() => navigate(postPath(post.id, signedIn))}
                  onDelete={() => void remove(post.id)}
                  deleteBusy={deleting === post.id}
                  onPinnedChange={(pinned) => void setPinned(post, pinned)}
                />
              }
            />
          ))}
        </Stack>
      ) : null}
      {state.loading ? <Spinner label={membersCopy.profile.loading} /> : null}
      {!state.done && !state.loading && state.posts.length > 0 ? (
        <Button variant="secondary" onClick={more} data-testid="profile-posts-more">
          {membersCopy.posts.more}
        </Button>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      <PostOverlays />
    </Stack>
  );
}
