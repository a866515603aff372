import type { PostType } from '../posts/types';

/** The `{social}` of the feed routes `/all/{social}`. */
export const FEED_SOCIALS = ['other', 'youtube', 'tiktok'] as const;

/** A feed route's social: everything, YouTube only, or TikTok only. */
export type FeedSocial = (typeof FEED_SOCIALS)[number];

/** A feed route's `{social}` when valid, else `null`. */
export function parseFeedSocial(raw: unknown): FeedSocial | null {
  return typeof raw === 'string' && (FEED_SOCIALS as readonly string[]).includes(raw)
    ? (raw as FeedSocial)
    : null;
}

/** The post types a feed social lists (`null`: every type). */
export function feedSocialTypes(social: FeedSocial): PostType[] | null {
  if (social === 'youtube') return ['videoYoutube'];
  if (social === 'tiktok') return ['videoTikTok'];
  return null;
}

/** The filters of the members directory (/creator), applied on the client. */
export const DIRECTORY_FILTERS = ['all', 'creator', 'sharer'] as const;

/** A members-directory filter. */
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];

/** True when a member of `userType` shows under `filter`; any type that is not creator counts as sharer. */
export function matchesDirectoryFilter(
  userType: string | null | undefined,
  filter: DirectoryFilter,
): boolean {
  if (filter === 'all') return true;
  return filter === 'creator' ? userType === 'creator' : userType !== 'creator';
}

/** The newest notifications first, at most `limit` (the header bell shows 4). */
export function latestNotifications<T extends { id: number }>(items: readonly T[], limit = 4): T[] {
  return [...items].sort((a, b) => b.id - a.id).slice(0, Math.max(0, limit));
}

/** Profile social links worth an icon: only those with a url. */
export function visibleSocialLinks<T extends { url?: string | null }>(
  links: readonly T[] | null | undefined,
): T[] {
  return (links ?? []).filter((link) => typeof link.url === 'string' && link.url.trim() !== '');
}
