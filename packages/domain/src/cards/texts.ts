import { graphemes, takeGraphemes } from '../text/graphemes';
import { TITLE_CUTS } from '../text/limits';
import type { CardUnit, CardVariantId } from './types';

/** Longest name a card takes, in characters (product §9 card titles 20, 40: the wide one). */
export const CARD_NAME_MAX_LENGTH = TITLE_CUTS.cardWide;
/** Longest template caption, in characters (product §9 card titles: the short one). */
export const CARD_LABEL_MAX_LENGTH = TITLE_CUTS.card;
/** The smallest amount a card accepts (product §5). */
export const CARD_AMOUNT_MIN = 1;
/** Amounts above this are typing mistakes; the form refuses them. */
export const CARD_AMOUNT_MAX = 999_999_999;

/**
 * The name as printed: NFC, whitespace runs collapsed to one space, trimmed, at most
 * `CARD_NAME_MAX_LENGTH` characters (never cutting a Thai mark off its letter).
 */
export function normaliseCardName(raw: string | null | undefined): string {
  const tidy = trimClusters((raw ?? '').normalize('NFC').replace(/\s+/gu, ' '));
  return trimClusters(takeGraphemes(tidy, CARD_NAME_MAX_LENGTH));
}

const blank = /^\s+$/u;

/**
 * Trims whitespace clusters at both ends. Unlike `String.prototype.trim`, it never strips the
 * space of a space-plus-mark cluster (which would leave the mark orphaned).
 */
export function trimClusters(text: string): string {
  const clusters = graphemes(text);
  let start = 0;
  let end = clusters.length;
  while (start < end && blank.test(clusters[start] as string)) start++;
  while (end > start && blank.test(clusters[end - 1] as string)) end--;
  return start === 0 && end === clusters.length ? text : clusters.slice(start, end).join('');
}

/**
 * The amount field read as a number: digits with optional thousands commas and decimals, Thai
 * digits accepted (on-screen keyboards may type them). `null` when blank or not a number.
 */
export function parseCardAmount(raw: string | null | undefined): number | null {
  const ascii = (raw ?? '').replace(/[๐-๙]/gu, (d) => String(d.charCodeAt(0) - 0x0e50)).trim();
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/u.test(ascii)) return null;
  const value = Number(ascii.replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

/** Why an amount cannot be printed: not a number, below 1 (product §5), or above the maximum. */
export const CARD_AMOUNT_ERRORS = ['not-a-number', 'below-minimum', 'above-maximum'] as const;
export type CardAmountError = (typeof CARD_AMOUNT_ERRORS)[number];

/**
 * The one amount rule: why `amount` cannot be printed, or `null` when it can (at least 1, product §5,
 * and at most `CARD_AMOUNT_MAX`). Screens ask `cardDraft`, which applies it to what was typed.
 */
export function cardAmountError(amount: number | null | undefined): CardAmountError | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'not-a-number';
  if (amount < CARD_AMOUNT_MIN) return 'below-minimum';
  if (amount > CARD_AMOUNT_MAX) return 'above-maximum';
  return null;
}

// Made on first use: a page's first Intl object costs the browser its ICU data.
let amountFormat: Intl.NumberFormat | undefined;

/** Fills an amount pattern: `ร่วมเป็นเจ้าภาพ {amount} {unit}` → `ร่วมเป็นเจ้าภาพ 1,200 บาท` (thousands separators, up to two decimals). */
export function cardAmountText(pattern: string, amount: number, unit: CardUnit): string {
  amountFormat ??= new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });
  return pattern.replaceAll('{amount}', amountFormat.format(amount)).replaceAll('{unit}', unit);
}

/**
 * The saved file's name, `{variant}-{name}.jpg`: the printed name with characters that file
 * systems refuse replaced by `-`; `{variant}.jpg` when there is no name.
 */
export function cardFileName(variant: CardVariantId, name: string): string {
  const safe = normaliseCardName(name)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what file names refuse.
    .replace(/[\\/:*?"<>|\u0000-\u001f]/gu, '-')
    .replace(/^\.+/u, '');
  return safe ? `${variant}-${safe}.jpg` : `${variant}.jpg`;
}
