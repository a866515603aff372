import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength, graphemes } from '../text/graphemes';
import {
  CARD_AMOUNT_MAX,
  CARD_NAME_MAX_LENGTH,
  cardAmountError,
  cardAmountText,
  cardFileName,
  normaliseCardName,
  parseCardAmount,
  trimClusters,
} from './texts';

describe('normaliseCardName', () => {
  it('collapses whitespace and trims', () => {
    expect(normaliseCardName('  สมชาย \n  ใจดี ')).toBe('สมชาย ใจดี');
    expect(normaliseCardName(null)).toBe('');
  });
  it('composes to NFC', () => {
    expect(normaliseCardName('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });
  it('keeps at most 40 characters, never cutting a tone mark off its letter', () => {
    const name = 'กี่'.repeat(50);
    const out = normaliseCardName(name);
    expect(graphemeLength(out)).toBe(CARD_NAME_MAX_LENGTH);
    expect(out).toBe('กี่'.repeat(40));
  });
  it('never leaves an orphaned mark when trimming (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (raw) => {
        const out = normaliseCardName(raw);
        expect(graphemeLength(out)).toBeLessThanOrEqual(CARD_NAME_MAX_LENGTH);
        expect(normaliseCardName(out)).toBe(out);
      }),
    );
  });
});

describe('trimClusters', () => {
  it('trims whitespace clusters but keeps a space that carries a mark', () => {
    expect(trimClusters('  ก  ')).toBe('ก');
    expect(trimClusters(' \u0E48ก ')).toBe(' \u0E48ก');
    expect(graphemes(trimClusters(' \u0E48ก '))[0]).toBe(' \u0E48');
  });
});

describe('parseCardAmount', () => {
  it('reads digits, thousands commas, decimals and Thai digits', () => {
    expect(parseCardAmount('1200')).toBe(1200);
    expect(parseCardAmount(' 1,200 ')).toBe(1200);
    expect(parseCardAmount('2.5')).toBe(2.5);
    expect(parseCardAmount('๑๒๐๐')).toBe(1200);
  });
  it('refuses blanks, signs and words', () => {
    for (const raw of ['', '  ', '-5', '1e3', 'abc', '12,34', '1,2345', null, undefined]) {
      expect(parseCardAmount(raw), String(raw)).toBeNull();
    }
  });
});

describe('cardAmountError (product §5: minimum 1)', () => {
  it('accepts 1 up to the maximum', () => {
    expect(cardAmountError(1)).toBeNull();
    expect(cardAmountError(2.5)).toBeNull();
    expect(cardAmountError(CARD_AMOUNT_MAX)).toBeNull();
  });
  it('says why anything else cannot be printed', () => {
    expect(cardAmountError(0.5)).toBe('below-minimum');
    expect(cardAmountError(0)).toBe('below-minimum');
    expect(cardAmountError(-3)).toBe('below-minimum');
    expect(cardAmountError(CARD_AMOUNT_MAX + 1)).toBe('above-maximum');
    expect(cardAmountError(Number.NaN)).toBe('not-a-number');
    expect(cardAmountError(Number.POSITIVE_INFINITY)).toBe('not-a-number');
    expect(cardAmountError(null)).toBe('not-a-number');
    expect(cardAmountError(undefined)).toBe('not-a-number');
  });
});

describe('cardAmountText', () => {
  it('fills the pattern with a thousands-separated amount and the unit', () => {
    expect(cardAmountText('ร่วมเป็นเจ้าภาพ {amount} {unit}', 1234567, 'บาท')).toBe('ร่วมเป็นเจ้าภาพ 1,234,567 บาท');
    expect(cardAmountText('{amount} {unit}', 2.5, 'ตารางเมตร')).toBe('2.5 ตารางเมตร');
  });
});

describe('cardFileName', () => {
  it('is {variant}-{name}.jpg with the printed name', () => {
    expect(cardFileName('card22', '  สมชาย  ใจดี ')).toBe('card22-สมชาย ใจดี.jpg');
    expect(cardFileName('card-as', 'A/B: "C"')).toBe('card-as-A-B- -C-.jpg');
    expect(cardFileName('card', '   ')).toBe('card.jpg');
    expect(cardFileName('card', '..hidden')).toBe('card-hidden.jpg');
  });
});
