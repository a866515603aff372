import { fitsInGraphemes, takeGraphemes } from './graphemes';
import { ELLIPSIS, truncate } from './truncate';

/** Character limits of shared and meta text (product §9). */
export const TEXT_LIMITS = {
  shareTitle: 60,
  shareDescription: 120,
  shareQuote: 120,
  lineMessage: 350,
  flexTitle: 50,
  flexBody: 600,
  pageTitleMin: 30,
  pageTitleMax: 50,
  metaDescriptionMin: 100,
  metaDescriptionMax: 600,
  statsPostDescription: 100,
} as const;

/** Title cuts of cards and carousels (product §9 "card titles 20, 40; TikTok 20, YouTube 17, players 50"). */
export const TITLE_CUTS = { card: 20, cardWide: 40, tiktok: 20, youtube: 17, player: 50 } as const;

/**
 * Trimmed text of at most `max` characters: whole when it fits, else cut so that the text plus
 * `'...'` is exactly `max` characters. Unlike `truncate`, the result never exceeds the limit,
 * which the share targets and LINE enforce.
 */
export function fitText(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max));
  const collapsed = text.trim();
  if (fitsInGraphemes(collapsed, limit)) return collapsed;
  if (limit <= ELLIPSIS.length) return takeGraphemes(collapsed, limit);
  return takeGraphemes(collapsed, limit - ELLIPSIS.length).trimEnd() + ELLIPSIS;
}

/** The first line of a post's description that has any text (`''` for none), trimmed. */
export function firstLine(des: string): string {
  return (des.split('\n').find((line) => line.trim()) ?? '').trim();
}

/**
 * A post's player and page title (product §9: players 50): the first line of its description that
 * has any text, cut to 50 characters; `fallback` (cut the same) when the description has none. The
 * feed's and profile's video facades, the player modal and the post page all title a post with it.
 */
export function playerTitle(des: string, fallback = ''): string {
  return fitText(firstLine(des) || fallback, TITLE_CUTS.player);
}

/** A share title (at most 60 characters). */
export function shareTitle(text: string): string {
  return fitText(text, TEXT_LIMITS.shareTitle);
}

/** A share description (at most 120 characters). */
export function shareDescription(text: string): string {
  return fitText(text, TEXT_LIMITS.shareDescription);
}

/** A share quote (at most 120 characters). */
export function shareQuote(text: string): string {
  return fitText(text, TEXT_LIMITS.shareQuote);
}

/** The text of a LINE message (at most 350 characters). */
export function lineMessageText(text: string): string {
  return fitText(text, TEXT_LIMITS.lineMessage);
}

/** The title of a LINE flex bubble (at most 50 characters). */
export function flexTitle(text: string): string {
  return fitText(text, TEXT_LIMITS.flexTitle);
}

/** The body of a LINE flex bubble (at most 600 characters). */
export function flexBody(text: string): string {
  return fitText(text, TEXT_LIMITS.flexBody);
}

// A too-short title or description is filled out with the site's own words rather than left thin.
function fitRange(text: string, min: number, max: number, filler: string, separator: string): string {
  const base = text.trim();
  const extra = filler.trim();
  // Fewer than `min` clusters: at most ⌈min⌉ − 1 of them.
  const short = fitsInGraphemes(base, Math.ceil(min) - 1);
  const filled = short && extra !== '' ? (base === '' ? extra : `${base}${separator}${extra}`) : base;
  return fitText(filled, max);
}

/** A page title of 30 to 50 characters: a short one gets ` | {siteName}` appended, a long one is cut. */
export function pageTitle(title: string, siteName = ''): string {
  return fitRange(title, TEXT_LIMITS.pageTitleMin, TEXT_LIMITS.pageTitleMax, siteName, ' | ');
}

/** A meta description of 100 to 600 characters: a short one gets `fallback` appended, a long one is cut. */
export function metaDescription(description: string, fallback = ''): string {
  return fitRange(description, TEXT_LIMITS.metaDescriptionMin, TEXT_LIMITS.metaDescriptionMax, fallback, ' ');
}

/** A post's description in the statistics lists: its first 100 characters plus `'...'` when longer. */
export function statsPostDescription(des: string | null | undefined): string {
  return truncate(des ?? '', TEXT_LIMITS.statsPostDescription);
}
