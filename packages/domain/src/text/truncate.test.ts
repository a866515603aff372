import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength, graphemes, takeGraphemes } from './graphemes';
import { DESCRIPTION_SPLIT, splitDescription, truncate } from './truncate';
import { findLinks } from './url';

// "กำ" and "น้ำ" carry vowels and tone marks that must stay on their consonant.
const THAI = 'น้ำใจ กำลังใจ ที่นี่';

describe('graphemes', () => {
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
