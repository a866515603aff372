import { fitsInGraphemes, takeGraphemes } from './graphemes';
import { findLinks } from './url';

/** The ellipsis the product appends to cut text. */
export const ELLIPSIS = '...';

/** Post descriptions show this many characters before "read more". */
export const DESCRIPTION_SPLIT = 400;

/** The shorter default cut of descriptions in compact places (product §9). */
export const DESCRIPTION_DEFAULT_CUT = 300;

/** Unchanged when it fits in `max` characters, else the first `max` characters plus `'...'`. */
export function truncate(text: string, max: number): string {
  if (fitsInGraphemes(text, max)) return text;
  return takeGraphemes(text, Math.max(0, Math.floor(max))) + ELLIPSIS;
}

/**
 * Cuts a description for "read more": `head + rest === des`, head at most `limit` characters. A cut
 * that would fall inside a link moves to just before it, so the head never shows half a link.
 */
export function splitDescription(
  des: string,
  limit = DESCRIPTION_SPLIT,
): { head: string; rest: string; hasMore: boolean } {
  let cut = takeGraphemes(des, Math.floor(limit)).length;
  if (cut < des.length) {
    const split = findLinks(des).find((link) => link.start < cut && cut < link.end);
    if (split && split.start > 0) cut = split.start;
  }
  return { head: des.slice(0, cut), rest: des.slice(cut), hasMore: cut < des.length };
}
