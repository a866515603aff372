// One shared segmenter: constructing Intl.Segmenter is far more expensive than using it.
const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Splits text into user-perceived characters (grapheme clusters), so Thai marks stay on their base. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** Counts user-perceived characters (grapheme clusters). */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** The first `count` grapheme clusters of `text`. */
export function takeGraphemes(text: string, count: number): string {
  if (count <= 0) return '';
  let end = 0;
  let taken = 0;
  for (const s of segmenter.segment(text)) {
    if (taken === count) break;
    end = s.index + s.segment.length;
    taken++;
  }
  return text.slice(0, end);
}
