import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';
import { findLinks } from './url';

const join = (text: string) =>
  linkify(text)
    .map((s) => s.text)
    .join('');

describe('linkify', () => {
  it('turns http, https, ftp and file links into links', () => {
    expect(linkify('a http://x.co b https://y.co/p?q=1 c ftp://f.co/z d file:///tmp/a.txt')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', text: 'http://x.co', href: 'http://x.co' },
      { kind: 'text', text: ' b ' },
      { kind: 'link', text: 'https://y.co/p?q=1', href: 'https://y.co/p?q=1' },
      { kind: 'text', text: ' c ' },
      { kind: 'link', text: 'ftp://f.co/z', href: 'ftp://f.co/z' },
      { kind: 'text', text: ' d ' },
      { kind: 'link', text: 'file:///tmp/a.txt', href: 'file:///tmp/a.txt' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'javascript://%0aalert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.co',
      'vbscript:msgbox',
      'www.example.com',
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('does not start a link inside a longer scheme', () => {
    expect(linkify('xhttp://a.co').every((s) => s.kind === 'text')).toBe(true);
  });

  it('keeps line breaks and Thai text around links', () => {
    expect(linkify('บรรทัดแรก\nดู https://ธรรมะ.com/หน้า\nจบ')).toEqual([
      { kind: 'text', text: 'บรรทัดแรก\nดู ' },
      { kind: 'link', text: 'https://ธรรมะ.com/หน้า', href: 'https://ธรรมะ.com/หน้า' },
      { kind: 'text', text: '\nจบ' },
    ]);
  });

  it('leaves trailing punctuation and an unbalanced bracket out of the link', () => {
    expect(linkify('(see https://a.co/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://a.co/x', href: 'https://a.co/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(findLinks('https://en.wikipedia.org/wiki/Pali_(language)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Pali_(language)',
    );
  });

  it('ends a link at a zero-width space or a quote', () => {
    expect(findLinks('https://a.co/x\u200Bต่อ')[0]?.text).toBe('https://a.co/x');
    expect(findLinks('"https://a.co/y"')[0]?.text).toBe('https://a.co/y');
  });

  it('does not link a bare scheme', () => {
    expect(linkify('http:// and https://.')).toEqual([{ kind: 'text', text: 'http:// and https://.' }]);
  });

  it('gives no segments for empty text', () => {
    expect(linkify('')).toEqual([]);
  });

  it('round-trips any text and only ever links the allowed schemes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(join(text)).toBe(text);
        for (const s of linkify(text)) {
          if (s.kind === 'link') expect(s.href).toMatch(/^(https?|ftp|file):\/\//i);
          expect(s.text.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('round-trips text mixed with links and finds each generated link', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom(' ', '\n', 'ธรรมะ', '(', ').', 'javascript:x', 'ftp://a.b/c'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join(' ');
        expect(join(text)).toBe(text);
        const segments = linkify(text);
        // Adjacent text runs are merged, so a text run never follows another.
        for (let i = 1; i < segments.length; i++) {
          expect(segments[i - 1]!.kind === 'text' && segments[i]!.kind === 'text').toBe(false);
        }
      }),
    );
  });
});
