import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLinks, isHostOf, parseHttpUrl, queryParam } from './url';

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
    expect(parseHttpUrl('https:///path')).toBeNull();
    expect(parseHttpUrl('example.com')).toBeNull();
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
