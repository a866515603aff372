import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPosterWidth, POSTER_WIDTHS, posterPath, posterShape, posterSize, srcSetOf } from './poster';
import { POST_TYPES } from './types';

describe('posters', () => {
  it('only YouTube and TikTok posts have one, each in its network shape', () => {
    const shapes = Object.fromEntries(POST_TYPES.map((t) => [t, posterShape(t)]));
    expect(shapes).toEqual({
      videoYoutube: 'landscape',
      videoTikTok: 'portrait',
      videoFacebook: null,
      linkFacebook: null,
      linkTwitter: null,
      postPhoto: null,
      postLink: null,
      postText: null,
    });
  });

  it('sizes keep 9:16 and 16:9', () => {
    expect(posterSize('portrait', 240)).toEqual({ width: 240, height: 427 });
    expect(posterSize('portrait', 720)).toEqual({ width: 720, height: 1280 });
    expect(posterSize('landscape', 480)).toEqual({ width: 480, height: 270 });
  });

  it('widths are a closed list and the path names one', () => {
    expect(POSTER_WIDTHS.every(isPosterWidth)).toBe(true);
    for (const w of [0, 1, 239, 241, 1000, Number.NaN, -240]) expect(isPosterWidth(w)).toBe(false);
    expect(posterPath(12, 480)).toBe('/thumbs/12/480.webp');
  });
});

describe('srcSetOf', () => {
  it('lists each width once, narrowest first', () => {
    expect(
      srcSetOf([
        { src: '/l.jpg', width: 1000 },
        { src: '/t.jpg', width: 245 },
        { src: '/s.jpg', width: 500 },
        { src: '/s2.jpg', width: 500 },
      ]),
    ).toBe('/t.jpg 245w, /s.jpg 500w, /l.jpg 1000w');
    expect(srcSetOf([])).toBe('');
    expect(srcSetOf([{ src: '/x.jpg', width: 0 }])).toBe('');
  });

  it('escapes what would split a candidate, and keeps the commas of a data: address', () => {
    expect(srcSetOf([{ src: ',/a b.jpg,', width: 10 }])).toBe('%2C/a%20b.jpg%2C 10w');
    expect(srcSetOf([{ src: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E', width: 10 }])).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E 10w',
    );
  });

  it('never throws; every candidate is one address and a positive width, ascending', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ src: fc.oneof(fc.webUrl(), fc.string()), width: fc.double({ min: -5, max: 5000 }) }),
        ),
        (list) => {
          const parts = srcSetOf(list).split(', ').filter(Boolean);
          const widths = parts.map((part) => {
            const [src, descriptor, extra] = part.split(' ');
            expect(extra).toBeUndefined();
            expect(src).not.toMatch(/\s|^,|,$/);
            expect(descriptor).toMatch(/^[1-9]\d*w$/);
            return Number(descriptor!.slice(0, -1));
          });
          expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
        },
      ),
    );
  });
});
