/**
 * One post in any list of posts (the feed, a category, a profile's posts tabs): ui's `PostCard`
 * with its media (`PhotoGrid`, which opens the lightbox, or the tap-to-load `Embed`) and `LikeBar`,
 * and the profile's `PostMenu` in its menu slot. A `memo` component fed plain, stable props; its
 * like state comes from the post's own atom (`useLike`), so a tap re-renders this card only and a
 * visitor's tap opens the login dialog (ADR 027). Share opens the page's one share dialog
 * (`openShare`, `PostOverlays`); the facade's picture comes from `PostMediaContext`.
 */
import type { Post } from '@lightbearers/api-client';
import {
  embedProvider,
  formatThaiDate,
  playerTitle,
  postPath,
  shortLinkUrl,
  userPath,
} from '@lightbearers/domain';
import { Embed, LikeBar, PhotoGrid, PostCard } from '@lightbearers/ui';
import { memo, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShortLinkBase } from '../siteOrigin';
import { gradientFor, usePublicGradients } from './gradients';
import { useLike } from './likes';
import { openPhotos, openShare } from './overlays';
import { PICTURE_SIZES, photoImage } from './pictures';
import { PostMediaContext } from './postMedia';

export interface FeedPostProps {
  post: Post;
  /** The author's name and picture (from the loaded profiles); the uid stands in until they come. */
  authorName: string;
  authorPicture: string | null;
  /** Signed in: `/p/…` and `/u…` links and the like toggle; else `/post/…`, `/user…`, no like. */
  signedIn: boolean;
  /** The list's eager rule (the first card of a page): its pictures load eagerly (the page's LCP). */
  eager?: boolean;
  /** The card's menu (the profile's `PostMenu`: share, and edit, delete, pin for its owner); none by default. */
  menu?: ReactNode;
}

export const FeedPost = memo(function FeedPost({
  post,
  authorName,
  authorPicture,
  signedIn,
  eager = false,
  menu,
}: FeedPostProps) {
  const like = useLike(post);
  const shortLinkBase = useShortLinkBase();
  const navigate = useNavigate();
  const href = postPath(post.id, signedIn);
  const when = post.publishedAt ?? post.createdAt;
  const provider = embedProvider(post.type);
  const photos = useMemo(
    () => post.photos.map((photo) => photoImage(photo, 'small', PICTURE_SIZES.card)),
    [post.photos],
  );
  const media = useContext(PostMediaContext);
  const poster = useMemo(() => media.thumbnail(post), [media, post]);
  const onLikedChange = useCallback(() => void like.toggle(), [like.toggle]);
  const onShare = useCallback(() => openShare(post), [post]);
  const onComment = useCallback(() => navigate(href), [navigate, href]);
  const onOpen = useCallback((index: number) => openPhotos(post, index), [post]);
  const loading = eager ? 'eager' : 'lazy';
  // The built-in gradients, and the public list's once loaded (ADR 026, 041).
  const publicGradients = usePublicGradients();
  return (
    <PostCard
      type={post.type}
      href={href}
      shortLink={shortLinkUrl(shortLinkBase, post.key)}
      authorName={authorName}
      authorHref={userPath(post.uid, signedIn)}
      authorPicture={authorPicture}
      dateLabel={formatThaiDate(when)}
      dateTime={when}
      categoryName={post.category?.name ?? null}
      categoryHref={post.category ? `/all/cat/${post.category.id}` : null}
      description={post.des}
      gradient={gradientFor(post.id, publicGradients)}
      pinned={post.pinned}
      data-post-id={post.id}
    >
      {menu ? <PostCard.Menu>{menu}</PostCard.Menu> : null}
      {photos.length ? (
        <PostCard.Media>
          <PhotoGrid photos={photos} onOpen={onOpen} loading={loading} />
        </PostCard.Media>
      ) : null}
      {provider && post.url ? (
        <PostCard.Media>
          <Embed
            type={post.type}
            url={post.url}
            title={playerTitle(post.des)}
            // YouTube and TikTok: the poster the service serves (ADR 038), nothing from the network
            // before a tap; Facebook and X: none (ADR 026).
            thumbnail={poster}
            loading={loading}
          />
        </PostCard.Media>
      ) : null}
      <PostCard.Footer>
        <LikeBar
          liked={like.liked}
          count={like.countLabel}
          likers={like.likers}
          canLike={like.canLike}
          onLikedChange={onLikedChange}
          onComment={onComment}
          onShare={onShare}
        />
      </PostCard.Footer>
    </PostCard>
  );
});
