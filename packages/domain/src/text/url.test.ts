import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLinks, isHostOf, parseHttpUrl, queryParam } from './url';

// This package's lib has no DOM types; the WHATWG URL parser is the reference the tests compare with.
const WhatwgURL = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

describe('parseHttpUrl', () => {
  it('splits host, path and query, dropping credentials, port and case', () => {
    expect(parseHttpUrl('https://user:pw@WWW.Example.com:8080/a/B?x=1#f')).toEqual({
      host: 'www.example.com',
      path: '/a/B',
      query: 'x=1',
    });
    expect(parseHttpUrl('http://example.com.')).toEqual({ host: 'example.com', path: '/', query: '' });
  });

  it('gives null for other schemes and empty hosts', () => {
    expect(parseHttpUrl('ftp://example.com/a')).toBeNull();
    expect(parseHttpUrl('https://')).toBeNull();
    expect(parseHttpUrl('example.com')).toBeNull();
  });

  it('reads the host the WHATWG URL parser (the browser, fetch) goes to, not the text after "@"', () => {
    // A browser opens `https:///path` as https://path/ and `\\` as "/": so does this parser.
    expect(parseHttpUrl('https:///path')?.host).toBe('path');
    expect(parseHttpUrl('http://127.0.0.1:5432\\@vm.tiktok.com/x')).toEqual({
      host: '127.0.0.1',
      path: '/@vm.tiktok.com/x',
      query: '',
    });
    expect(parseHttpUrl('https://evil.example\\@www.youtube.com/watch?v=1')?.host).toBe('evil.example');
    expect(parseHttpUrl('https://www.youtube.com@evil.example/')?.host).toBe('evil.example');
    expect(parseHttpUrl('https://evil.example?@www.facebook.com/')?.host).toBe('evil.example');
  });

  it('always agrees with URL on the host', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseHttpUrl(`https://${text}`);
        let expected: string | null = null;
        try {
          expected = new WhatwgURL(`https://${text}`.trim()).hostname.replace(/\.$/, '') || null;
        } catch {
          expected = null;
        }
        expect(parsed?.host ?? null).toBe(expected);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseHttpUrl(`https://${text}`);
        if (parsed) expect(parsed.host).toBe(parsed.host.toLowerCase());
      }),
    );
  });
});

describe('queryParam', () => {
  it('reads the first value, decoded', () => {
    expect(queryParam('a=1&b=%E0%B8%81&a=2', 'a')).toBe('1');
    expect(queryParam('a=1&b=%E0%B8%81', 'b')).toBe('ก');
    expect(queryParam('flag&x=a+b', 'flag')).toBe('');
    expect(queryParam('x=a+b', 'x')).toBe('a b');
    expect(queryParam('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(queryParam('x=1', 'y')).toBeNull();
  });
});

describe('isHostOf', () => {
  it('matches the domain and its subdomains only', () => {
    expect(isHostOf('facebook.com', 'facebook.com')).toBe(true);
    expect(isHostOf('m.facebook.com', 'facebook.com')).toBe(true);
    expect(isHostOf('notfacebook.com', 'facebook.com')).toBe(false);
  });
});

describe('findLinks', () => {
  it('reports positions that slice back to the link', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (before, url, after) => {
        const text = `${before} ${url} ${after}`;
        for (const link of findLinks(text)) expect(text.slice(link.start, link.end)).toBe(link.text);
      }),
    );
  });
});
