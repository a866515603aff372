import type { Post } from '@lightbearers/api-client';
import { makePost, makeTikTokEmbed, makeUserRef } from '@lightbearers/api-client/testing';
import {
  embedProvider,
  formatCount,
  formatThaiDate,
  type PostType,
  playerTitle,
  postPath,
  shortLinkUrl,
  textPostGradientIndex,
  userPath,
} from '@lightbearers/domain';
import { fn } from 'storybook/test';
import { LONG_DESCRIPTION } from '../../test/postTypes';
import { textPostGradients } from '../../tokens';
import { Embed } from '../Embed';
import { LikeBar } from '../LikeBar';
import { PhotoGrid } from '../PhotoGrid';
import { PostMenu } from '../PostMenu';
import { PostCard, type PostCardProps } from './PostCard';

/** The short-link host of the stories (a placeholder; the app passes its configured host). */
export const STORY_SHORT_LINK_HOST = 'https://s.lightbearers.example';

/** What the app does for each post: a PostCard's plain props from a Post of the api-client. */
export function postCardProps(post: Post, loggedIn = true): PostCardProps {
  const author = makeUserRef(post.uid);
  const gradient = textPostGradients[textPostGradientIndex(post.id, textPostGradients.length)];
  const when = post.publishedAt ?? post.createdAt;
  return {
    type: post.type,
    href: postPath(post.id, loggedIn),
    shortLink: shortLinkUrl(STORY_SHORT_LINK_HOST, post.key),
    authorName: author.name ?? '',
    authorHref: userPath(post.uid, loggedIn),
    authorPicture: author.picture,
    dateLabel: formatThaiDate(when),
    dateTime: when,
    categoryName: post.category?.name ?? null,
    categoryHref: post.category ? `/all/cat/${post.category.id}` : null,
    description: post.des,
    gradient: gradient?.colors,
    pinned: post.pinned,
  };
}

/** Post ids of the factory's eight-type cycle: id 1 is videoYoutube … id 8 postText. */
export const postIdOfType: Record<PostType, number> = {
  videoYoutube: 1,
  videoTikTok: 2,
  videoFacebook: 3,
  linkFacebook: 4,
  linkTwitter: 5,
  postPhoto: 6,
  postLink: 7,
  postText: 8,
};

/** A deterministic post of `type` (factory data, Thai text). */
export const storyPost = (type: PostType, overrides: Parameters<typeof makePost>[1] = {}) =>
  makePost(postIdOfType[type] + 8, { type, ...overrides });

/** A long Thai description (over 400 characters, a link inside) for the read-more stories. */
export const LONG_THAI_DESCRIPTION = LONG_DESCRIPTION;

export interface FeedCardProps {
  post: Post;
  /** Signed in (`/p/…`, `/u…` links, the like toggle) or a visitor. */
  loggedIn?: boolean;
  /** The signed-in member's id (owner menu, pressed like). */
  memberId?: number;
  /** Extra PostCard props (expanded, description …). */
  card?: Partial<PostCardProps>;
}

/** A post card as the feed composes it: menu, media by type, like bar. Story and test data only. */
export function FeedCard({ post, loggedIn = true, memberId = 0, card }: FeedCardProps) {
  const props = postCardProps(post, loggedIn);
  const provider = embedProvider(post.type);
  const liked = loggedIn && post.likers.some((l) => l.id === memberId);
  return (
    <PostCard {...props} {...card}>
      <PostCard.Menu>
        <PostMenu isOwner={loggedIn && post.uid === memberId} pinned={post.pinned} onShare={fn()} />
      </PostCard.Menu>
      {post.photos.length ? (
        <PostCard.Media>
          <PhotoGrid
            photos={post.photos.map((p) => ({ src: p.small, width: 500, height: 375 }))}
            loading="eager"
            onOpen={fn()}
          />
        </PostCard.Media>
      ) : null}
      {provider && post.url ? (
        <PostCard.Media>
          <Embed
            type={post.type}
            url={post.url}
            title={playerTitle(post.des)}
            thumbnail={
              provider === 'youtube' || provider === 'tiktok' ? makeTikTokEmbed(post.id).thumbnailUrl : null
            }
            loading="eager"
          />
        </PostCard.Media>
      ) : null}
      <PostCard.Footer>
        <LikeBar
          liked={liked}
          count={formatCount(post.likeCount)}
          likers={post.likers}
          canLike={loggedIn}
          onLikedChange={fn()}
          onComment={fn()}
          onShare={fn()}
        />
      </PostCard.Footer>
    </PostCard>
  );
}
