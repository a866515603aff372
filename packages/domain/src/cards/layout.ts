import { graphemes } from '../text/graphemes';
import { cardAmountError, cardAmountText, normaliseCardName, trimClusters } from './texts';
import {
  CARD_FONT_STACKS,
  type CardLayout,
  type CardMeasure,
  type CardSlot,
  type CardTemplate,
  type CardTextStyle,
  type CardTexts,
  type PlacedCardText,
} from './types';

/**
 * Line height as a multiple of the font size. Thai stacks a tone mark on an upper vowel above the
 * letter and a lower vowel beneath it, so a line needs far more room than its em.
 */
export const CARD_LINE_HEIGHT = 1.5;
/** The ellipsis a cut name ends with (one character, so it costs little width). */
export const CARD_ELLIPSIS = '…';

// Made on first use: a page's first Intl object costs the browser its ICU data.
let words: Intl.Segmenter | undefined;

/** The CSS font shorthand of a style at a size. */
export function cardFont(style: Pick<CardTextStyle, 'weight' | 'stack'>, size: number): string {
  return `${style.weight} ${size}px ${CARD_FONT_STACKS[style.stack]}`;
}

/** The text a slot shows for these texts; empty when the member has not given it yet. */
export function cardSlotText(slot: CardSlot, texts: CardTexts): string {
  switch (slot.role) {
    case 'fixed':
      return slot.text ?? '';
    case 'name':
      return normaliseCardName(texts.name);
    case 'amount':
      return cardAmountError(texts.amount) === null && texts.unit && slot.text
        ? cardAmountText(slot.text, texts.amount as number, texts.unit)
        : '';
  }
}

/**
 * What must be loaded before measuring or drawing: each slot's font with the text it will show
 * (`document.fonts.load(font, text)` fetches only the unicode-range files that text needs).
 */
export function cardFontRequests(template: CardTemplate, texts: CardTexts): { font: string; text: string }[] {
  const out: { font: string; text: string }[] = [];
  for (const slot of template.slots) {
    const text = cardSlotText(slot, texts);
    if (text) out.push({ font: cardFont(slot.style, slot.style.maxSize), text: text + CARD_ELLIPSIS });
  }
  return out;
}

/**
 * Places every text of `template`: each at its largest size (up to the style's `maxSize`) that fits
 * its box on one line; a text still too wide at `minSize` wraps to two lines at a word boundary when
 * the style allows, and only then is it cut, at a grapheme-cluster boundary, with an ellipsis.
 * Empty texts (no name yet) are left out. Widths come from `measure`, so the result matches the
 * fonts the canvas really has.
 */
export function layoutCardText(template: CardTemplate, texts: CardTexts, measure: CardMeasure): CardLayout {
  const placed: PlacedCardText[] = [];
  for (const slot of template.slots) {
    const text = cardSlotText(slot, texts);
    if (text) placed.push(placeSlot(slot, text, measure));
  }
  return { width: template.width, height: template.height, texts: placed };
}

function placeSlot(slot: CardSlot, text: string, measure: CardMeasure): PlacedCardText {
  const { style, box } = slot;
  const fits = (lines: readonly string[], size: number) =>
    lines.length * size * CARD_LINE_HEIGHT <= box.height &&
    lines.every((line) => measure(line, cardFont(style, size)) <= box.width);

  const oneLine = largestFittingSize([text], style, box.height, fits);
  if (oneLine !== null) return place(slot, [text], oneLine, false);

  if (style.maxLines === 2 && 2 * style.minSize * CARD_LINE_HEIGHT <= box.height) {
    const size = style.minSize;
    const split = splitInTwo(text, (line) => measure(line, cardFont(style, size)));
    if (split) {
      const twoLines = largestFittingSize(split, style, box.height, fits);
      if (twoLines !== null) return place(slot, split, twoLines, false);
      // Still too wide: keep the first line whole when it fits, and cut the second.
      const [first, second] = split;
      if (measure(first, cardFont(style, size)) <= box.width) {
        const rest = cutToWidth(second, (line) => measure(line, cardFont(style, size)) <= box.width);
        return place(slot, [first, rest], size, true);
      }
    }
  }
  const size = Math.max(1, Math.min(style.minSize, Math.floor(box.height / CARD_LINE_HEIGHT)));
  const cut = cutToWidth(text, (line) => measure(line, cardFont(style, size)) <= box.width);
  return place(slot, [cut], size, true);
}

/** The largest integer size in [minSize, maxSize] (and within the box height) at which `lines` fit. */
function largestFittingSize(
  lines: readonly string[],
  style: CardTextStyle,
  boxHeight: number,
  fits: (lines: readonly string[], size: number) => boolean,
): number | null {
  const hi = Math.min(style.maxSize, Math.floor(boxHeight / (lines.length * CARD_LINE_HEIGHT)));
  if (hi < style.minSize) return null;
  let lo = style.minSize;
  if (!fits(lines, lo)) return null;
  if (fits(lines, hi)) return hi;
  // Invariant: fits at lo, not at high. Widths grow with size, so bisect.
  let high = hi;
  while (high - lo > 1) {
    const mid = Math.floor((lo + high) / 2);
    if (fits(lines, mid)) lo = mid;
    else high = mid;
  }
  return lo;
}

/**
 * Splits at the word boundary (a space when there is one) that makes the wider of the two lines
 * narrowest. Thai has no spaces between words; `Intl.Segmenter` finds dictionary boundaries, which
 * never fall inside a grapheme cluster. `null` for a single word.
 */
export function splitInTwo(text: string, width: (line: string) => number): [string, string] | null {
  // Word boundaries should already be cluster boundaries; keep only those that are, to be sure.
  const clusterStarts = new Set<number>();
  let at = 0;
  for (const cluster of graphemes(text)) {
    clusterStarts.add(at);
    at += cluster.length;
  }
  words ??= new Intl.Segmenter('th', { granularity: 'word' });
  const segments = Array.from(words.segment(text), (s) => s.index).filter((i) => clusterStarts.has(i));
  const spaceBreaks = segments.filter((i) => i > 0 && /\s/u.test(text[i - 1] ?? ''));
  const breaks = (spaceBreaks.length > 0 ? spaceBreaks : segments).filter((i) => i > 0 && i < text.length);
  let best: [string, string] | null = null;
  let bestWidth = Number.POSITIVE_INFINITY;
  for (const cut of breaks) {
    const first = trimClusters(text.slice(0, cut));
    const second = trimClusters(text.slice(cut));
    if (!first || !second) continue;
    const wider = Math.max(width(first), width(second));
    if (wider < bestWidth) {
      bestWidth = wider;
      best = [first, second];
    }
  }
  return best;
}

/** The longest grapheme-cluster prefix of `text` that, with the ellipsis, passes `fits`. */
function cutToWidth(text: string, fits: (line: string) => boolean): string {
  const clusters = graphemes(text);
  let lo = 0;
  let hi = clusters.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(trimClusters(clusters.slice(0, mid).join('')) + CARD_ELLIPSIS)) lo = mid;
    else hi = mid - 1;
  }
  return trimClusters(clusters.slice(0, lo).join('')) + CARD_ELLIPSIS;
}

function place(slot: CardSlot, lines: readonly string[], size: number, truncated: boolean): PlacedCardText {
  const { box, style } = slot;
  const lineHeight = size * CARD_LINE_HEIGHT;
  const top = box.y + (box.height - lines.length * lineHeight) / 2;
  const x =
    style.align === 'left' ? box.x : style.align === 'right' ? box.x + box.width : box.x + box.width / 2;
  return {
    key: slot.key,
    role: slot.role,
    lines,
    font: cardFont(style, size),
    fontSize: size,
    colour: style.colour,
    align: style.align,
    x,
    lineYs: lines.map((_, i) => top + lineHeight * (i + 0.5)),
    box,
    truncated,
  };
}
