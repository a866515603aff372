// One shared segmenter, made on first use: constructing Intl.Segmenter is far more expensive than
// using it, and a page's first Intl object costs the browser its ICU data (60–100 ms of a page's
// start on a slow machine). Text no longer than the count asked for is never segmented (a cluster
// is at least one UTF-16 unit), and Thai and ASCII text, most of the product's, is segmented here.
let segmenter: Intl.Segmenter | undefined;

/** Text of ASCII, tabs, line breaks and the Thai block's characters only. */
const THAI_AND_ASCII = /^[\t\n\r\x20-\x7e\u0e01-\u0e3a\u0e3f-\u0e5b]*$/;

/**
 * Whether the character at `i` continues the cluster before it, in Thai and ASCII text, by Unicode's
 * cluster rules (UAX #29): a carriage return and a line feed are one cluster; nothing else joins a
 * tab or a line break; Thai's vowels and tone marks above and below (Extend) and SARA AM
 * (SpacingMark) join the character before them.
 */
function joinsThaiOrAscii(text: string, i: number): boolean {
  const previous = text.charCodeAt(i - 1);
  const code = text.charCodeAt(i);
  if (previous === 0x0d) return code === 0x0a;
  if (previous === 0x09 || previous === 0x0a) return false;
  return code === 0x0e31 || (code >= 0x0e33 && code <= 0x0e3a) || (code >= 0x0e47 && code <= 0x0e4e);
}

// V8's segment iterator costs time proportional to the whole input at every step, so iterating a
// long text is quadratic (a 90,000-character post took a minute). Segmenting a short window at a
// time keeps it linear. Each window starts on a cluster boundary and its last cluster, which the
// window may have cut short, is read again at the start of the next window.
const WINDOW = 256;

/** A grapheme cluster and where it starts in the text (UTF-16 index). */
interface Cluster {
  index: number;
  segment: string;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

// Whether there is a cluster boundary at a position depends only on the text before it and the
// character at it, so every break inside a window is final; only the window's last cluster may
// continue past its end.
function* clusters(text: string): Generator<Cluster> {
  if (THAI_AND_ASCII.test(text)) {
    let from = 0;
    for (let i = 1; i <= text.length; i++) {
      if (i < text.length && joinsThaiOrAscii(text, i)) continue;
      yield { index: from, segment: text.slice(from, i) };
      from = i;
    }
    return;
  }
  let start = 0;
  let window = WINDOW;
  while (start < text.length) {
    let end = start + window;
    // Never end a window between the two halves of a surrogate pair.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    const chunk = text.slice(start, end);
    segmenter ??= new Intl.Segmenter('th', { granularity: 'grapheme' });
    const parts = Array.from(segmenter.segment(chunk));
    const complete = end >= text.length ? parts.length : parts.length - 1;
    if (complete === 0) {
      // One cluster longer than the window (e.g. hundreds of combining marks): widen and retry.
      window *= 2;
      continue;
    }
    for (let i = 0; i < complete; i++) {
      const part = parts[i]!;
      yield { index: start + part.index, segment: part.segment };
    }
    const last = parts[complete - 1]!;
    start += last.index + last.segment.length;
    window = WINDOW;
  }
}

/** Splits text into user-perceived characters (grapheme clusters), so Thai marks stay on their base. */
export function graphemes(text: string): string[] {
  return Array.from(clusters(text), (c) => c.segment);
}

/** Counts user-perceived characters (grapheme clusters). */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of clusters(text)) count++;
  return count;
}

/**
 * Whether `text` has at most `max` grapheme clusters. A cluster is at least one UTF-16 unit, so text
 * of at most `max` units fits without being segmented.
 */
export function fitsInGraphemes(text: string, max: number): boolean {
  return text.length <= max || graphemeLength(text) <= max;
}

/** The first `count` grapheme clusters of `text`. */
export function takeGraphemes(text: string, count: number): string {
  if (count <= 0) return '';
  if (text.length <= count) return text;
  let end = 0;
  let taken = 0;
  for (const c of clusters(text)) {
    if (taken === count) break;
    end = c.index + c.segment.length;
    taken++;
  }
  return text.slice(0, end);
}
