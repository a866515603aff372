import { parseHttpUrl } from '../text/url';
import { facebookLinkKind, tiktokIds, tweetId, youtubeId } from './detect';
import type { PostType } from './types';

/** The embeddable players: which third party a post's player comes from. */
export const EMBED_PROVIDERS = ['youtube', 'tiktok', 'facebook', 'twitter'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/** Which player a post type plays in, or `null` for posts without one (photos, links, text). */
export function embedProvider(type: PostType): EmbedProvider | null {
  switch (type) {
    case 'videoYoutube':
      return 'youtube';
    case 'videoTikTok':
      return 'tiktok';
    case 'videoFacebook':
    case 'linkFacebook':
      return 'facebook';
    case 'linkTwitter':
      return 'twitter';
    default:
      return null;
  }
}

/**
 * The address of a post's real player iframe, or `null` when the link gives no player. YouTube plays
 * from youtube-nocookie.com (no cookies until the member plays); every player is only requested
 * after a tap on its facade (ADR 026), so `autoplay=1` starts the video the member asked for.
 */
export function playerUrl(type: PostType, url: string | null | undefined): string | null {
  if (!url || !parseHttpUrl(url)) return null;
  switch (embedProvider(type)) {
    case 'youtube': {
      const id = youtubeId(url);
      return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` : null;
    }
    case 'tiktok': {
      const ids = tiktokIds(url);
      return ids ? `https://www.tiktok.com/player/v1/${encodeURIComponent(ids.videoId)}?autoplay=1` : null;
    }
    case 'facebook': {
      const kind = facebookLinkKind(url);
      if (!kind) return null;
      const plugin = kind === 'video' ? 'video' : 'post';
      return `https://www.facebook.com/plugins/${plugin}.php?href=${encodeURIComponent(url)}&show_text=true&width=500`;
    }
    case 'twitter': {
      const id = tweetId(url);
      return id
        ? `https://platform.twitter.com/embed/Tweet.html?id=${encodeURIComponent(id)}&dnt=true`
        : null;
    }
    default:
      return null;
  }
}

/**
 * Which gradient a text post shows from the built-in list (`builtIn` of them) followed by the
 * public list's readable ones (`extra`), as an index into the two together. Half of the posts are
 * on the built-in gradients whatever the public list holds; the other half take the public list's
 * when it has loaded, and a built-in one until then or when it cannot be had (ADR 041) — so the
 * public list changes at most half of the colours, once, and never a post's colours between views.
 */
export function textPostGradientChoice(postId: number, builtIn: number, extra: number): number {
  const base = Math.trunc(builtIn);
  if (!(base > 0)) return 0;
  const slot = textPostGradientIndex(postId, base * 2);
  const more = Math.max(0, Math.trunc(extra));
  if (slot < base || more === 0) return slot % base;
  return base + ((slot - base) % more);
}

/**
 * Which of `count` gradients a text post shows. The product description picks one at random on each view; picking
 * by post id keeps a post's colours the same on every screen and in every test (ADR 026).
 */
export function textPostGradientIndex(postId: number, count: number): number {
  const n = Math.trunc(count);
  if (!(n > 0)) return 0;
  const id = Number.isFinite(postId) ? Math.abs(Math.trunc(postId)) : 0;
  // A multiplicative hash spreads neighbouring ids (a feed page) over different colours.
  return (Math.imul(id, 2654435761) >>> 0) % n;
}
