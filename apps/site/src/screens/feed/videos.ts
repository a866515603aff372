/**
 * Videos as the carousels, the All YouTube / All TikTok grids and the player modal show them.
 * Thumbnails come from the service's data — YouTube's thumbnail host, a stored cover, else the
 * site's own TikTok poster — so no request reaches TikTok before a tap (ADR 026, 027).
 */
import type { Post, Profile } from '@lightbearers/api-client';
import { type FeedSocial, fitText, playerUrl, postPath, TITLE_CUTS, userPath } from '@lightbearers/domain';
import type { CreatorsCarouselItem, MediaCarouselItem, PlayerModalItem } from '@lightbearers/ui';
import tiktokPoster from '../../assets/tiktok-poster.svg';

/** The two video socials with a page of their own. */
export type VideoSocial = Exclude<FeedSocial, 'other'>;

/** The post types of each (a stable array, usable as a hook dependency). */
export const VIDEO_TYPES = {
  youtube: ['videoYoutube'],
  tiktok: ['videoTikTok'],
} as const satisfies Record<VideoSocial, readonly ['videoYoutube'] | readonly ['videoTikTok']>;

/** The first non-empty line of a description. */
export function firstLine(des: string): string {
  return des.split('\n').find((line) => line.trim()) ?? '';
}

/** A carousel or grid tile (title cut to spec §9's 17 for YouTube, 20 for TikTok). */
export function mediaItem(post: Post, social: VideoSocial, signedIn: boolean): MediaCarouselItem {
  return {
    id: post.id,
    title: fitText(firstLine(post.des), social === 'youtube' ? TITLE_CUTS.youtube : TITLE_CUTS.tiktok),
    image: post.previewImage ?? tiktokPoster,
    href: postPath(post.id, signedIn),
  };
}

/** The player modal's item (title cut to 50), or null when the link gives no player. */
export function playerItem(post: Post, social: VideoSocial): PlayerModalItem | null {
  const src = playerUrl(post.type, post.url);
  if (!src) return null;
  return {
    id: post.id,
    title: fitText(firstLine(post.des), TITLE_CUTS.player),
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
