// One shared segmenter: constructing Intl.Segmenter is far more expensive than using it.
const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

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
  let start = 0;
  let window = WINDOW;
  while (start < text.length) {
    let end = start + window;
    // Never end a window between the two halves of a surrogate pair.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    const chunk = text.slice(start, end);
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

/** The first `count` grapheme clusters of `text`. */
export function takeGraphemes(text: string, count: number): string {
  if (count <= 0) return '';
  let end = 0;
  let taken = 0;
  for (const c of clusters(text)) {
    if (taken === count) break;
    end = c.index + c.segment.length;
    taken++;
  }
  return text.slice(0, end);
}
