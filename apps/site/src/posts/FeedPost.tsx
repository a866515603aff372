/**
 * One post in a list (feed, category, later the profile's posts tab): ui's `PostCard` with its
 * media (`PhotoGrid` or the tap-to-load `Embed`) and `LikeBar`. A `memo` component fed plain, stable
 * props; its like state comes from the post's own atom (`useLike`), so a tap re-renders this card
 * only (ADR 027).
 */
import type { Post } from '@lightbearers/api-client';
import {
  embedProvider,
  fitText,
  formatThaiDate,
  postPath,
  shortLinkUrl,
  TITLE_CUTS,
  userPath,
} from '@lightbearers/domain';
import { Embed, LikeBar, PhotoGrid, PostCard } from '@lightbearers/ui';
import { memo, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { gradientFor, usePublicGradients } from './gradients';
import { useLike } from './likes';
import { openPhotos, openShare } from './overlays';
import { facadePoster, PICTURE_SIZES, photoImage } from './pictures';

export interface FeedPostProps {
  post: Post;
  /** The author's name and picture (from the loaded profiles); the uid stands in until they come. */
  authorName: string;
  authorPicture: string | null;
  /** Signed in: `/p/…` and `/u…` links and the like toggle; else `/post/…`, `/user…`, no like. */
  signedIn: boolean;
  /** The first card of a page: its image loads eagerly (the page's LCP). */
  eager?: boolean;
}

/** The first line of a description, cut for a player's title (product §9: players 50). */
export function playerTitle(des: string): string {
  return fitText(des.split('\n').find((line) => line.trim()) ?? '', TITLE_CUTS.player);
}

export const FeedPost = memo(function FeedPost({
  post,
  authorName,
  authorPicture,
  signedIn,
  eager = false,
}: FeedPostProps) {
  const like = useLike(post);
  const navigate = useNavigate();
  const href = postPath(post.id, signedIn);
  const when = post.publishedAt ?? post.createdAt;
  const provider = embedProvider(post.type);
  const photos = useMemo(
    () => post.photos.map((photo) => photoImage(photo, 'small', PICTURE_SIZES.card)),
    [post.photos],
  );
  const poster = useMemo(() => facadePoster(post), [post]);
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
      shortLink={shortLinkUrl(api.shortLinkBase, post.key)}
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
