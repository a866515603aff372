/**
 * Videos as the carousels, the All YouTube / All TikTok grids and the player modal show them.
 * Thumbnails are the posters the service serves (`/thumbs/…`: the network's thumbnail it keeps, or
 * its generated poster), so no request reaches YouTube or TikTok before a tap (ADR 026, 027, 038).
 */
import type { Post, Profile } from '@lightbearers/api-client';
import {
  type FeedSocial,
  firstLine,
  fitText,
  playerTitle,
  playerUrl,
  postPath,
  TITLE_CUTS,
  userPath,
} from '@lightbearers/domain';
import type { CreatorsCarouselItem, MediaCarouselItem, PlayerModalItem } from '@lightbearers/ui';
import { PICTURE_SIZES, videoPoster } from '../../posts/pictures';

/** The two video socials with a page of their own. */
export type VideoSocial = Exclude<FeedSocial, 'other'>;

/** The post types of each (a stable array, usable as a hook dependency). */
export const VIDEO_TYPES = {
  youtube: ['videoYoutube'],
  tiktok: ['videoTikTok'],
} as const satisfies Record<VideoSocial, readonly ['videoYoutube'] | readonly ['videoTikTok']>;

/**
 * A carousel or grid tile (title cut to product §9's 17 for YouTube, 20 for TikTok), its poster shown
 * `sizes` wide (a carousel's tile by default).
 */
export function mediaItem(
  post: Post,
  social: VideoSocial,
  signedIn: boolean,
  sizes: string = PICTURE_SIZES.carouselTile,
): MediaCarouselItem {
  return {
    id: post.id,
    title: fitText(firstLine(post.des), social === 'youtube' ? TITLE_CUTS.youtube : TITLE_CUTS.tiktok),
    // Every YouTube and TikTok post has a poster; a stored picture stands in for anything else.
    image: videoPoster(post, sizes) ?? post.previewImage ?? '',
    href: postPath(post.id, signedIn),
  };
}

/** The player modal's item (title cut to 50), or null when the link gives no player. */
export function playerItem(post: Post, social: VideoSocial): PlayerModalItem | null {
  const src = playerUrl(post.type, post.url);
  if (!src) return null;
  return {
    id: post.id,
    title: playerTitle(post.des),
    src,
    shape: social === 'youtube' ? 'landscape' : 'portrait',
  };
}

/** A creators-carousel item. */
export function creatorItem(profile: Profile, signedIn: boolean): CreatorsCarouselItem {
  return {
    id: profile.uid,
    name: profile.name,
    avatar: profile.pictureThumbnail ?? profile.picture,
    href: userPath(profile.uid, signedIn),
    creator: profile.type === 'creator',
  };
}
