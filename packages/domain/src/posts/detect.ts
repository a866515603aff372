import { findLinks, isHostOf, parseHttpUrl, queryParam } from '../text/url';
import type { PostType } from './types';

/** The result of reading a new post's message: its type, stored link and the ids players need. */
export interface DetectedPost {
  type: PostType;
  url: string | null;
  youtubeId?: string;
  tiktok?: { handle: string; videoId: string };
  tweetId?: string;
  tiktokShortLink?: boolean;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
// Thai is typed without spaces, so a pasted link is often followed by words: read the 11-character
// id and ignore whatever comes after it, as long as it is not more id characters.
const YOUTUBE_ID = /^([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const YOUTUBE_ID_PATH = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/i;

/** The YouTube video id of a watch, youtu.be, shorts, embed or live link, else `null`. */
export function youtubeId(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  let candidate: string | null = null;
  if (parsed.host === 'youtu.be' || parsed.host === 'www.youtu.be') {
    candidate = parsed.path.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(parsed.host)) {
    if (/^\/watch\/?$/i.test(parsed.path)) candidate = queryParam(parsed.query, 'v');
    else candidate = YOUTUBE_ID_PATH.exec(parsed.path)?.[1] ?? null;
  }
  return candidate === null ? null : (YOUTUBE_ID.exec(candidate)?.[1] ?? null);
}

const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com']);
const TIKTOK_VIDEO_PATH = /^\/@([A-Za-z0-9_.]+)\/video\/(\d+)/;

/** The handle and video id of a TikTok `/@handle/video/{digits}` link, else `null`. */
export function tiktokIds(url: string): { handle: string; videoId: string } | null {
  const parsed = parseHttpUrl(url);
  if (!parsed || !TIKTOK_HOSTS.has(parsed.host)) return null;
  const match = TIKTOK_VIDEO_PATH.exec(parsed.path);
  return match ? { handle: match[1]!, videoId: match[2]! } : null;
}

/** True for TikTok short links (vm., vt., /t/) that only the service can resolve to a video. */
export function isTiktokShortLink(url: string): boolean {
  const parsed = parseHttpUrl(url);
  if (!parsed) return false;
  if (parsed.host === 'vm.tiktok.com' || parsed.host === 'vt.tiktok.com') {
    return /^\/[A-Za-z0-9_-]+/.test(parsed.path);
  }
  return TIKTOK_HOSTS.has(parsed.host) && /^\/t\/[A-Za-z0-9_-]+/.test(parsed.path);
}

const TWITTER_HOSTS = new Set([
  'twitter.com',
  'www.twitter.com',
  'mobile.twitter.com',
  'x.com',
  'www.x.com',
  'mobile.x.com',
]);
const TWEET_PATH = /^\/(?:[A-Za-z0-9_]{1,15}|i\/web)\/status\/(\d+)/;

/** The tweet id after `status/` of a twitter.com or x.com status link, else `null`. */
export function tweetId(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed || !TWITTER_HOSTS.has(parsed.host)) return null;
  return TWEET_PATH.exec(parsed.path)?.[1] ?? null;
}

function isFacebookHost(host: string): boolean {
  return isHostOf(host, 'facebook.com') || isHostOf(host, 'fb.com') || host === 'fb.watch';
}

const FACEBOOK_VIDEO_PATH = /\/videos\/|^\/watch(?:\/|$)|^\/reels?\/|^\/video\.php|^\/share\/[vr]\//i;
const FACEBOOK_POST_PATH =
  /\/posts\/|^\/permalink\.php|^\/story\.php|^\/photo(?:\.php|\/|$)|\/photos\/|\/permalink\/|^\/share\/p\/|^\/groups\/[^/]+\/posts\//i;
// Only these parameters say which post, photo or video a link points at; the rest is tracking.
const FACEBOOK_ID_PARAMS = new Set(['story_fbid', 'id', 'fbid', 'v']);

/** What kind of Facebook link `url` is: a video, a post/photo, or neither (`null`). */
export function facebookLinkKind(url: string): 'video' | 'post' | null {
  const parsed = parseHttpUrl(url);
  if (!parsed || !isFacebookHost(parsed.host)) return null;
  if (parsed.host === 'fb.watch') return parsed.path.length > 1 ? 'video' : null;
  if (FACEBOOK_VIDEO_PATH.test(parsed.path)) return 'video';
  if (FACEBOOK_POST_PATH.test(parsed.path)) return 'post';
  return null;
}

/** A Facebook link without its fragment and tracking parameters (keeps story_fbid, id, fbid, v). */
export function cleanFacebookUrl(url: string): string {
  const cut = url.search(/[?#]/);
  if (cut === -1) return url;
  const base = url.slice(0, cut);
  if (url[cut] === '#') return base;
  const hash = url.indexOf('#', cut);
  const query = url.slice(cut + 1, hash === -1 ? undefined : hash);
  const kept = query.split('&').filter((pair) => FACEBOOK_ID_PARAMS.has(pair.split('=')[0]!));
  return kept.length > 0 ? `${base}?${kept.join('&')}` : base;
}

/**
 * Reads a new post's message as the create-post dialog does on every key-up: the first http(s) link
 * decides the type; without a link the post is text, or photo when photos are attached.
 */
export function detectPost(message: string, photoCount = 0): DetectedPost {
  const link = findLinks(message).find((l) => l.scheme === 'http' || l.scheme === 'https');
  if (!link) return { type: photoCount > 0 ? 'postPhoto' : 'postText', url: null };
  const url = link.text;

  const ytId = youtubeId(url);
  if (ytId) return { type: 'videoYoutube', url, youtubeId: ytId };

  const tiktok = tiktokIds(url);
  if (tiktok) return { type: 'videoTikTok', url, tiktok };
  if (isTiktokShortLink(url)) return { type: 'videoTikTok', url, tiktokShortLink: true };

  const tweet = tweetId(url);
  if (tweet) return { type: 'linkTwitter', url, tweetId: tweet };

  const facebook = facebookLinkKind(url);
  if (facebook === 'video') return { type: 'videoFacebook', url: cleanFacebookUrl(url) };
  if (facebook === 'post') return { type: 'linkFacebook', url: cleanFacebookUrl(url) };

  return { type: 'postLink', url };
}
