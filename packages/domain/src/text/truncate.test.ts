import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength, graphemes, takeGraphemes } from './graphemes';
import { DESCRIPTION_SPLIT, splitDescription, truncate } from './truncate';
import { findLinks } from './url';

// "กำ" and "น้ำ" carry vowels and tone marks that must stay on their consonant.
const THAI = 'น้ำใจ กำลังใจ ที่นี่';

const reference = new Intl.Segmenter('th', { granularity: 'grapheme' });
const referenceClusters = (text: string) => Array.from(reference.segment(text), (s) => s.segment);

describe('graphemes', () => {
  it('agrees with a whole-text segmentation on long texts that cross its windows', () => {
    const piece = fc.constantFrom(
      'น้ำ',
      'กำ',
      'a',
      ' ',
      '\r\n',
      '\u0301',
      '🇹🇭',
      '🇹',
      '👨‍👩‍👧',
      '\u200D',
      '👍🏽',
      'e\u0301',
      'ก'.concat('\u0E49'.repeat(40)),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 100, maxLength: 400 }), (pieces) => {
        const text = pieces.join('');
        expect(graphemes(text)).toEqual(referenceClusters(text));
        expect(graphemeLength(text)).toBe(referenceClusters(text).length);
      }),
      { numRuns: 200 },
    );
  });

  it('segments Thai and ASCII text as Intl does, without it', () => {
    // Every character of the Thai block, and ASCII with its controls, in any order.
    const thaiBlock = Array.from({ length: 0x5b }, (_, i) => String.fromCharCode(0x0e01 + i)).filter((ch) =>
      /\p{Assigned}/u.test(ch),
    );
    const ascii = ['\t', '\n', '\r', ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i))];
    const character = fc.constantFrom(...thaiBlock, ...ascii, '\r\n', 'น้ำ', 'กำ', 'ที่');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 120 }), (characters) => {
        const text = characters.join('');
        expect(graphemes(text)).toEqual(referenceClusters(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('handles one cluster longer than a window', () => {
    const zalgo = `a${'\u0301'.repeat(1000)}b`;
    expect(graphemes(zalgo)).toEqual([`a${'\u0301'.repeat(1000)}`, 'b']);
  });

  it('stays fast on a very long post', () => {
    const long = 'ข้อความ https://a.co/x '.repeat(4000);
    const started = Date.now();
    expect(graphemeLength(long)).toBe(referenceClusters(long.slice(0, 23)).length * 4000);
    // The V8 iterator alone is quadratic here (about a minute); windows take well under a second.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('counts Thai marks with their base consonant', () => {
    expect(graphemes('น้ำ')).toEqual(['น้ำ']);
    expect(graphemeLength('กำลังใจ')).toBe(5);
    expect(graphemeLength('👍🏽👨‍👩‍👧')).toBe(2);
    expect(takeGraphemes('น้ำใจ', 1)).toBe('น้ำ');
    expect(takeGraphemes('abc', 0)).toBe('');
    expect(takeGraphemes('abc', 10)).toBe('abc');
  });
});

describe('truncate', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncate('สาธุ', 4)).toBe('สาธุ');
    expect(truncate('', 0)).toBe('');
    expect(truncate(THAI, 100)).toBe(THAI);
  });

  it('cuts at max characters and adds ...', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate(THAI, 1)).toBe('น้ำ...');
    expect(truncate('ab', 0)).toBe('...');
  });

  it('never splits a grapheme and keeps at most max of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (text, max) => {
        const out = truncate(text, max);
        if (graphemeLength(text) <= max) {
          expect(out).toBe(text);
        } else {
          expect(out.endsWith('...')).toBe(true);
          const kept = out.slice(0, -3);
          expect(text.startsWith(kept)).toBe(true);
          expect(graphemeLength(kept)).toBe(max);
          // Cutting inside a cluster would make the kept part end differently from the text's own clusters.
          expect(graphemes(text).slice(0, max).join('')).toBe(kept);
        }
      }),
    );
  });

  it('never splits a Thai cluster on Thai-heavy input', () => {
    const thai = fc.string({
      unit: fc.constantFrom('ก', 'น', '้', 'ำ', 'ี', '่', 'ั', 'ุ', ' ', 'ใ'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(thai, fc.nat(30), (text, max) => {
        const kept = truncate(text, max).replace(/\.\.\.$/, '');
        expect(graphemes(text).slice(0, graphemeLength(kept)).join('')).toBe(kept);
      }),
    );
  });
});

describe('splitDescription', () => {
  it('defaults to 400 characters', () => {
    const des = 'ก'.repeat(450);
    const { head, rest, hasMore } = splitDescription(des);
    expect(DESCRIPTION_SPLIT).toBe(400);
    expect(head).toBe('ก'.repeat(400));
    expect(rest).toBe('ก'.repeat(50));
    expect(hasMore).toBe(true);
  });

  it('has nothing more when the text fits', () => {
    expect(splitDescription('สั้น', 10)).toEqual({ head: 'สั้น', rest: '', hasMore: false });
    expect(splitDescription('', 10)).toEqual({ head: '', rest: '', hasMore: false });
  });

  it('does not cut a link in two', () => {
    const des = 'อ่านต่อ https://example.com/dhamma/long-article';
    expect(splitDescription(des, 20)).toEqual({
      head: 'อ่านต่อ ',
      rest: 'https://example.com/dhamma/long-article',
      hasMore: true,
    });
    // A link at the very start cannot move the cut before it; the head then holds part of it.
    expect(splitDescription('https://example.com/abc', 10).head).toBe('https://ex');
  });

  it('counts Thai clusters as single characters', () => {
    expect(splitDescription('น้ำใจ', 1)).toEqual({ head: 'น้ำ', rest: 'ใจ', hasMore: true });
  });

  it('always gives head + rest === des with head at most limit characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(50), (des, limit) => {
        const { head, rest, hasMore } = splitDescription(des, limit);
        expect(head + rest).toBe(des);
        expect(graphemeLength(head)).toBeLessThanOrEqual(limit);
        expect(hasMore).toBe(rest.length > 0);
        // A shorter head is only allowed where a link starts (the cut moved out of the link).
        if (hasMore && graphemeLength(head) < limit) expect(rest).toMatch(/^(https?|ftp|file):\/\//i);
      }),
    );
  });

  it('never leaves a link split across head and rest, except one that starts the text', () => {
    const piece = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.webUrl());
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), fc.nat(80), (pieces, limit) => {
        const des = pieces.join(' ');
        const { head, rest } = splitDescription(des, limit);
        expect(head + rest).toBe(des);
        expect(graphemeLength(head)).toBeLessThanOrEqual(limit);
        for (const link of findLinks(des)) {
          if (link.start > 0) expect(link.start >= head.length || link.end <= head.length).toBe(true);
        }
      }),
    );
  });
});
