/**
 * The post page's view, a part of its own loaded beside the route's data (`PostScreen`): the post
 * at full size (player by type, the whole description with its line breaks, links clickable),
 * likers and the like/comment/share bar, the menu (owner: edit, pin, delete), previous/next under
 * the query flags (kept), the arrow keys, the comments. Signed out: no like, edit or delete. The
 * `{uid}` form is a share link: the service counts opening it for that member, as its short link
 * (ADR 021). The typed calls and the site's client load with the first action (`withCalls`, ADR 037).
 */
import {
  embedProvider,
  formatThaiDate,
  isOwner,
  needsFullPageLoad,
  type PostType,
  playerTitle,
  postPath,
  shortLinkUrl,
  userPath,
} from '@lightbearers/domain';
import {
  Button,
  Embed,
  Heading,
  LikeBar,
  PhotoGrid,
  PostCard,
  PostMenu,
  Text,
  th,
  vars,
} from '@lightbearers/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as copy from '../../copy';
import { gradientFor, usePublicGradients } from '../../posts/gradients';
import { useLike } from '../../posts/likes';
import { PICTURE_SIZES, photoImage, videoPoster } from '../../posts/pictures';
import { withCalls } from '../../router/calls';
import { useHydrated } from '../../router/hydrated';
import { lazyPart } from '../../router/lazyPart';
import { useSession } from '../../session/store';
import { useShortLinkBase } from '../../siteOrigin';
import { type FirstComments, usePostComments } from './comments';
import { Column } from './frame';
import { arrowStep, type PostStep } from './keys';
import type { PostPageData } from './load';

// Below the post: its code loads after the first paint (ADR 024 budget), and a page the service
// rendered hydrates once it is here (a part whose code is missing when the page first re-renders
// would lose its server HTML for a moment: the page below it would jump).
const PostComments = lazyPart(() => import('./PostComments')).Component;
// Closed on arrival: loaded on the first open.
const PostDialogs = lazy(() => import('./PostDialogs'));

const Neighbours = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

function typeName(type: PostType): string {
  return th.post.types[type];
}

/** What the post page's route loader read. */
export interface PostScreenData extends PostPageData {
  comments: FirstComments;
  /** The address's query (the neighbour flags, kept on previous/next). */
  query: string;
  now: number;
}

function PostBody({ data }: { data: PostScreenData }) {
  const { query } = data;
  const session = useSession();
  const me = session?.userID ?? null;
  const signedIn = session !== null;
  const navigate = useNavigate();
  const { post, author, neighbours } = data;
  const owner = isOwner(post.uid, me);
  const [pin, setPin] = useState(data.pin);
  const [description, setDescription] = useState(post.des);
  const [shareOpen, setShareOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [photo, setPhoto] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const commentsRef = useRef<HTMLDivElement>(null);
  // The dialogs' chunk is fetched on the first open of any of them, then kept mounted.
  const [dialogs, setDialogs] = useState(false);
  if (!dialogs && (shareOpen || editOpen || photo !== null)) setDialogs(true);

  const like = useLike(post);
  const comments = usePostComments(post.id, me, data.comments, data.now);
  const shortLinkBase = useShortLinkBase();

  const go = useCallback(
    (step: PostStep) => {
      const target = neighbours[step];
      if (!target) return;
      const href = `${postPath(target.id, signedIn)}${query}`;
      // Twitter posts load with a full page load (product §2): X's widget script wants a fresh page.
      if (needsFullPageLoad(target.type)) window.location.assign(href);
      else navigate(href);
    },
    [neighbours, signedIn, query, navigate],
  );

  const dialogOpen = shareOpen || editOpen;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = arrowStep({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        target: event.target,
        carouselActive: photo !== null,
        dialogOpen: dialogOpen || document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
      });
      if (!step) return;
      event.preventDefault();
      go(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, photo, dialogOpen]);

  const shareUrl = shortLinkUrl(shortLinkBase, post.key, me);
  const photos = useMemo(
    () => post.photos.map((p) => photoImage(p, 'small', PICTURE_SIZES.card)),
    [post.photos],
  );
  const largePhotos = useMemo(
    () => post.photos.map((p) => photoImage(p, 'large', PICTURE_SIZES.screen)),
    [post.photos],
  );
  const poster = useMemo(() => videoPoster(post), [post]);
  // The built-in gradients, and the public list's once loaded (ADR 026, 041).
  const publicGradients = usePublicGradients();
  const gradient = useMemo(() => gradientFor(post.id, publicGradients), [post.id, publicGradients]);
  const provider = embedProvider(post.type);
  const authorName = author?.name ?? `#${post.uid}`;

  const fail = (error: unknown) => {
    console.warn('post action failed', error);
    setFailed(true);
  };

  return (
    <>
      <PostCard
        key={post.id}
        data-testid="post-view"
        data-post-id={post.id}
        type={post.type}
        href={postPath(post.id, signedIn)}
        shortLink={shareUrl}
        authorName={authorName}
        authorHref={userPath(post.uid, signedIn)}
        authorPicture={author?.pictureThumbnail ?? author?.picture ?? null}
        dateLabel={formatThaiDate(post.publishedAt ?? post.createdAt)}
        dateTime={post.publishedAt ?? post.createdAt}
        categoryName={post.category?.name ?? null}
        categoryHref={post.category ? `/all/cat/${post.category.id}` : null}
        description={description}
        {...(gradient ? { gradient } : {})}
        pinned={pin !== null}
        defaultExpanded
      >
        <PostCard.Menu>
          <PostMenu
            isOwner={owner}
            pinned={pin !== null}
            onShare={() => setShareOpen(true)}
            {...(owner
              ? {
                  onEdit: () => setEditOpen(true),
                  deleteBusy: deleting,
                  onDelete: () => {
                    setDeleting(true);
                    withCalls((calls, client) => calls.deletePost(client, post.id))
                      .then(() => navigate('/me'))
                      .catch(fail)
                      .finally(() => setDeleting(false));
                  },
                  onPinnedChange: (next: boolean) => {
                    if (me === null) return;
                    if (next)
                      withCalls((calls, client) => calls.pinPost(client, { pid: post.id, uid: me }))
                        .then(setPin)
                        .catch(fail);
                    else if (pin)
                      withCalls((calls, client) => calls.unpinPost(client, pin.id))
                        .then(() => setPin(null))
                        .catch(fail);
                  },
                }
              : {})}
          />
        </PostCard.Menu>
        {post.type === 'postPhoto' && photos.length > 0 ? (
          <PostCard.Media>
            {/* The post's media is the page's first picture: fetched first. */}
            <PhotoGrid
              photos={photos}
              loading="eager"
              fetchPriority="high"
              onOpen={(index) => setPhoto(index)}
            />
          </PostCard.Media>
        ) : provider && post.url ? (
          <PostCard.Media>
            <Embed
              type={post.type}
              url={post.url}
              title={playerTitle(post.des, typeName(post.type))}
              // YouTube and TikTok: the service's poster (ADR 038); the page's first picture.
              thumbnail={poster}
              loading="eager"
              fetchPriority="high"
            />
          </PostCard.Media>
        ) : null}
        <PostCard.Footer>
          <LikeBar
            liked={like.liked}
            count={like.countLabel}
            likers={like.likers}
            canLike={like.canLike}
            onLikedChange={() => void like.toggle()}
            onComment={() => {
              const box = commentsRef.current?.querySelector<HTMLElement>('textarea, input, button');
              commentsRef.current?.scrollIntoView({ block: 'start' });
              box?.focus();
            }}
            onShare={() => setShareOpen(true)}
          />
        </PostCard.Footer>
      </PostCard>

      {failed ? (
        <Text role="alert" tone="danger">
          {copy.post.failed}
        </Text>
      ) : null}

      <Neighbours aria-label={copy.post.neighbours} data-testid="post-neighbours">
        <Button
          variant="secondary"
          disabled={!neighbours.pre}
          data-testid="post-previous"
          data-target={neighbours.pre?.id ?? ''}
          onClick={() => go('pre')}
        >
          {copy.post.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={!neighbours.next}
          data-testid="post-next"
          data-target={neighbours.next?.id ?? ''}
          onClick={() => go('next')}
        >
          {copy.post.next}
        </Button>
      </Neighbours>

      <div ref={commentsRef}>
        <Suspense fallback={null}>
          <PostComments comments={comments} canWrite={signedIn} />
        </Suspense>
      </div>

      {dialogs ? (
        <Suspense fallback={null}>
          <PostDialogs
            shareOpen={shareOpen}
            onShareOpenChange={setShareOpen}
            shareUrl={shareUrl}
            description={description}
            shareImage={post.previewImage}
            canEdit={owner}
            editOpen={editOpen}
            onEditOpenChange={setEditOpen}
            saving={saving}
            onSave={(des) => {
              setSaving(true);
              withCalls((calls, client) => calls.updatePostDescription(client, post.id, des))
                .then((saved) => {
                  setDescription(saved.des);
                  setEditOpen(false);
                })
                .catch(fail)
                .finally(() => setSaving(false));
            }}
            photos={post.type === 'postPhoto' ? largePhotos : []}
            photo={photo}
            onPhotoChange={setPhoto}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page: the post's title for screen readers, then the post, its neighbours and comments. */
export default function PostView(data: PostScreenData) {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  return (
    <Column data-testid="post-page" data-state={hydrated ? 'ready' : 'loading'}>
      <Heading as="h1" visuallyHidden>
        {playerTitle(data.post.des, typeName(data.post.type))}
      </Heading>
      <PostBody key={data.post.id} data={data} />
    </Column>
  );
}
